import { screen, waitFor, within } from '@testing-library/react';
import type { UserType } from 'shared-ui/session/session-slice';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import {
  jsonResponse,
  mockFetch,
  requestsTo,
  type FetchHandler,
} from 'shared-ui/testing/mock-fetch';
import { company, employee, profiles, sentJson, signedInAs } from '../testing/admin-fixtures';
import StaffPage from './staff-page';

type User = ReturnType<typeof renderWithProviders>['user'];

interface StaffMocks {
  staff?: FetchHandler;
  invite?: FetchHandler;
  remove?: FetchHandler;
}

function mockStaff(userType: UserType, mocks: StaffMocks = {}) {
  return mockFetch({
    'GET /api/photobooth/profile/': jsonResponse(profiles[userType]),
    'GET /api/photobooth/invite-employee/': mocks.staff ?? jsonResponse(company),
    'GET /api/photobooth/invitations/': jsonResponse([]),
    'POST /api/photobooth/invite-employee/':
      mocks.invite ?? jsonResponse({ message: 'Einladung gesendet.' }, { status: 201 }),
    'DELETE /api/photobooth/invite-employee/4/':
      mocks.remove ?? new Response(null, { status: 204 }),
    'DELETE /api/photobooth/invite-employee/3/':
      mocks.remove ?? new Response(null, { status: 204 }),
  });
}

function renderStaff(userType: UserType) {
  return renderWithProviders(<StaffPage />, { route: '/Mitarbeitende', ...signedInAs(userType) });
}

function rows() {
  const table = screen.getByRole('table', { name: 'Mitarbeitende Ihres Unternehmens' });
  return within(table).getAllByRole('row').slice(1);
}

function rowTexts() {
  return rows().map((row) =>
    within(row)
      .getAllByRole('cell')
      .slice(0, 5)
      .map((cell) => cell.textContent),
  );
}

function deleteButtons() {
  return screen
    .queryAllByRole('button', { name: /löschen$/ })
    .map((button) => button.getAttribute('aria-label'));
}

async function openInvite(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Mitarbeitende einladen' }));
  return screen.getByRole('dialog', { name: 'Mitarbeitende einladen' });
}

async function sendInvite(user: User, email: string, level?: 'Eingeschränkt' | 'Vollzugriff') {
  const dialog = await openInvite(user);
  await user.type(within(dialog).getByRole('textbox', { name: 'E-Mail-Adresse' }), email);
  if (level) await user.click(within(dialog).getByRole('radio', { name: level }));
  await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
  return dialog;
}

describe('/Mitarbeitende, list', () => {
  it('lists first name, last name, email, German birth date and role', async () => {
    mockStaff('owner');
    renderStaff('owner');

    await screen.findByRole('table');
    expect(rowTexts()).toEqual([
      ['Erika', 'Schmidt', 'erika@foto-schmidt.de', '15.03.1985', 'Inhaber/in'],
      ['Max', 'Mustermann', 'max@foto-schmidt.de', '30.11.1979', 'Vollzugriff'],
      ['Lena', 'Meyer', 'lena@foto-schmidt.de', '02.01.1998', 'Eingeschränkter Zugriff'],
      ['Jonas', 'Weber', 'JONAS.WEBER@example.org', '24.12.2000', 'Eingeschränkter Zugriff'],
    ]);
    expect(screen.getByRole('link', { name: /Zurück/ })).toHaveAttribute(
      'href',
      '/Verwaltungsbereich',
    );
  });

  it('searches first name, last name and email, ignoring case', async () => {
    mockStaff('owner');
    const { user } = renderStaff('owner');
    await screen.findByRole('table');
    const search = screen.getByRole('searchbox', { name: 'Mitarbeitende suchen' });

    await user.type(search, 'LENA');
    expect(rowTexts().map(([first]) => first)).toEqual(['Lena']);
    await user.clear(search);
    await user.type(search, 'mustermann');
    expect(rowTexts().map(([first]) => first)).toEqual(['Max']);
    await user.clear(search);
    await user.type(search, 'jonas.weber@EXAMPLE');
    expect(rowTexts().map(([first]) => first)).toEqual(['Jonas']);
    await user.clear(search);
    await user.type(search, 'niemand');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Keine Mitarbeitende gefunden')).toBeInTheDocument();
  });

  it('wraps a single person into a list', async () => {
    mockStaff('owner', { staff: jsonResponse(employee({ first_name: 'Single' })) });
    renderStaff('owner');
    await screen.findByRole('table');
    expect(rowTexts().map(([first]) => first)).toEqual(['Single']);
  });

  it('says so when there is nobody', async () => {
    mockStaff('owner', { staff: jsonResponse([]) });
    renderStaff('owner');
    expect(await screen.findByText('Keine Mitarbeitende gefunden')).toBeInTheDocument();
  });

  it('reports a failed load', async () => {
    mockStaff('owner', { staff: jsonResponse({ detail: 'Fehler' }, { status: 500 }) });
    renderStaff('owner');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Mitarbeitenden konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
    );
  });
});

describe('/Mitarbeitende, rights', () => {
  it('lets the owner invite and delete everybody but the owner', async () => {
    mockStaff('owner');
    renderStaff('owner');
    await screen.findByRole('table');
    await waitFor(() => expect(deleteButtons()).toHaveLength(3));

    expect(screen.getByRole('button', { name: 'Mitarbeitende einladen' })).toBeInTheDocument();
    expect(deleteButtons()).toEqual([
      'Max Mustermann löschen',
      'Lena Meyer löschen',
      'Jonas Weber löschen',
    ]);
  });

  it('lets a manager invite and delete only the people the manager supervises', async () => {
    mockStaff('manager');
    renderStaff('manager');
    await screen.findByRole('table');
    await waitFor(() => expect(deleteButtons()).toHaveLength(1));

    expect(screen.getByRole('button', { name: 'Mitarbeitende einladen' })).toBeInTheDocument();
    expect(deleteButtons()).toEqual(['Jonas Weber löschen']);
    expect(screen.getByRole('link', { name: /Zurück/ })).toHaveAttribute(
      'href',
      '/Verwaltungsbreich',
    );
  });

  it('gives an employee neither the invite button nor the delete column', async () => {
    mockStaff('employee');
    renderStaff('employee');
    await screen.findByRole('table');

    expect(
      screen.queryByRole('button', { name: 'Mitarbeitende einladen' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Aktion' })).not.toBeInTheDocument();
    expect(deleteButtons()).toEqual([]);
  });

  it('sends a visitor without a session to /login', () => {
    const { location } = renderWithProviders(<StaffPage />, { route: '/Mitarbeitende' });
    expect(location().pathname).toBe('/login');
  });
});

describe('/Mitarbeitende, invite dialog', () => {
  it('offers the two access levels, restricted by default', async () => {
    mockStaff('owner');
    const { user } = renderStaff('owner');
    const dialog = await openInvite(user);

    const restricted = within(dialog).getByRole('radio', { name: 'Eingeschränkt' });
    const full = within(dialog).getByRole('radio', { name: 'Vollzugriff' });
    expect(restricted).toBeChecked();
    expect(full).not.toBeChecked();
    expect(restricted).toHaveAccessibleDescription(
      'Kann eigene Daten einpflegen, bearbeiten und sich selbst identifizieren.',
    );
    expect(full).toHaveAccessibleDescription(
      'Kann Daten bearbeiten, andere Personen einladen und Software herunterladen.',
    );
  });

  it('requires the email', async () => {
    const fetch = mockStaff('owner');
    const { user } = renderStaff('owner');
    const dialog = await openInvite(user);

    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));

    expect(await within(dialog).findByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
    expect(requestsTo(fetch, '/api/photobooth/invite-employee/', 'POST')).toHaveLength(0);
  });

  it('invites an employee with the restricted level', async () => {
    const fetch = mockStaff('owner');
    const { user } = renderStaff('owner');

    await sendInvite(user, 'neu@foto-schmidt.de');

    const success = await screen.findByRole('dialog', { name: 'Einladung gesendet' });
    expect(success).toHaveTextContent('Die Einladung wurde an neu@foto-schmidt.de gesendet.');
    const [invite] = requestsTo(fetch, '/api/photobooth/invite-employee/', 'POST');
    expect(await sentJson(invite)).toEqual({
      email: 'neu@foto-schmidt.de',
      user_type: 'employee',
      role: 'restricted',
    });
  });

  it('invites a manager with full access and resets the level afterwards', async () => {
    const fetch = mockStaff('manager');
    const { user } = renderStaff('manager');

    await sendInvite(user, 'chefin@foto-schmidt.de', 'Vollzugriff');
    const success = await screen.findByRole('dialog', { name: 'Einladung gesendet' });
    await user.click(within(success).getByRole('button', { name: 'OK' }));

    const [invite] = requestsTo(fetch, '/api/photobooth/invite-employee/', 'POST');
    expect(await sentJson(invite)).toEqual({
      email: 'chefin@foto-schmidt.de',
      user_type: 'manager',
      role: 'full',
    });
    const dialog = await openInvite(user);
    expect(within(dialog).getByRole('radio', { name: 'Eingeschränkt' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('');
  });

  it.each<[string, FetchHandler, string]>([
    [
      'the email error',
      jsonResponse(
        { email: ['Diese E-Mail-Adresse ist bereits registriert.'], role: ['x'] },
        { status: 400 },
      ),
      'Diese E-Mail-Adresse ist bereits registriert.',
    ],
    [
      'the user type error',
      jsonResponse({ user_type: ['Ungültiger Benutzertyp.'] }, { status: 400 }),
      'Ungültiger Benutzertyp.',
    ],
    [
      'the role error',
      jsonResponse({ role: ['Ungültige Rolle.'] }, { status: 400 }),
      'Ungültige Rolle.',
    ],
    [
      'the message',
      jsonResponse({ message: 'Only owners or managers can send invitations.' }, { status: 403 }),
      'Only owners or managers can send invitations.',
    ],
    [
      'the general text',
      jsonResponse({}, { status: 500 }),
      'Die Einladung konnte nicht gesendet werden.',
    ],
    [
      'the network text',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Keine Verbindung zum Server. Bitte versuchen Sie es erneut.',
    ],
  ])('shows %s when the invitation fails', async (_case, invite, message) => {
    mockStaff('owner', { invite });
    const { user } = renderStaff('owner');

    const dialog = await sendInvite(user, 'neu@foto-schmidt.de');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog', { name: 'Einladung gesendet' })).not.toBeInTheDocument();
  });
});

describe('/Mitarbeitende, delete', () => {
  async function askToDelete(user: User, name: string) {
    await user.click(await screen.findByRole('button', { name: `${name} löschen` }));
    return screen.getByRole('dialog', { name: 'Mitarbeiter löschen' });
  }

  it('warns that all data is removed and does nothing on cancel', async () => {
    const fetch = mockStaff('owner');
    const { user } = renderStaff('owner');

    const dialog = await askToDelete(user, 'Jonas Weber');

    expect(dialog).toHaveTextContent('Möchten Sie Jonas Weber wirklich löschen?');
    expect(dialog).toHaveTextContent('Alle Daten dieser Person werden unwiderruflich entfernt.');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      fetch.mock.calls.filter(([input]) => (input as Request).method === 'DELETE'),
    ).toHaveLength(0);
  });

  it('deletes after confirmation, shows the success dialog and reloads the list', async () => {
    const fetch = mockStaff('manager');
    const { user } = renderStaff('manager');

    const dialog = await askToDelete(user, 'Jonas Weber');
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));

    const success = await screen.findByRole('dialog', { name: 'Mitarbeiter gelöscht' });
    expect(success).toHaveTextContent('Mitarbeiter erfolgreich gelöscht');
    expect(requestsTo(fetch, '/api/photobooth/invite-employee/4/')).toHaveLength(1);
    await waitFor(() =>
      expect(requestsTo(fetch, '/api/photobooth/invite-employee/', 'GET')).toHaveLength(2),
    );
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each<[string, FetchHandler, string]>([
    [
      'the server message',
      jsonResponse({ message: 'Diese Person gehört nicht zu Ihnen.' }, { status: 403 }),
      'Diese Person gehört nicht zu Ihnen.',
    ],
    ['the detail', jsonResponse({ detail: 'Nicht gefunden.' }, { status: 404 }), 'Nicht gefunden.'],
    ['Unbekannter Fehler', jsonResponse({}, { status: 500 }), 'Unbekannter Fehler'],
    [
      'the status text of an answer without JSON',
      new Response('<html>Bad Gateway</html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'Content-Type': 'text/html' },
      }),
      'Fehler: Bad Gateway',
    ],
    [
      'the network text',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Netzwerkfehler beim Löschen.',
    ],
  ])('shows %s when deleting fails', async (_case, remove, message) => {
    mockStaff('owner', { remove });
    const { user } = renderStaff('owner');

    const dialog = await askToDelete(user, 'Lena Meyer');
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));

    // The warning is an alert from the start; wait for the failure's alert beside it.
    await waitFor(() => expect(within(dialog).getAllByRole('alert')).toHaveLength(2));
    const [warning, failure] = within(dialog).getAllByRole('alert');
    expect(warning).toHaveTextContent('Alle Daten dieser Person werden unwiderruflich entfernt.');
    expect(failure).toHaveTextContent(message);
    expect(screen.queryByRole('dialog', { name: 'Mitarbeiter gelöscht' })).not.toBeInTheDocument();
  });
});
