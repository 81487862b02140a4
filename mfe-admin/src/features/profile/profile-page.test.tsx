import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { currentAccessToken } from 'shared-ui/session/session-tokens';
import type { UserType } from 'shared-ui/session/session-slice';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import {
  jsonResponse,
  mockFetch,
  requestsTo,
  type FetchHandler,
} from 'shared-ui/testing/mock-fetch';
import LoginPage from '../login/login-page';
import { profiles, sentJson, signedInAs } from '../testing/admin-fixtures';
import ProfilePage from './profile-page';

type User = ReturnType<typeof renderWithProviders>['user'];

function mockProfile({
  update = (request: Request) =>
    request
      .clone()
      .json()
      .then((body: object) => jsonResponse({ ...profiles.owner, ...body })),
  changePassword = jsonResponse({ detail: 'Passwort geändert.' }),
  profile = profiles.owner,
}: { update?: FetchHandler; changePassword?: FetchHandler; profile?: typeof profiles.owner } = {}) {
  return mockFetch({
    'GET /api/photobooth/profile/': jsonResponse(profile),
    'PUT /api/photobooth/profile/': update,
    'POST /api/photobooth/profile/change-password/': changePassword,
  });
}

function renderProfile(userType: UserType = 'owner') {
  return renderWithProviders(
    <Routes>
      <Route path="/Profilverwaltung" element={<ProfilePage />} />
      <Route path="/login" element={<LoginPage />} />
    </Routes>,
    { route: '/Profilverwaltung', ...signedInAs(userType) },
  );
}

async function edit(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
}

async function save(user: User) {
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
}

async function replace(user: User, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, value);
}

async function fillPasswords(user: User, current: string, next: string, confirm = next) {
  if (current) await user.type(screen.getByLabelText('Aktuelles Passwort'), current);
  if (next) await user.type(screen.getByLabelText('Neues Passwort'), next);
  if (confirm) await user.type(screen.getByLabelText('Neues Passwort bestätigen'), confirm);
}

describe('/Profilverwaltung', () => {
  it('sends a visit without a session to /login, to come back here after login (issue 23)', async () => {
    const { location } = renderWithProviders(
      <Routes>
        <Route path="/Profilverwaltung" element={<ProfilePage />} />
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      { route: '/Profilverwaltung' },
    );

    expect(
      await screen.findByText('Bitte melden Sie sich an, um die angeforderte Seite zu öffnen.'),
    ).toBeInTheDocument();
    expect(`${location().pathname}${location().search}`).toBe('/login?next=%2FProfilverwaltung');
    expect(screen.queryByText(/No access token/)).not.toBeInTheDocument();
  });

  it('shows the profile with the birth date in German format and a Zurück link for the owner', async () => {
    mockProfile();
    renderProfile('owner');

    expect(await screen.findByText('15.03.1985')).toBeInTheDocument();
    for (const value of ['Frau', 'Erika', 'Schmidt', 'erika@foto-schmidt.de', '0431 123456']) {
      expect(screen.getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /Zurück/ })).toHaveAttribute(
      'href',
      '/Verwaltungsbereich',
    );
  });

  it.each(['manager', 'employee'] as const)(
    'links a %s back to /Verwaltungsbreich',
    async (userType) => {
      mockProfile({ profile: profiles[userType] });
      renderProfile(userType);
      expect(await screen.findByRole('button', { name: 'Bearbeiten' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Zurück/ })).toHaveAttribute(
        'href',
        '/Verwaltungsbreich',
      );
    },
  );

  it('says so when nothing changed and sends nothing', async () => {
    const fetch = mockProfile();
    const { user } = renderProfile();
    await edit(user);

    await save(user);

    expect(await screen.findByRole('status')).toHaveTextContent('Keine Änderungen vorgenommen.');
    expect(screen.getByRole('button', { name: 'Bearbeiten' })).toBeInTheDocument();
    expect(requestsTo(fetch, '/api/photobooth/profile/')).toHaveLength(1);
    expect(requestsTo(fetch, '/api/photobooth/profile/change-password/')).toHaveLength(0);
  });

  it('keeps the email read-only', async () => {
    mockProfile();
    const { user } = renderProfile();
    await edit(user);

    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveValue('erika@foto-schmidt.de');
    expect(screen.getByText('Die E-Mail-Adresse kann nicht geändert werden.')).toBeInTheDocument();
  });

  it('sends the changed profile, shows the success and returns to the view', async () => {
    const fetch = mockProfile();
    const { user } = renderProfile();
    await edit(user);

    await replace(user, 'Vorname', ' Erika Maria ');
    await replace(user, 'Telefonnummer', '0431 999');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Anrede' }), 'Divers');
    await replace(user, 'Geburtsdatum', '1985-04-16');
    await save(user);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Profil wurde erfolgreich aktualisiert!',
    );
    const [update] = requestsTo(fetch, '/api/photobooth/profile/', 'PUT');
    expect(await sentJson(update)).toEqual({
      salutation: 'Divers',
      first_name: 'Erika Maria',
      last_name: 'Schmidt',
      date_of_birth: '1985-04-16',
      phone: '0431 999',
    });
    expect(screen.getByRole('button', { name: 'Bearbeiten' })).toBeInTheDocument();
    // The saved profile is loaded again.
    await waitFor(() =>
      expect(requestsTo(fetch, '/api/photobooth/profile/', 'GET')).toHaveLength(2),
    );
    expect(requestsTo(fetch, '/api/photobooth/profile/change-password/')).toHaveLength(0);
  });

  it('names the status when the profile update fails', async () => {
    mockProfile({
      update: jsonResponse({ phone: ['Die Eingabe ist zu lang.'] }, { status: 400 }),
    });
    const { user } = renderProfile();
    await edit(user);

    await replace(user, 'Nachname', 'Schmidt-Meyer');
    await save(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Profil konnte nicht aktualisiert werden (400)');
    expect(alert).toHaveTextContent('Die Eingabe ist zu lang.');
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
  });

  it('changes only the password when only the password fields are filled, then signs out', async () => {
    const fetch = mockProfile();
    const { user, location, store } = renderProfile();
    await edit(user);

    await fillPasswords(user, 'Alt#2024pw', 'NeuesPw#2025');
    await save(user);

    await waitFor(() => expect(location().pathname).toBe('/login'));
    const [change] = requestsTo(fetch, '/api/photobooth/profile/change-password/');
    expect(await sentJson(change)).toEqual({
      current_password: 'Alt#2024pw',
      new_password: 'NeuesPw#2025',
      confirm_password: 'NeuesPw#2025',
    });
    expect(requestsTo(fetch, '/api/photobooth/profile/', 'PUT')).toHaveLength(0);
    expect(currentAccessToken()).toBeNull();
    expect(store.getState().session.isAuthenticated).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Passwort wurde erfolgreich aktualisiert!',
    );
  });

  it('reports profile and password together', async () => {
    mockProfile();
    const { user, location } = renderProfile();
    await edit(user);

    await replace(user, 'Telefonnummer', '0431 777');
    await fillPasswords(user, 'Alt#2024pw', 'NeuesPw#2025');
    await save(user);

    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Profil und Passwort wurden erfolgreich aktualisiert!',
    );
  });

  it.each<[string, FetchHandler, string]>([
    [
      'the detail',
      jsonResponse({ detail: 'Das aktuelle Passwort ist falsch.' }, { status: 400 }),
      'Das aktuelle Passwort ist falsch.',
    ],
    ['the general text', jsonResponse({}, { status: 400 }), 'Passwortänderung fehlgeschlagen.'],
  ])(
    'shows %s when the password change fails and keeps the session',
    async (_case, changePassword, message) => {
      mockProfile({ changePassword });
      const { user, location } = renderProfile();
      await edit(user);

      await fillPasswords(user, 'Falsch#2024', 'NeuesPw#2025');
      await save(user);

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(location().pathname).toBe('/Profilverwaltung');
      expect(currentAccessToken()).toBe('access-owner');
    },
  );

  it('shows a wrong current password at its field, focused, and clears it once changed', async () => {
    const message = 'Das aktuelle Passwort ist nicht korrekt.';
    mockProfile({
      changePassword: jsonResponse(
        { current_password: [message], detail: message, code: 'invalid' },
        { status: 400 },
      ),
    });
    const { user, location } = renderProfile();
    await edit(user);

    await fillPasswords(user, 'Falsch#2024', 'NeuesPw#2025');
    await save(user);

    const current = screen.getByLabelText('Aktuelles Passwort');
    await waitFor(() => expect(current).toHaveAccessibleDescription(message));
    expect(current).toHaveFocus();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(location().pathname).toBe('/Profilverwaltung');

    await user.type(current, 'x');
    await waitFor(() => expect(current).not.toHaveAccessibleDescription(message));
  });

  it('keeps the profile success when only the password change fails', async () => {
    mockProfile({ changePassword: jsonResponse({}, { status: 400 }) });
    const { user } = renderProfile();
    await edit(user);

    await replace(user, 'Telefonnummer', '0431 777');
    await fillPasswords(user, 'Falsch#2024', 'NeuesPw#2025');
    await save(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Passwortänderung fehlgeschlagen.');
    expect(screen.getByRole('status')).toHaveTextContent('Profil wurde erfolgreich aktualisiert!');
  });

  it('checks the new password: confirmation, rule and current password', async () => {
    const fetch = mockProfile();
    const { user } = renderProfile();
    await edit(user);

    await fillPasswords(user, '', 'NeuesPw#2025', 'Anderes#2025');
    await save(user);

    expect(await screen.findByText('Passwörter stimmen nicht überein.')).toBeInTheDocument();
    const form = screen.getByRole('button', { name: 'Speichern' }).closest('form')!;
    expect(within(form).getAllByText('Dieses Feld ist erforderlich.')).toHaveLength(1);
    await replace(user, 'Neues Passwort', 'schwach');
    await save(user);
    expect(await screen.findByText(/Das Passwort muss mindestens 8 Zeichen/)).toBeInTheDocument();
    expect(requestsTo(fetch, '/api/photobooth/profile/change-password/')).toHaveLength(0);
  });

  it('cancels the edit mode without sending', async () => {
    const fetch = mockProfile();
    const { user } = renderProfile();
    await edit(user);
    await replace(user, 'Vorname', 'Egal');

    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));

    expect(screen.getByText('Erika')).toBeInTheDocument();
    expect(requestsTo(fetch, '/api/photobooth/profile/')).toHaveLength(1);
  });
});
