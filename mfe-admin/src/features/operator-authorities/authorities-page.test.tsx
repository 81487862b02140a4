import { screen, waitFor, within } from '@testing-library/react';
import type { UserType } from 'shared-ui/session/session-slice';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import {
  jsonResponse,
  mockFetch,
  requestsTo,
  type FetchHandler,
} from 'shared-ui/testing/mock-fetch';
import { sentJson, signedInAs } from '../testing/admin-fixtures';
import { operatorStatus } from '../operator/operator-fixtures';
import AuthoritiesPage from './authorities-page';
import { authority, disabledAuthority } from './authorities-fixtures';

const listPath = '/api/operator/authorities/';
const photoId = '0f8fad5b-d9cb-469f-a165-70867728950e';

function mockAuthorities(handlers: Record<string, FetchHandler> = {}) {
  return mockFetch({
    'GET /api/operator/me/': jsonResponse(operatorStatus()),
    [`GET ${listPath}`]: jsonResponse({ results: [authority(), disabledAuthority] }),
    ...handlers,
  });
}

function renderPage(userType: UserType = 'operator') {
  return renderWithProviders(<AuthoritiesPage />, {
    route: '/Betrieb/Behoerden',
    ...signedInAs(userType),
  });
}

async function card(name: string) {
  return screen.findByRole('region', { name });
}

describe('/Betrieb/Behoerden, who may open it', () => {
  it.each([
    ['owner', '/Verwaltungsbereich'],
    ['employee', '/Verwaltungsbreich'],
  ] as const)('sends the %s to their own dashboard', async (userType, dashboard) => {
    const fetch = mockAuthorities();
    const { location } = renderPage(userType);

    await waitFor(() => expect(location().pathname).toBe(dashboard));
    expect(requestsTo(fetch, listPath)).toHaveLength(0);
  });

  it('is linked in the console navigation', async () => {
    mockAuthorities();
    renderPage();

    const nav = await screen.findByRole('navigation', { name: 'Betriebskonsole' });
    expect(within(nav).getByRole('link', { name: 'Behörden' })).toHaveAttribute(
      'href',
      '/Betrieb/Behoerden',
    );
  });
});

describe('/Betrieb/Behoerden, the list', () => {
  it('shows each authority with its status, clerks and keys, never a key itself', async () => {
    mockAuthorities();
    renderPage();

    const kiel = await card('Bürgeramt Kiel');
    expect(kiel).toHaveTextContent('Aktiv');
    const clerks = within(kiel).getByRole('table', {
      name: 'Sachbearbeitung von „Bürgeramt Kiel“',
    });
    expect(within(clerks).getByRole('row', { name: /pass@kiel\.example/ })).toHaveTextContent(
      '25.11.2026',
    );
    const keys = within(kiel).getByRole('table', { name: 'API-Schlüssel von „Bürgeramt Kiel“' });
    expect(within(keys).getByRole('row', { name: /Fachverfahren OK\.EWO/ })).toHaveTextContent(
      'Gültig',
    );
    expect(within(keys).getByRole('row', { name: /Alter Testschlüssel/ })).toHaveTextContent(
      'Widerrufen am 24.11.2026, 11:00',
    );
    expect(
      within(keys).queryByRole('button', {
        name: 'API-Schlüssel „Alter Testschlüssel“ widerrufen',
      }),
    ).not.toBeInTheDocument();

    const ploen = await card('Standesamt Plön');
    expect(ploen).toHaveTextContent('Deaktiviert seit 25.11.2026, 11:15');
    expect(ploen).toHaveTextContent('Keine Sachbearbeitung angelegt.');
    expect(
      within(ploen).getByRole('button', { name: '„Standesamt Plön“ wieder aktivieren' }),
    ).toBeInTheDocument();
  });

  it('says so when there is none, and when loading fails', async () => {
    mockAuthorities({ [`GET ${listPath}`]: jsonResponse({ results: [] }) });
    const { unmount } = renderPage();
    expect(await screen.findByText('Es wurde noch keine Behörde angelegt.')).toBeInTheDocument();
    unmount();

    mockAuthorities({ [`GET ${listPath}`]: jsonResponse({ detail: 'Fehler' }, { status: 500 }) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Behörden konnten nicht geladen werden.',
    );
  });
});

describe('/Betrieb/Behoerden, creating an authority', () => {
  it('checks the fields before sending', async () => {
    const fetch = mockAuthorities();
    const { user } = renderPage();
    await card('Bürgeramt Kiel');

    await user.type(screen.getByLabelText('E-Mail-Adresse der ersten Sachbearbeitung'), 'kaputt');
    await user.click(screen.getByRole('button', { name: 'Behörde anlegen' }));

    expect(await screen.findByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
    expect(
      screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.'),
    ).toBeInTheDocument();
    expect(requestsTo(fetch, listPath, 'POST')).toHaveLength(0);
  });

  it('sends name and address, shows the one-time password once and reloads the list', async () => {
    const fetch = mockAuthorities({
      [`POST ${listPath}`]: jsonResponse(
        {
          authority: authority({ id: 9, name: 'Bürgeramt Eutin', api_keys: [] }),
          clerk: { id: 90, email: 'eutin@eutin.example' },
          initial_password: 'efAN%QfiA6ozTP#@vkqz',
        },
        { status: 201 },
      ),
    });
    const { user } = renderPage();
    await card('Bürgeramt Kiel');

    await user.type(screen.getByLabelText('Name der Behörde'), '  Bürgeramt Eutin ');
    await user.type(
      screen.getByLabelText('E-Mail-Adresse der ersten Sachbearbeitung'),
      'eutin@eutin.example',
    );
    await user.click(screen.getByRole('button', { name: 'Behörde anlegen' }));

    const secret = await screen.findByLabelText('Einmalpasswort für eutin@eutin.example');
    expect(secret).toHaveValue('efAN%QfiA6ozTP#@vkqz');
    expect(secret).toHaveAttribute('readonly');
    expect(screen.getByText('Die Behörde „Bürgeramt Eutin“ wurde angelegt.')).toBeInTheDocument();
    expect(screen.getByText(/Es wird nur jetzt angezeigt/)).toBeInTheDocument();
    const [sent] = requestsTo(fetch, listPath, 'POST');
    expect(await sentJson(sent)).toEqual({ name: 'Bürgeramt Eutin', email: 'eutin@eutin.example' });
    expect(screen.getByLabelText('Name der Behörde')).toHaveValue('');
    await waitFor(() => expect(requestsTo(fetch, listPath, 'GET')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Kopieren' }));
    // user-event puts a clipboard stub in place that the page writes to.
    expect(await navigator.clipboard.readText()).toBe('efAN%QfiA6ozTP#@vkqz');
    expect(await screen.findByText('In die Zwischenablage kopiert.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ausblenden' }));
    expect(screen.queryByDisplayValue('efAN%QfiA6ozTP#@vkqz')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    mockAuthorities({
      [`POST ${listPath}`]: jsonResponse(
        {
          name: ['Eine Behörde mit dem Namen „Bürgeramt Kiel“ gibt es bereits.'],
          detail: 'Eine Behörde mit dem Namen „Bürgeramt Kiel“ gibt es bereits.',
          code: 'conflict',
        },
        { status: 409 },
      ),
    });
    const { user } = renderPage();
    await card('Bürgeramt Kiel');

    await user.type(screen.getByLabelText('Name der Behörde'), 'Bürgeramt Kiel');
    await user.type(
      screen.getByLabelText('E-Mail-Adresse der ersten Sachbearbeitung'),
      'neu@kiel.example',
    );
    await user.click(screen.getByRole('button', { name: 'Behörde anlegen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Eine Behörde mit dem Namen „Bürgeramt Kiel“ gibt es bereits.',
    );
  });
});

describe('/Betrieb/Behoerden, clerks and keys', () => {
  it('adds a clerk and shows the one-time password in the authority’s card', async () => {
    const fetch = mockAuthorities({
      'POST /api/operator/authorities/4/clerks/': jsonResponse(
        { clerk: { id: 41, email: 'zwei@kiel.example' }, initial_password: 'Zweites#Passwort9' },
        { status: 201 },
      ),
    });
    const { user } = renderPage();
    const kiel = await card('Bürgeramt Kiel');

    await user.type(
      within(kiel).getByLabelText('E-Mail-Adresse der neuen Sachbearbeitung von „Bürgeramt Kiel“'),
      'zwei@kiel.example',
    );
    await user.click(within(kiel).getByRole('button', { name: 'Sachbearbeitung hinzufügen' }));

    expect(await within(kiel).findByLabelText('Einmalpasswort')).toHaveValue('Zweites#Passwort9');
    expect(kiel).toHaveTextContent('Einmalpasswort für zwei@kiel.example');
    const [sent] = requestsTo(fetch, '/api/operator/authorities/4/clerks/');
    expect(await sentJson(sent)).toEqual({ email: 'zwei@kiel.example' });
  });

  it('creates a key, shown once, and revokes one after a confirmation', async () => {
    const fetch = mockAuthorities({
      'POST /api/operator/authorities/4/api-keys/': jsonResponse(
        {
          id: 8,
          label: 'Dokumentenprüfung',
          created_at: '2026-11-25T11:00:00.000Z',
          key: 'bbk_c2VjcmV0LWtleS1mb3ItdGVzdHMtb25seS0xMjM0NTY3OA',
        },
        { status: 201 },
      ),
      'DELETE /api/operator/authorities/4/api-keys/7/': new Response(null, { status: 204 }),
    });
    const { user } = renderPage();
    const kiel = await card('Bürgeramt Kiel');

    await user.type(
      within(kiel).getByLabelText('Bezeichnung des neuen API-Schlüssels von „Bürgeramt Kiel“'),
      'Dokumentenprüfung',
    );
    await user.click(within(kiel).getByRole('button', { name: 'Schlüssel erstellen' }));

    expect(await within(kiel).findByLabelText('API-Schlüssel')).toHaveValue(
      'bbk_c2VjcmV0LWtleS1mb3ItdGVzdHMtb25seS0xMjM0NTY3OA',
    );
    expect(kiel).toHaveTextContent('API-Schlüssel „Dokumentenprüfung“');

    await user.click(
      within(kiel).getByRole('button', { name: 'API-Schlüssel „Fachverfahren OK.EWO“ widerrufen' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'API-Schlüssel widerrufen' });
    expect(dialog).toHaveTextContent('wird sofort abgewiesen');
    expect(requestsTo(fetch, '/api/operator/authorities/4/api-keys/7/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Widerrufen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [revoked] = requestsTo(fetch, '/api/operator/authorities/4/api-keys/7/');
    expect(revoked?.method).toBe('DELETE');
  });

  it('disables an authority only after a confirmation', async () => {
    const fetch = mockAuthorities({
      'POST /api/operator/authorities/4/disable/': jsonResponse(
        authority({ disabled_at: '2026-11-25T12:00:00.000Z' }),
      ),
    });
    const { user } = renderPage();
    const kiel = await card('Bürgeramt Kiel');

    await user.click(within(kiel).getByRole('button', { name: '„Bürgeramt Kiel“ deaktivieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Behörde deaktivieren' });
    expect(dialog).toHaveTextContent('wird sofort abgemeldet');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(requestsTo(fetch, '/api/operator/authorities/4/disable/')).toHaveLength(0);

    await user.click(within(kiel).getByRole('button', { name: '„Bürgeramt Kiel“ deaktivieren' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Behörde deaktivieren' })).getByRole('button', {
        name: 'Deaktivieren',
      }),
    );

    await waitFor(() =>
      expect(requestsTo(fetch, '/api/operator/authorities/4/disable/')).toHaveLength(1),
    );
    await waitFor(() => expect(requestsTo(fetch, listPath, 'GET')).toHaveLength(2));
  });
});

describe('/Betrieb/Behoerden, a photo’s trail', () => {
  it('refuses what is no photo id without asking the server', async () => {
    const fetch = mockAuthorities();
    const { user } = renderPage();
    await card('Bürgeramt Kiel');

    await user.type(screen.getByLabelText('Foto-ID'), '1234');
    await user.click(screen.getByRole('button', { name: 'Verlauf anzeigen' }));

    expect(
      await screen.findByText('Bitte geben Sie eine gültige Foto-ID (UUID) ein.'),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/photos/'))).toBe(false);
  });

  it('shows the events of the photo with time, event and actor', async () => {
    mockAuthorities({
      [`GET /api/operator/photos/${photoId}/trail/`]: jsonResponse({
        id: photoId,
        events: [
          { event: 'hochgeladen', at: '2026-11-25T08:00:00.000Z', actor: 'Foto Schmidt Kiel' },
          { event: 'abgerufen', at: '2026-11-25T10:30:00.000Z', actor: 'Bürgeramt Kiel' },
          { event: 'gelöscht', at: '2026-11-26T07:00:00.000Z', actor: 'Bürgerin/Bürger' },
        ],
      }),
    });
    const { user } = renderPage();
    await card('Bürgeramt Kiel');

    await user.type(screen.getByLabelText('Foto-ID'), ` ${photoId.toUpperCase()} `);
    await user.click(screen.getByRole('button', { name: 'Verlauf anzeigen' }));

    const trail = await screen.findByRole('table', { name: `Verlauf des Fotos ${photoId}` });
    const rows = within(trail)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '25.11.2026, 09:00hochgeladenFoto Schmidt Kiel',
      '25.11.2026, 11:30abgerufenBürgeramt Kiel',
      '26.11.2026, 08:00gelöschtBürgerin/Bürger',
    ]);
  });

  it('says when there is no such photo', async () => {
    mockAuthorities({
      [`GET /api/operator/photos/${photoId}/trail/`]: jsonResponse(
        { detail: 'Nicht gefunden.', code: 'not_found' },
        { status: 404 },
      ),
    });
    const { user } = renderPage();
    await card('Bürgeramt Kiel');

    await user.type(screen.getByLabelText('Foto-ID'), photoId);
    await user.click(screen.getByRole('button', { name: 'Verlauf anzeigen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Zu dieser ID gibt es kein Foto.');
  });
});
