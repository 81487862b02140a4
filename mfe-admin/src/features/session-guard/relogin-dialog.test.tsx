import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { sessionEnded } from 'shared-ui/session/session-slice';
import { rememberTokens } from 'shared-ui/session/session-tokens';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { jsonResponse, mockFetch, requestsTo } from 'shared-ui/testing/mock-fetch';
import ProfilePage from '../profile/profile-page';
import { profiles, sentJson, signedInAs } from '../testing/admin-fixtures';

/** An access token as the server signs it; the page reads only `sub` (who it belongs to). */
function accessTokenOf(userId: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: String(userId) })}.signatur`;
}

function renderSignedInProfile(webLoginUserId: number) {
  const fetchMock = mockFetch({
    'GET /api/photobooth/profile/': jsonResponse(profiles.owner),
    'POST /api/photobooth/web-login/': jsonResponse({
      access_token: accessTokenOf(webLoginUserId),
      refresh_token: 'neu-refresh',
      EID_verified: false,
    }),
  });
  const session = signedInAs('owner');
  rememberTokens({ accessToken: accessTokenOf(1), refreshToken: 'refresh-owner' });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/Profilverwaltung" element={<ProfilePage />} />
      <Route path="/Verwaltungsbereich" element={<p>Dashboard</p>} />
      <Route path="/login" element={<p>Anmeldeseite</p>} />
    </Routes>,
    { route: '/Profilverwaltung', ...session },
  );
  return { ...rendered, fetchMock };
}

async function startEditingFirstName(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
  const firstName = screen.getByLabelText('Vorname');
  await user.clear(firstName);
  await user.type(firstName, 'Erika-Neu');
  return firstName;
}

async function logInAgain(user: ReturnType<typeof renderWithProviders>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Erneut anmelden' });
  await user.type(within(dialog).getByRole('textbox', { name: 'E-Mail' }), 'erika@foto-schmidt.de');
  await user.type(within(dialog).getByLabelText('Passwort'), 'Geheim#2025');
  await user.click(within(dialog).getByRole('button', { name: 'Anmelden und weiterarbeiten' }));
}

describe('a session that ends while a form is open (issue 23)', () => {
  it('keeps the page and the input under a login dialog; the same person continues there', async () => {
    const { user, store, location, fetchMock } = renderSignedInProfile(1);
    const firstName = await startEditingFirstName(user);

    // The dialog takes the focus from the edited field, whose blur Formik handles asynchronously.
    await act(async () => {
      store.dispatch(sessionEnded());
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    const dialog = await screen.findByRole('dialog', { name: 'Erneut anmelden' });
    expect(dialog).toHaveTextContent('Ihre Eingaben bleiben erhalten');
    expect(screen.getByLabelText('Vorname')).toBe(firstName);
    expect(firstName).toHaveValue('Erika-Neu');
    expect(location().pathname).toBe('/Profilverwaltung');
    expect(screen.queryByText(/No access token|Kein Zugriffstoken/)).not.toBeInTheDocument();

    await logInAgain(user);

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Erneut anmelden' })).not.toBeInTheDocument(),
    );
    expect(await sentJson(requestsTo(fetchMock, '/api/photobooth/web-login/')[0])).toEqual({
      email: 'erika@foto-schmidt.de',
      password: 'Geheim#2025',
    });
    expect(store.getState().session.isAuthenticated).toBe(true);
    expect(store.getState().sessionStatus.ended).toBe(false);
    expect(location().pathname).toBe('/Profilverwaltung');
    expect(screen.getByLabelText('Vorname')).toHaveValue('Erika-Neu');
  });

  it('does not hand the page of one person to another who logs in in the dialog', async () => {
    const { user, store, location } = renderSignedInProfile(2);
    await startEditingFirstName(user);

    // The dialog takes the focus from the edited field, whose blur Formik handles asynchronously.
    await act(async () => {
      store.dispatch(sessionEnded());
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await logInAgain(user);

    await waitFor(() => expect(location().pathname).toBe('/Verwaltungsbereich'));
    expect(screen.queryByLabelText('Vorname')).not.toBeInTheDocument();
    expect(store.getState().session.isAuthenticated).toBe(true);
    expect(store.getState().sessionStatus.ended).toBe(false);
  });
});
