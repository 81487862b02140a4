import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { sessionStorageKeys } from 'shared-ui/session/session-storage-keys';
import { currentAccessToken } from 'shared-ui/session/session-tokens';
import type { UserType } from 'shared-ui/session/session-slice';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import {
  jsonResponse,
  mockFetch,
  requestsTo,
  type FetchHandler,
} from 'shared-ui/testing/mock-fetch';
import { profiles, sentJson } from '../testing/admin-fixtures';
import LoginPage from './login-page';

const tokens = { access_token: 'access-1', refresh_token: 'refresh-1', EID_verified: true };

function mockLogin(login: FetchHandler, profile: FetchHandler = jsonResponse(profiles.owner)) {
  return mockFetch({
    'POST /api/photobooth/web-login/': login,
    'GET /api/photobooth/profile/': profile,
  });
}

function renderLogin(routeState?: unknown, route = '/login') {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<p>Andere Seite</p>} />
    </Routes>,
    { route, routeState },
  );
}

async function signIn(
  user: ReturnType<typeof renderLogin>['user'],
  email = 'erika@foto-schmidt.de',
  password = 'Geheim#2025',
) {
  await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), email);
  await user.type(screen.getByLabelText('Passwort'), password);
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('/login', () => {
  it('asks for email and password before it calls the server', async () => {
    const fetch = mockLogin(jsonResponse(tokens));
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findAllByText('Dieses Feld ist erforderlich.')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveAttribute('type', 'email');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows and hides the password and links to /forgotpassword', async () => {
    mockLogin(jsonResponse(tokens));
    const { user } = renderLogin();
    const password = screen.getByLabelText('Passwort');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(password).toHaveAttribute('type', 'password');

    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
  });

  it('stores the session, loads the profile and sends an owner to /Verwaltungsbereich', async () => {
    const fetch = mockLogin(jsonResponse(tokens));
    const { user, store, location } = renderLogin();

    await signIn(user, '  erika@foto-schmidt.de ');

    await waitFor(() => expect(location().pathname).toBe('/Verwaltungsbereich'));
    const [login] = requestsTo(fetch, '/api/photobooth/web-login/');
    expect(await sentJson(login)).toEqual({
      email: 'erika@foto-schmidt.de',
      password: 'Geheim#2025',
    });
    expect(login?.headers.get('Authorization')).toBeNull();
    const [profile] = requestsTo(fetch, '/api/photobooth/profile/');
    expect(profile?.headers.get('Authorization')).toBe('Bearer access-1');
    // The access token stays in memory; the refresh token is the server's HttpOnly cookie.
    // The page stores neither.
    expect(currentAccessToken()).toBe('access-1');
    expect(window.sessionStorage.getItem(sessionStorageKeys.authToken)).toBeNull();
    expect(window.sessionStorage.getItem(sessionStorageKeys.refreshToken)).toBeNull();
    expect(window.sessionStorage.getItem(sessionStorageKeys.eidVerified)).toBe('true');
    expect(store.getState().session).toEqual({
      isAuthenticated: true,
      userType: 'owner',
      eidVerified: true,
    });
  });

  it.each<[UserType, string]>([
    ['manager', '/Verwaltungsbreich'],
    ['employee', '/Verwaltungsbreich'],
    ['operator', '/Betrieb'],
    ['authority', '/Behoerde'],
  ])('sends a %s to %s', async (userType, path) => {
    mockLogin(jsonResponse({ ...tokens, EID_verified: false }), jsonResponse(profiles[userType]));
    const { user, store, location } = renderLogin();

    await signIn(user);

    await waitFor(() => expect(location().pathname).toBe(path));
    expect(store.getState().session.userType).toBe(userType);
    expect(window.sessionStorage.getItem(sessionStorageKeys.eidVerified)).toBe('false');
  });

  it.each([
    ['detail', { detail: 'E-Mail oder Passwort ist falsch.' }, 'E-Mail oder Passwort ist falsch.'],
    [
      'message',
      { message: 'Bitte bestätigen Sie zuerst Ihre E-Mail.' },
      'Bitte bestätigen Sie zuerst Ihre E-Mail.',
    ],
    ['no text', {}, 'Anmeldung fehlgeschlagen.'],
  ])('shows the server message of a refused sign-in (%s)', async (_case, body, message) => {
    const fetch = mockLogin(jsonResponse(body, { status: 401 }));
    const { user, location } = renderLogin();

    await signIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(location().pathname).toBe('/login');
    expect(requestsTo(fetch, '/api/photobooth/profile/')).toHaveLength(0);
    expect(currentAccessToken()).toBeNull();
  });

  it('says so when the answer carries no token', async () => {
    mockLogin(jsonResponse({}));
    const { user } = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Anmeldung fehlgeschlagen.');
  });

  it('reports a network problem', async () => {
    mockLogin(() => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Es gab ein Problem mit der Anmeldung. Bitte versuchen Sie es erneut.',
    );
  });

  it('ends the half-started session when the profile cannot be loaded', async () => {
    mockLogin(jsonResponse(tokens), jsonResponse({ detail: 'Fehler' }, { status: 500 }));
    const { user, store, location } = renderLogin();

    await signIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Benutzerprofil konnte nicht abgerufen werden.',
    );
    expect(location().pathname).toBe('/login');
    expect(store.getState().session.isAuthenticated).toBe(false);
    expect(currentAccessToken()).toBeNull();
  });

  it('refuses a user type it does not know', async () => {
    mockLogin(jsonResponse(tokens), jsonResponse({ ...profiles.owner, user_type: 'admin' }));
    const { user, store, location } = renderLogin();

    await signIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Unbekannter Benutzertyp.');
    expect(location().pathname).toBe('/login');
    expect(store.getState().session.isAuthenticated).toBe(false);
  });

  it('shows the notice a page handed over (e.g. after a password change)', () => {
    mockLogin(jsonResponse(tokens));
    renderLogin({ notice: 'Passwort wurde erfolgreich aktualisiert!' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Passwort wurde erfolgreich aktualisiert!',
    );
  });

  it('returns to the page asked for (?next=) with a German notice', async () => {
    mockLogin(jsonResponse(tokens));
    const { user, location } = renderLogin(undefined, '/login?next=%2FProfilverwaltung%3Fx%3D1');

    expect(screen.getByRole('status')).toHaveTextContent(
      'Bitte melden Sie sich an, um die angeforderte Seite zu öffnen.',
    );
    await signIn(user);

    await waitFor(() => expect(location().pathname).toBe('/Profilverwaltung'));
    expect(location().search).toBe('?x=1');
  });

  it.each(['%2F%2Fevil.example', 'https%3A%2F%2Fevil.example%2F', '%2F%5Cevil.example'])(
    'ignores a next that leads off the site (%s) and goes to the dashboard',
    async (next) => {
      mockLogin(jsonResponse(tokens));
      const { user, location } = renderLogin(undefined, `/login?next=${next}`);

      await signIn(user);

      await waitFor(() => expect(location().pathname).toBe('/Verwaltungsbereich'));
    },
  );
});
