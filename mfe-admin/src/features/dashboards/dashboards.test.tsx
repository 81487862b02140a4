import { screen, within } from '@testing-library/react';
import { rememberTokens } from 'shared-ui/session/session-tokens';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { jsonResponse, mockFetch } from 'shared-ui/testing/mock-fetch';
import { profiles, signedInAs } from '../testing/admin-fixtures';
import { checklists } from './checklist-fixtures';
import OwnerDashboardPage from './owner-dashboard-page';
import StaffDashboardPage from './staff-dashboard-page';

// The tiles come once the checklist is there; each test that looks at it answers its own.
beforeEach(() => {
  mockFetch({ 'GET /api/photobooth/checklist/': jsonResponse(checklists.freshOwner) });
});

const areas = () => screen.findByRole('list', { name: 'Bereiche' });

function tileLinks() {
  const tiles = screen.getByRole('list', { name: 'Bereiche' });
  return within(tiles)
    .queryAllByRole('link')
    .map((link) => [
      link.querySelector('.bb-tile__title')?.textContent,
      decodeURI(link.getAttribute('href') ?? ''),
    ]);
}

describe('/Verwaltungsbereich', () => {
  it('shows the owner the eight tiles once the checklist is there, not before', async () => {
    renderWithProviders(<OwnerDashboardPage />, {
      route: '/Verwaltungsbereich',
      ...signedInAs('owner'),
    });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Verwaltungsbereich' }),
    ).toBeInTheDocument();
    // The checklist goes above the tiles: tiles shown before it would move under the pointer.
    expect(screen.getByRole('status')).toHaveTextContent('Die Einrichtungsschritte werden geladen');
    expect(screen.queryByRole('list', { name: 'Bereiche' })).toBeNull();
    await areas();
    expect(tileLinks()).toEqual([
      ['Profilverwaltung', '/Profilverwaltung'],
      ['Mitarbeitende', '/Mitarbeitende'],
      ['EidVerifizierung', '/EidVerifizierung'],
      ['Geschäftsstandorte', '/Geschäftsstandorte'],
      ['Software-Download', '/Software-Download'],
      ['Abrechnung', '/Abrechnung'],
      ['Videos', '/videos'],
      ['Passbild aufnehmen', '/Passbild'],
    ]);
    expect(screen.getByText(/eID-Berechtigungen zuweisen/)).toBeInTheDocument();
  });

  it('marks the tiles with SVG icons hidden from screen readers, not with emoji', async () => {
    renderWithProviders(<OwnerDashboardPage />, {
      route: '/Verwaltungsbereich',
      ...signedInAs('owner'),
    });

    const tiles = within(await areas()).getAllByRole('link');
    for (const tile of tiles) {
      expect(tile.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
      expect(tile.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  it('sends a visitor without a session to /login', () => {
    const { location } = renderWithProviders(<OwnerDashboardPage />, {
      route: '/Verwaltungsbereich',
    });
    expect(location().pathname).toBe('/login');
  });

  it.each(['manager', 'employee'] as const)('sends a %s to /Verwaltungsbreich', (userType) => {
    const { location } = renderWithProviders(<OwnerDashboardPage />, {
      route: '/Verwaltungsbereich',
      ...signedInAs(userType),
    });
    expect(location().pathname).toBe('/Verwaltungsbreich');
  });

  it('learns the role from the profile when the session does not know it yet', async () => {
    mockFetch({
      'GET /api/photobooth/profile/': jsonResponse(profiles.owner),
      'GET /api/photobooth/checklist/': jsonResponse(checklists.freshOwner),
    });
    rememberTokens({ accessToken: 'access-owner', refreshToken: 'refresh-owner' });
    const { store } = renderWithProviders(<OwnerDashboardPage />, {
      route: '/Verwaltungsbereich',
      preloadedSession: { isAuthenticated: true, userType: null },
    });

    expect(screen.getByRole('status')).toHaveTextContent('Ihre Sitzung wird geprüft …');
    expect(await screen.findByRole('heading', { name: 'Verwaltungsbereich' })).toBeInTheDocument();
    expect(store.getState().session.userType).toBe('owner');
  });

  it('refuses a role it does not know', async () => {
    mockFetch({
      'GET /api/photobooth/profile/': jsonResponse({ ...profiles.owner, user_type: 'admin' }),
    });
    rememberTokens({ accessToken: 'access-owner', refreshToken: 'refresh-owner' });
    const { store } = renderWithProviders(<OwnerDashboardPage />, {
      route: '/Verwaltungsbereich',
      preloadedSession: { isAuthenticated: true, userType: null },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unbekannter Benutzertyp.');
    expect(store.getState().session.userType).toBeNull();
  });

  it('says so when the role cannot be loaded', async () => {
    mockFetch({ 'GET /api/photobooth/profile/': jsonResponse({}, { status: 500 }) });
    rememberTokens({ accessToken: 'access-owner', refreshToken: 'refresh-owner' });
    renderWithProviders(<OwnerDashboardPage />, {
      route: '/Verwaltungsbereich',
      preloadedSession: { isAuthenticated: true, userType: null },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Benutzerprofil konnte nicht abgerufen werden.',
    );
  });
});

describe('/Verwaltungsbreich', () => {
  it('is titled Mitarbeitendenbereich and gives a manager all five tiles', async () => {
    renderWithProviders(<StaffDashboardPage />, {
      route: '/Verwaltungsbreich',
      ...signedInAs('manager'),
    });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Mitarbeitendenbereich' }),
    ).toBeInTheDocument();
    await areas();
    expect(tileLinks()).toEqual([
      ['Profilverwaltung', '/Profilverwaltung'],
      ['Mitarbeitende einladen', '/Mitarbeitende'],
      ['EidVerifizierung', '/EidVerifizierung'],
      ['Software herunterladen', '/Software-Download'],
      ['Passbild aufnehmen', '/Passbild'],
    ]);
    expect(screen.queryByText('Nur für berechtigte Nutzer zugänglich.')).not.toBeInTheDocument();
  });

  it('greys out invite and download for an employee, with the reasons', async () => {
    renderWithProviders(<StaffDashboardPage />, {
      route: '/Verwaltungsbreich',
      ...signedInAs('employee'),
    });

    const tiles = within(await areas());
    expect(tileLinks()).toEqual([
      ['Profilverwaltung', '/Profilverwaltung'],
      ['EidVerifizierung', '/EidVerifizierung'],
      ['Passbild aufnehmen', '/Passbild'],
    ]);
    const invite = tiles.getByText('Mitarbeitende einladen').closest('.bb-tile');
    expect(invite).toHaveAttribute('aria-disabled', 'true');
    expect(invite).toHaveTextContent('Nur für berechtigte Nutzer zugänglich.');
    const download = tiles.getByText('Software herunterladen').closest('.bb-tile');
    expect(download).toHaveAttribute('aria-disabled', 'true');
    expect(download).toHaveTextContent('Diese Funktion ist für Sie nicht verfügbar.');
  });

  it('sends the owner to the own dashboard', () => {
    const { location } = renderWithProviders(<StaffDashboardPage />, {
      route: '/Verwaltungsbreich',
      ...signedInAs('owner'),
    });
    expect(location().pathname).toBe('/Verwaltungsbereich');
  });

  it('sends an operator to the operator console', () => {
    const { location } = renderWithProviders(<StaffDashboardPage />, {
      route: '/Verwaltungsbreich',
      ...signedInAs('operator'),
    });
    expect(location().pathname).toBe('/Betrieb');
  });
});

describe('the set-up checklist', () => {
  function steps() {
    return within(screen.getByRole('region', { name: 'Einrichtung Ihres Zugangs' }))
      .getAllByRole('listitem')
      .map((step) => [
        within(step).getByRole('heading', { level: 3 }).textContent,
        step.querySelector('.bb-checklist__badge')?.textContent,
        decodeURI(within(step).getByRole('link').getAttribute('href') ?? ''),
      ]);
  }

  it('leads an owner with open steps with progress and the next step first, before the tiles', async () => {
    mockFetch({ 'GET /api/photobooth/checklist/': jsonResponse(checklists.freshOwner) });
    renderWithProviders(<OwnerDashboardPage />, {
      route: '/Verwaltungsbereich',
      ...signedInAs('owner'),
    });

    const checklist = await screen.findByRole('region', { name: 'Einrichtung Ihres Zugangs' });
    expect(checklist).toHaveTextContent('1 von 6 Schritten erledigt');
    expect(
      within(checklist).getByRole('progressbar', { name: 'Fortschritt der Einrichtung' }),
    ).toHaveAttribute('aria-valuetext', '1 von 6 Schritten erledigt');
    expect(steps()).toEqual([
      ['Gewerbenachweis: Foto Hafen', 'Nachweis fehlt', '/Geschäftsstandorte'],
      ['Eigene eID-Verifizierung', 'Nicht verifiziert', '/EidVerifizierung'],
      ['SEPA-Lastschriftmandat', 'Nicht erteilt', '/Abrechnung'],
      [
        'Mitarbeitende eingeladen und identifiziert (optional)',
        'Niemand eingeladen',
        '/Mitarbeitende',
      ],
      ['Gewerbenachweis: Foto Markt', 'In Prüfung', '/Geschäftsstandorte'],
      ['Lizenz und Software', 'Noch nicht verfügbar', '/Geschäftsstandorte'],
      ['Unternehmensdaten', 'Erledigt', '/Profilverwaltung'],
    ]);
    const next = within(checklist).getAllByRole('listitem')[0]!;
    expect(next).toHaveAttribute('aria-current', 'step');
    expect(next).toHaveTextContent('Nächster Schritt');
    expect(within(checklist).getAllByText('Nächster Schritt')).toHaveLength(1);
    // The checklist comes before the tiles, which keep their order.
    const tiles = screen.getByRole('list', { name: 'Bereiche' });
    expect(
      checklist.compareDocumentPosition(tiles) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(tileLinks()[0]).toEqual(['Profilverwaltung', '/Profilverwaltung']);
  });

  it('leads a finished studio with the daily work and folds the checklist away', async () => {
    mockFetch({ 'GET /api/photobooth/checklist/': jsonResponse(checklists.finishedOwner) });
    renderWithProviders(<OwnerDashboardPage />, {
      route: '/Verwaltungsbereich',
      ...signedInAs('owner'),
    });

    expect(await screen.findByRole('heading', { name: 'Ihr Tagesgeschäft' })).toBeInTheDocument();
    expect(tileLinks()[0]).toEqual(['Passbild aufnehmen', '/Passbild']);
    expect(tileLinks()).toHaveLength(8);
    expect(screen.queryByRole('region', { name: 'Einrichtung Ihres Zugangs' })).toBeNull();
    const summary = screen.getByText('Einrichtung abgeschlossen – 3 von 3 Schritten erledigt');
    expect(summary.closest('details')).not.toHaveAttribute('open');
  });

  it('shows an employee their own steps, the eID among them', async () => {
    mockFetch({ 'GET /api/photobooth/checklist/': jsonResponse(checklists.employeeWithoutEid) });
    renderWithProviders(<StaffDashboardPage />, {
      route: '/Verwaltungsbreich',
      ...signedInAs('employee'),
    });

    await screen.findByRole('region', { name: 'Einrichtung Ihres Zugangs' });
    expect(steps()).toEqual([
      ['Persönliche Daten', 'Unvollständig', '/Profilverwaltung'],
      ['Eigene eID-Verifizierung', 'Nicht verifiziert', '/EidVerifizierung'],
    ]);
    expect(screen.getByText('0 von 2 Schritten erledigt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt verifizieren' })).toHaveAttribute(
      'href',
      '/EidVerifizierung',
    );
  });

  it('keeps the tiles and says so when the checklist cannot be loaded', async () => {
    mockFetch({ 'GET /api/photobooth/checklist/': jsonResponse({ detail: 'x' }, { status: 500 }) });
    renderWithProviders(<OwnerDashboardPage />, {
      route: '/Verwaltungsbereich',
      ...signedInAs('owner'),
    });

    expect(
      await screen.findByText(/Einrichtungsschritte konnten nicht geladen werden/),
    ).toBeInTheDocument();
    expect(tileLinks()).toHaveLength(8);
  });
});
