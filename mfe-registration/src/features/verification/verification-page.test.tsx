import { screen, waitFor } from '@testing-library/react';
import { currentAccessToken, forgetTokens } from 'shared-ui/session/session-tokens';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import {
  jsonResponse,
  mockFetch,
  requestsTo,
  type FetchHandler,
} from 'shared-ui/testing/mock-fetch';
import { readStudios } from '../locations/studio-drafts';
import {
  multipartOf,
  pdfContent,
  pdfDataUrl,
  readBlobText,
  studioDraft,
} from '../testing/registration-fixtures';
import VerificationPage from './verification-page';

jest.setTimeout(60_000);

// The access token lives in the session's memory, which outlives a test's store: each test
// starts signed out.
afterEach(() => {
  forgetTokens({ everywhere: true });
});

const ownerState = { email: 'anna@foto-schmidt.de', isOwner: true };
const employeeState = { email: 'ben@foto-schmidt.de', isOwner: false };
type User = ReturnType<typeof renderWithProviders>['user'];

function renderPage(routeState: unknown = ownerState) {
  return renderWithProviders(<VerificationPage />, { route: '/Code-Verifizierung', routeState });
}

const network: FetchHandler = () => {
  throw new TypeError('Failed to fetch');
};

async function enterCode(user: User, code = '123456') {
  await user.type(screen.getByRole('textbox', { name: 'Bestätigungscode' }), code);
  await user.click(screen.getByRole('button', { name: 'Code bestätigen' }));
}

describe('code entry', () => {
  it('refuses an empty code and limits the code to six characters', async () => {
    const fetch = mockFetch({});
    const { user } = renderPage();
    const code = screen.getByRole('textbox', { name: 'Bestätigungscode' });
    expect(code).toHaveAttribute('maxLength', '6');
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveValue('anna@foto-schmidt.de');

    await user.click(screen.getByRole('button', { name: 'Code bestätigen' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Bitte geben Sie das Bestätigungscode ein');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends email and code', async () => {
    const fetch = mockFetch({ 'POST /api/photobooth/verify-otp/': jsonResponse({ detail: 'ok' }) });
    const { user } = renderPage();
    await enterCode(user);
    await screen.findByText('Ihre E-Mail-Adresse wurde erfolgreich bestätigt.');
    expect(await requestsTo(fetch, '/api/photobooth/verify-otp/')[0]!.json()).toEqual({
      email: 'anna@foto-schmidt.de',
      otp: '123456',
    });
  });

  it.each([
    [
      'the server detail',
      jsonResponse({ detail: 'Der Code ist abgelaufen.' }, { status: 400 }),
      'Der Code ist abgelaufen.',
    ],
    [
      'the fallback without detail',
      jsonResponse({}, { status: 400 }),
      'Bestätigungscode-Verifizierung fehlgeschlagen. Bitte versuchen Sie es erneut.',
    ],
    ['a network error', network, 'Serverfehler. Bitte versuchen Sie es später erneut.'],
  ] as [string, FetchHandler, string][])(
    'shows %s when verification fails',
    async (_case, answer, message) => {
      mockFetch({ 'POST /api/photobooth/verify-otp/': answer });
      const { user } = renderPage();
      await enterCode(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('textbox', { name: 'Bestätigungscode' })).toBeInTheDocument();
    },
  );

  it('shows the notice handed over by the registration', () => {
    mockFetch({});
    renderPage({
      ...ownerState,
      notice:
        'Registrierung fehlgeschlagen! Ihre E-Mail-Adresse ist bereits registriert. Bitte überprüfen Sie Ihre E-Mail.',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ihre E-Mail-Adresse ist bereits registriert.',
    );
  });
});

describe('resending the code', () => {
  it('needs an e-mail address first', async () => {
    const fetch = mockFetch({});
    const { user } = renderPage(null);
    await user.click(screen.getByRole('button', { name: 'Code erneut senden' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bitte geben Sie zuerst Ihre E-Mail-Adresse ein.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('confirms a new code', async () => {
    const fetch = mockFetch({
      'POST /api/photobooth/resend-otp/': jsonResponse({ detail: 'gesendet' }),
    });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Code erneut senden' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ein neues Bestätigungscode wurde an Ihre E-Mail-Adresse gesendet.',
    );
    expect(await requestsTo(fetch, '/api/photobooth/resend-otp/')[0]!.json()).toEqual({
      email: 'anna@foto-schmidt.de',
    });
  });

  it.each([
    [
      'the server detail',
      jsonResponse({ detail: 'Bitte warten Sie eine Minute.' }, { status: 429 }),
      'Bitte warten Sie eine Minute.',
    ],
    [
      'the fallback without detail',
      jsonResponse({}, { status: 400 }),
      'Das erneute Senden der Bestätigungscode-E-Mail ist fehlgeschlagen.',
    ],
    ['a network error', network, 'Serverfehler beim erneuten Senden des Bestätigungscode...'],
    [
      'a failing server without detail',
      jsonResponse({}, { status: 502 }),
      'Serverfehler beim erneuten Senden des Bestätigungscode...',
    ],
    [
      'the detail of a failing mail server',
      jsonResponse(
        { detail: 'Das erneute Senden der Bestätigungscode-E-Mail ist fehlgeschlagen.' },
        { status: 503 },
      ),
      'Das erneute Senden der Bestätigungscode-E-Mail ist fehlgeschlagen.',
    ],
  ] as [string, FetchHandler, string][])(
    'shows %s when resending fails',
    async (_case, answer, message) => {
      mockFetch({ 'POST /api/photobooth/resend-otp/': answer });
      const { user } = renderPage();
      await user.click(screen.getByRole('button', { name: 'Code erneut senden' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    },
  );
});

describe('after verification', () => {
  it('sends employees to /login with a success notice', async () => {
    mockFetch({ 'POST /api/photobooth/verify-otp/': jsonResponse({ detail: 'ok' }) });
    const { user, location } = renderPage(employeeState);
    await enterCode(user);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ihre E-Mail-Adresse wurde erfolgreich bestätigt.',
    );
    expect(screen.queryByLabelText('Passwort')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Zur Anmeldung' }));
    expect(location().pathname).toBe('/login');
  });

  it('treats a visitor without navigation state as owner when a licence comes back', async () => {
    mockFetch({
      'POST /api/photobooth/verify-otp/': jsonResponse({ detail: 'ok', license_hash: 'abc' }),
    });
    const { user } = renderPage(null);
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'anna@foto-schmidt.de');
    await enterCode(user);
    expect(await screen.findByRole('button', { name: 'Jetzt anmelden' })).toBeInTheDocument();
  });
});

describe('the link of the verification mail, opened in a new window', () => {
  it('fills in the address from the link and sends it with the code', async () => {
    const fetch = mockFetch({ 'POST /api/photobooth/verify-otp/': verified });
    const { user } = renderWithProviders(<VerificationPage />, {
      route: '/Code-Verifizierung?email=anna%2Bstudio%40foto-schmidt.de',
    });
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveValue(
      'anna+studio@foto-schmidt.de',
    );
    await enterCode(user);
    await screen.findByText('Ihre E-Mail-Adresse wurde erfolgreich bestätigt.');
    expect(await requestsTo(fetch, '/api/photobooth/verify-otp/')[0]!.json()).toEqual({
      email: 'anna+studio@foto-schmidt.de',
      otp: '123456',
    });
  });

  it('tells the owner that the locations entered in this browser will be sent', async () => {
    window.localStorage.setItem(
      'studios',
      JSON.stringify([studioDraft(), studioDraft({ id: 'studio-2', name: 'Foto Schmidt Plön' })]),
    );
    mockFetch({ 'POST /api/photobooth/verify-otp/': verified });
    const { user } = renderWithProviders(<VerificationPage />, {
      route: '/Code-Verifizierung?email=anna%40foto-schmidt.de',
    });
    await enterCode(user);
    expect(
      await screen.findByText(
        'Ihre 2 Standorte aus der Registrierung sind in diesem Browser gespeichert und werden nach der Anmeldung übermittelt.',
      ),
    ).toBeInTheDocument();
  });

  it('tells the owner in German when the locations were entered on another device', async () => {
    mockFetch({ 'POST /api/photobooth/verify-otp/': verified });
    const { user } = renderWithProviders(<VerificationPage />, {
      route: '/Code-Verifizierung?email=anna%40foto-schmidt.de',
    });
    await enterCode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'In diesem Browser sind keine Standorte aus Ihrer Registrierung gespeichert.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('unter „Geschäftsstandorte“ an.');
  });
});

async function reachLogin(user: User) {
  await enterCode(user);
  await user.click(await screen.findByRole('button', { name: 'Jetzt anmelden' }));
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Anmelden');
}

async function signIn(user: User, password = 'Passwort1!') {
  if (password) await user.type(screen.getByLabelText('Passwort'), password);
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
}

const verified = jsonResponse({ detail: 'ok', license_hash: 'abc' });
const tokens = jsonResponse({
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  EID_verified: false,
});
const ownerProfile = jsonResponse({ user_type: 'owner' });

describe('owner login', () => {
  it.each([
    ['no password', undefined, '', 'Geben Sie E-Mail und Passwort ein'],
    [
      'a refusal with detail',
      jsonResponse({ detail: 'E-Mail oder Passwort ist falsch.' }, { status: 401 }),
      'Passwort1!',
      'Fehler bei der Anmeldung: E-Mail oder Passwort ist falsch.',
    ],
    [
      'a refusal without detail',
      jsonResponse({}, { status: 400 }),
      'Passwort1!',
      'Fehler bei der Anmeldung: Ungültige Anmeldeinformationen.',
    ],
    [
      'an answer without token',
      jsonResponse({ refresh_token: 'r' }),
      'Passwort1!',
      'Kein Access Token erhalten.',
    ],
    ['a network error', network, 'Passwort1!', 'Serverfehler beim Anmelden.'],
  ] as [string, FetchHandler | undefined, string, string][])(
    'shows a message for %s',
    async (_case, answer, password, message) => {
      mockFetch({
        'POST /api/photobooth/verify-otp/': verified,
        ...(answer ? { 'POST /api/photobooth/web-login/': answer } : {}),
      });
      const { user, store } = renderPage();
      await reachLogin(user);
      await signIn(user, password);
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(store.getState().session.isAuthenticated).toBe(false);
      expect(currentAccessToken()).toBeNull();
    },
  );

  it('signs in, submits every pending studio as multipart and goes to the software download', async () => {
    window.localStorage.setItem(
      'studios',
      JSON.stringify([
        studioDraft({ latitude: 54.32331234, longitude: 10.1 }),
        studioDraft({
          id: 'studio-2',
          name: 'Foto Schmidt Plön',
          zipcode: '',
          latitude: 54.16,
          longitude: 10.42123449,
        }),
      ]),
    );
    const fetch = mockFetch({
      'POST /api/photobooth/verify-otp/': verified,
      'POST /api/photobooth/web-login/': tokens,
      'GET /api/photobooth/profile/': ownerProfile,
      'POST /api/photobooth/registered-shops/': () => {
        // Each accepted studio has left the session before the next one is sent.
        expect(readStudios()).toHaveLength(
          2 - requestsTo(fetch, '/api/photobooth/registered-shops/').length + 1,
        );
        return jsonResponse({ id: 1 }, { status: 201 });
      },
    });
    const { user, store, location } = renderPage();
    await reachLogin(user);
    await signIn(user);

    await waitFor(() => expect(location().pathname).toBe('/software-download'));
    expect(await requestsTo(fetch, '/api/photobooth/web-login/')[0]!.json()).toEqual({
      email: 'anna@foto-schmidt.de',
      password: 'Passwort1!',
    });
    expect(store.getState().session).toEqual({
      isAuthenticated: true,
      userType: 'owner',
      eidVerified: false,
    });
    expect(currentAccessToken()).toBe('access-1');
    expect(requestsTo(fetch, '/api/photobooth/profile/')[0]!.headers.get('Authorization')).toBe(
      'Bearer access-1',
    );

    const sent = requestsTo(fetch, '/api/photobooth/registered-shops/');
    expect(sent).toHaveLength(2);
    expect(sent[0]!.headers.get('Authorization')).toBe('Bearer access-1');
    const first = multipartOf(sent[0]!);
    const second = multipartOf(sent[1]!);
    expect(
      Object.fromEntries([...first.entries()].filter(([name]) => name !== 'certificate_file')),
    ).toEqual({
      name: 'Foto Schmidt Kiel',
      address: 'Holstenstraße 1',
      website: 'https://foto-schmidt.de',
      shop_phone: '0431 123456',
      zipcode: '24103',
      city: 'Kiel',
      latitude: '54.323312',
      longitude: '10.100000',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(second.get('name')).toBe('Foto Schmidt Plön');
    expect(second.get('zipcode')).toBe('00000');
    expect(second.get('latitude')).toBe('54.160000');
    expect(second.get('longitude')).toBe('10.421234');
    const certificate = first.get('certificate_file') as File;
    expect(certificate.name).toBe('gewerbeschein.pdf');
    expect(certificate.type).toBe('application/pdf');
    expect(await readBlobText(certificate)).toBe(pdfContent);

    expect(window.localStorage.getItem('studios')).toBeNull();
  });

  it('sends the shared proof for every studio and forgets it after the last one', async () => {
    window.localStorage.setItem(
      'studios',
      JSON.stringify([
        studioDraft({ uploadedFiles: [] }),
        studioDraft({ id: 'studio-2', name: 'Plön', uploadedFiles: [] }),
      ]),
    );
    window.localStorage.setItem(
      'uploadedFiles',
      JSON.stringify({
        oneFileForAll: true,
        files: [{ name: 'alle.pdf', type: 'application/pdf', data: pdfDataUrl }],
      }),
    );
    const fetch = mockFetch({
      'POST /api/photobooth/verify-otp/': verified,
      'POST /api/photobooth/web-login/': tokens,
      'GET /api/photobooth/profile/': ownerProfile,
      'POST /api/photobooth/registered-shops/': jsonResponse({}, { status: 201 }),
    });
    const { user, location } = renderPage();
    await reachLogin(user);
    await signIn(user);

    await waitFor(() => expect(location().pathname).toBe('/software-download'));
    const names = requestsTo(fetch, '/api/photobooth/registered-shops/').map(
      (request) => (multipartOf(request).get('certificate_file') as File).name,
    );
    expect(names).toEqual(['alle.pdf', 'alle.pdf']);
    expect(window.localStorage.getItem('uploadedFiles')).toBeNull();
  });

  it('keeps refused studios in the session with their messages and sends them again on request', async () => {
    window.localStorage.setItem(
      'studios',
      JSON.stringify([
        studioDraft({
          name: 'Ohne Nachweis',
          uploadedFiles: [
            {
              name: 'x.pdf',
              type: 'application/pdf',
              data: 'data:application/pdf;base64,aGFsbG8=',
            },
          ],
        }),
        studioDraft({ id: 'studio-2', name: 'Abgelehnt' }),
        studioDraft({ id: 'studio-3', name: 'Angenommen' }),
      ]),
    );
    let refuse = true;
    mockFetch({
      'POST /api/photobooth/verify-otp/': verified,
      'POST /api/photobooth/web-login/': tokens,
      'GET /api/photobooth/profile/': ownerProfile,
      'POST /api/photobooth/registered-shops/': (request) => {
        const refused = refuse && multipartOf(request).get('name') === 'Abgelehnt';
        return refused
          ? jsonResponse(
              { non_field_errors: ['Dieser Standort existiert bereits.'] },
              { status: 400 },
            )
          : jsonResponse({}, { status: 201 });
      },
    });
    const { user, location } = renderPage();
    await reachLogin(user);
    await signIn(user);

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Kein gültiger Gewerbeschein für Studio Ohne Nachweis',
      'Fehler für Abgelehnt: Dieser Standort existiert bereits.',
    ]);
    expect(readStudios().map((studio) => studio.name)).toEqual(['Ohne Nachweis', 'Abgelehnt']);
    expect(location().pathname).toBe('/Code-Verifizierung');

    // The proof of the first one is fixed elsewhere; here the second one is accepted on retry.
    refuse = false;
    window.localStorage.setItem('studios', JSON.stringify(readStudios().slice(1)));
    await user.click(screen.getByRole('button', { name: 'Standorte erneut senden' }));
    await waitFor(() => expect(location().pathname).toBe('/software-download'));
    expect(readStudios()).toEqual([]);
  });

  it.each([
    [
      'a refusal without reason',
      jsonResponse({}, { status: 400 }),
      'Fehler für Foto Schmidt Kiel: Unbekannter Fehler',
    ],
    ['a network error', network, 'Serverfehler beim Senden der Daten.'],
  ] as [string, FetchHandler, string][])(
    'reports %s while sending a studio',
    async (_case, answer, message) => {
      window.localStorage.setItem('studios', JSON.stringify([studioDraft()]));
      mockFetch({
        'POST /api/photobooth/verify-otp/': verified,
        'POST /api/photobooth/web-login/': tokens,
        'GET /api/photobooth/profile/': ownerProfile,
        'POST /api/photobooth/registered-shops/': answer,
      });
      const { user } = renderPage();
      await reachLogin(user);
      await signIn(user);

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(readStudios()).toHaveLength(1);
    },
  );

  it('asks to sign in again when the token is gone', async () => {
    window.localStorage.setItem('studios', JSON.stringify([studioDraft()]));
    mockFetch({
      'POST /api/photobooth/verify-otp/': verified,
      'POST /api/photobooth/web-login/': tokens,
      // An expired session: the profile answers 401 and the base query signs out.
      'GET /api/photobooth/profile/': jsonResponse({ detail: 'abgelaufen' }, { status: 401 }),
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, store } = renderPage();
    await reachLogin(user);
    await signIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte melden Sie sich erneut an.');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(store.getState().session.isAuthenticated).toBe(false);
    expect(screen.getByLabelText('Passwort')).toBeInTheDocument();
    expect(readStudios()).toHaveLength(1);
  });
});
