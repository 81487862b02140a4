import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import {
  jsonResponse,
  mockFetch,
  requestsTo,
  type FetchHandler,
} from 'shared-ui/testing/mock-fetch';
import { sentJson, signedInAs } from '../testing/admin-fixtures';
import CompanyDetailPage from './company-detail-page';
import CompanySearchPage from './company-search-page';
import { companyDetail, companySummary, operatorStatus } from './operator-fixtures';

interface CompanyMocks {
  search?: FetchHandler;
  detail?: FetchHandler;
  block?: FetchHandler;
  unblock?: FetchHandler;
  withdraw?: FetchHandler;
}

function mockCompanies(mocks: CompanyMocks = {}) {
  return mockFetch({
    'GET /api/operator/me/': jsonResponse(operatorStatus()),
    'GET /api/operator/companies/':
      mocks.search ??
      jsonResponse([
        companySummary(),
        companySummary({
          id: 4,
          name: 'Studio Nord OHG',
          blocked_at: '2026-11-21T12:00:00.000Z',
          block_reason: 'Gewerbenachweis gefälscht',
          state: 'blocked',
          pending_locations: 0,
        }),
        companySummary({ id: 5, name: 'Foto Frisch', state: 'unconfirmed', pending_locations: 0 }),
      ]),
    'GET /api/operator/companies/3/': mocks.detail ?? jsonResponse(companyDetail()),
    'POST /api/operator/companies/3/block/':
      mocks.block ?? jsonResponse({ detail: 'Das Unternehmen wurde gesperrt.' }),
    'POST /api/operator/companies/3/unblock/':
      mocks.unblock ?? jsonResponse({ detail: 'Die Sperre wurde aufgehoben.' }),
    'POST /api/operator/locations/7/withdraw-approval/':
      mocks.withdraw ??
      jsonResponse({
        detail:
          'Die Freigabe wurde zurückgezogen; der Standort erscheint nicht mehr in der Fotografensuche.',
        review_status: 'rejected',
        owner_notified: true,
      }),
  });
}

function searchedFor(fetch: ReturnType<typeof mockFetch>): (string | null)[] {
  return requestsTo(fetch, '/api/operator/companies/').map((request) =>
    new URL(request.url, window.location.origin).searchParams.get('q'),
  );
}

describe('/Betrieb/Unternehmen', () => {
  it('heads the results visibly and sorts them by a click on a column header', async () => {
    mockCompanies();
    const { user } = renderWithProviders(<CompanySearchPage />, {
      route: '/Betrieb/Unternehmen',
      ...signedInAs('operator'),
    });

    const newest = await screen.findByRole('table', {
      name: 'Die zuletzt registrierten Unternehmen',
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Die zuletzt registrierten Unternehmen' }),
    ).toBeInTheDocument();
    const companies = () =>
      within(newest)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(companies()).toEqual(['Foto Schmidt GmbH', 'Studio Nord OHG', 'Foto Frisch']);

    await user.click(within(newest).getByRole('button', { name: 'Unternehmen' }));
    expect(companies()).toEqual(['Foto Frisch', 'Foto Schmidt GmbH', 'Studio Nord OHG']);
    expect(within(newest).getByRole('columnheader', { name: 'Unternehmen' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('lists the newest companies, then searches for the text and keeps it in the address', async () => {
    const fetch = mockCompanies();
    const { user, location } = renderWithProviders(<CompanySearchPage />, {
      route: '/Betrieb/Unternehmen',
      ...signedInAs('operator'),
    });

    const newest = await screen.findByRole('table', {
      name: 'Die zuletzt registrierten Unternehmen',
    });
    const schmidt = within(newest).getByRole('row', { name: /Foto Schmidt GmbH/ });
    expect(within(schmidt).getByRole('link', { name: 'Foto Schmidt GmbH' })).toHaveAttribute(
      'href',
      '/Betrieb/Unternehmen/Details?id=3',
    );
    expect(schmidt).toHaveTextContent('anna@foto-schmidt.example');
    expect(schmidt).toHaveTextContent('davon 1 in Prüfung');
    expect(schmidt).toHaveTextContent('Aktiv');
    expect(within(newest).getByRole('row', { name: /Studio Nord/ })).toHaveTextContent(
      'Gesperrt seit 21.11.2026',
    );
    const fresh = within(newest).getByRole('row', { name: /Foto Frisch/ });
    expect(fresh).toHaveTextContent(
      /Registrierung nicht abgeschlossen\s*Der Inhaber hat seine E-Mail-Adresse noch nicht bestätigt\./,
    );
    expect(fresh).not.toHaveTextContent('Aktiv');

    await user.type(
      screen.getByRole('searchbox', {
        name: 'Unternehmen, Person, E-Mail-Adresse oder Postleitzahl',
      }),
      ' 24103 ',
    );
    await user.click(screen.getByRole('button', { name: 'Suchen' }));

    await screen.findByRole('table', { name: 'Unternehmen zur Suche „24103“' });
    expect(location().search).toBe('?q=24103');
    expect(searchedFor(fetch)).toEqual([null, '24103']);
  });

  it('opens a company with the search in its address, so its back link returns to the results', async () => {
    mockCompanies();
    renderWithProviders(<CompanySearchPage />, {
      route: '/Betrieb/Unternehmen?q=Anna%20Schmidt',
      ...signedInAs('operator'),
    });

    const found = await screen.findByRole('table', {
      name: 'Unternehmen zur Suche „Anna Schmidt“',
    });
    expect(within(found).getByRole('link', { name: 'Foto Schmidt GmbH' })).toHaveAttribute(
      'href',
      '/Betrieb/Unternehmen/Details?id=3&q=Anna+Schmidt',
    );
    expect(
      screen.getByRole('searchbox', {
        name: 'Unternehmen, Person, E-Mail-Adresse oder Postleitzahl',
      }),
    ).toHaveValue('Anna Schmidt');
  });

  it('says so when nothing is found', async () => {
    mockCompanies({ search: jsonResponse([]) });
    renderWithProviders(<CompanySearchPage />, {
      route: '/Betrieb/Unternehmen?q=nichts',
      ...signedInAs('operator'),
    });

    expect(await screen.findByText('Kein Unternehmen gefunden.')).toBeInTheDocument();
  });

  it('is for operators only', async () => {
    mockCompanies();
    const { location } = renderWithProviders(<CompanySearchPage />, {
      route: '/Betrieb/Unternehmen',
      ...signedInAs('owner'),
    });

    await waitFor(() => expect(location().pathname).toBe('/Verwaltungsbereich'));
  });
});

function renderDetail(id = '3', search = '') {
  return renderWithProviders(<CompanyDetailPage />, {
    route: `/Betrieb/Unternehmen/Details?id=${id}${search}`,
    ...signedInAs('operator'),
  });
}

describe('/Betrieb/Unternehmen/Details', () => {
  it('shows people with eID status, locations, billable events and the decisions', async () => {
    mockCompanies();
    renderDetail();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Foto Schmidt GmbH' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unternehmensdetails' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 von 2 Personen per eID identifiziert.')).toBeInTheDocument();

    const people = screen.getByRole('table', { name: 'Personen des Unternehmens' });
    expect(within(people).getByRole('row', { name: /Anna Schmidt/ })).toHaveTextContent(
      /Inhaber\/in.*Identifiziert/,
    );
    expect(within(people).getByRole('row', { name: /Max Muster/ })).toHaveTextContent(
      'Nicht identifiziert',
    );

    const locations = screen.getByRole('table', { name: 'Standorte des Unternehmens' });
    expect(within(locations).getByRole('row', { name: /Foto Schmidt Kiel/ })).toHaveTextContent(
      'Freigegeben',
    );
    const lubeck = within(locations).getByRole('row', { name: /Foto Schmidt Lübeck/ });
    expect(lubeck).toHaveTextContent('Abgelehnt');
    expect(lubeck).toHaveTextContent('Der Nachweis ist unleserlich.');
    expect(lubeck).toHaveTextContent('Nicht hochgeladen');

    const billing = screen.getByRole('table', { name: /Abrechnungsereignisse des Unternehmens/ });
    expect(billing).toHaveTextContent('21.11.2026');
    expect(billing).toHaveTextContent('eID-Identifizierung (einmalig je Person)');
    expect(billing).toHaveTextContent('0,99 €');

    const decisions = screen.getByRole('table', { name: /Entscheidungen des Betriebs/ });
    expect(within(decisions).getAllByRole('row')[1]).toHaveTextContent(
      /22\.11\.2026, 11:05.*betrieb@bildbote\.example.*Standort abgelehnt.*Foto Schmidt Lübeck.*Der Nachweis ist unleserlich\./,
    );
  });

  it('leads back to the search it was opened from', async () => {
    mockCompanies();
    renderDetail('3', '&q=Anna+Schmidt');

    expect(
      await screen.findByRole('link', { name: 'Zurück zur Unternehmenssuche' }),
    ).toHaveAttribute('href', '/Betrieb/Unternehmen?q=Anna+Schmidt');
  });

  it('shows the state of a company whose owner never confirmed the e-mail address', async () => {
    mockCompanies({ detail: jsonResponse(companyDetail({ state: 'unconfirmed' })) });
    renderDetail();

    expect(
      await screen.findByText(
        'Zustand: Registrierung nicht abgeschlossen – Der Inhaber hat seine E-Mail-Adresse noch nicht bestätigt.',
      ),
    ).toBeInTheDocument();
  });

  it('withdraws an approval only with a reason, then focuses the outcome', async () => {
    const fetch = mockCompanies();
    const { user } = renderDetail();

    const locations = await screen.findByRole('table', { name: 'Standorte des Unternehmens' });
    // Only the approved location offers it.
    expect(
      within(within(locations).getByRole('row', { name: /Foto Schmidt Lübeck/ })).queryByRole(
        'button',
      ),
    ).not.toBeInTheDocument();
    await user.click(
      within(locations).getByRole('button', {
        name: 'Freigabe zurückziehen: „Foto Schmidt Kiel“',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Freigabe zurückziehen' });
    expect(dialog).toHaveTextContent('verschwindet sofort aus der Fotografensuche');
    await user.click(within(dialog).getByRole('button', { name: 'Freigabe zurückziehen' }));
    expect(within(dialog).getByText('Bitte geben Sie eine Begründung an.')).toBeInTheDocument();
    expect(requestsTo(fetch, '/api/operator/locations/7/withdraw-approval/')).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText('Begründung (wird dem Studio angezeigt)'),
      'Gewerbe abgemeldet',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Freigabe zurückziehen' }));

    const outcome = await screen.findByText(
      'Die Freigabe wurde zurückgezogen; der Standort erscheint nicht mehr in der Fotografensuche.',
    );
    const [sent] = requestsTo(fetch, '/api/operator/locations/7/withdraw-approval/');
    expect(await sentJson(sent)).toEqual({ reason: 'Gewerbe abgemeldet' });
    await waitFor(() => expect(outcome.closest('[tabindex="-1"]')).toHaveFocus());
    await waitFor(() => expect(requestsTo(fetch, '/api/operator/companies/3/')).toHaveLength(2));
  });

  it('says when no billable events and no decisions are recorded', async () => {
    mockCompanies({ detail: jsonResponse(companyDetail({ billable_events: [], decisions: [] })) });
    renderDetail();

    expect(
      await screen.findByText(
        'Für dieses Unternehmen wurden noch keine Abrechnungsereignisse erfasst.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Zu diesem Unternehmen wurde noch nichts entschieden.'),
    ).toBeInTheDocument();
  });

  it('blocks only with a reason, which it sends', async () => {
    const fetch = mockCompanies();
    const { user } = renderDetail();

    await user.click(await screen.findByRole('button', { name: 'Unternehmen sperren' }));
    const dialog = screen.getByRole('dialog', { name: 'Unternehmen sperren' });
    expect(dialog).toHaveTextContent('Es wird nichts gelöscht.');
    await user.click(within(dialog).getByRole('button', { name: 'Sperren' }));
    expect(within(dialog).getByText('Bitte geben Sie eine Begründung an.')).toBeInTheDocument();
    expect(requestsTo(fetch, '/api/operator/companies/3/block/')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox'), 'Gewerbenachweis gefälscht');
    await user.click(within(dialog).getByRole('button', { name: 'Sperren' }));

    expect(await screen.findByText('Das Unternehmen wurde gesperrt.')).toBeInTheDocument();
    const [sent] = requestsTo(fetch, '/api/operator/companies/3/block/');
    expect(await sentJson(sent)).toEqual({ reason: 'Gewerbenachweis gefälscht' });
    await waitFor(() => expect(requestsTo(fetch, '/api/operator/companies/3/')).toHaveLength(2));
  });

  it('shows a block with its reason and lifts it without a reason', async () => {
    const fetch = mockCompanies({
      detail: jsonResponse(
        companyDetail({
          blocked_at: '2026-11-22T12:00:00.000Z',
          block_reason: 'Gewerbenachweis gefälscht',
          state: 'blocked',
        }),
      ),
    });
    const { user } = renderDetail();

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Gesperrt seit 22.11.2026, 13:00.');
    expect(notice).toHaveTextContent('Grund: Gewerbenachweis gefälscht');
    await user.click(screen.getByRole('button', { name: 'Sperre aufheben' }));
    const dialog = screen.getByRole('dialog', { name: 'Sperre aufheben' });
    await user.click(within(dialog).getByRole('button', { name: 'Sperre aufheben' }));

    expect(await screen.findByText('Die Sperre wurde aufgehoben.')).toBeInTheDocument();
    const [sent] = requestsTo(fetch, '/api/operator/companies/3/unblock/');
    expect(await sentJson(sent)).toEqual({});
  });

  it.each([
    ['an unknown company', '3', jsonResponse({ detail: 'Nicht gefunden.' }, { status: 404 })],
    ['a missing id', 'abc', jsonResponse(companyDetail())],
  ])('reports %s', async (_case, id, detail) => {
    mockCompanies({ detail });
    renderDetail(id);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieses Unternehmen wurde nicht gefunden.',
    );
  });
});
