import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import {
  jsonResponse,
  mockFetch,
  requestsTo,
  type FetchHandler,
} from 'shared-ui/testing/mock-fetch';
import { sentJson } from '../testing/admin-fixtures';
import PasswordResetPage from './password-reset-page';

type User = ReturnType<typeof userEvent.setup>;

const email = 'erika@foto-schmidt.de';
const strongPassword = 'NeuesPw#2025';

function mockReset({
  request = jsonResponse({ message: 'Wenn die Adresse registriert ist, wurde ein Code gesendet.' }),
  reset = jsonResponse({ message: 'Passwort geändert.' }),
}: { request?: FetchHandler; reset?: FetchHandler } = {}) {
  return mockFetch({
    'POST /api/photobooth/request-password-reset/': request,
    'PUT /api/photobooth/request-password-reset/': reset,
  });
}

async function requestCode(user: User, address = email) {
  await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), address);
  await user.click(screen.getByRole('button', { name: 'Code senden' }));
}

async function typeCodeStep(user: User, code = '123456', confirmation = strongPassword) {
  await user.type(await screen.findByLabelText('Bestätigungscode'), code);
  await user.type(screen.getByLabelText('Neues Passwort'), strongPassword);
  await user.type(screen.getByLabelText('Neues Passwort bestätigen'), confirmation);
}

async function fillCodeStep(user: User, code = '123456', confirmation = strongPassword) {
  await typeCodeStep(user, code, confirmation);
  await user.click(screen.getByRole('button', { name: 'Passwort zurücksetzen' }));
}

describe('/forgotpassword, step 1', () => {
  it('asks for the email before it sends anything', async () => {
    const fetch = mockReset();
    const { user } = renderWithProviders(<PasswordResetPage />, { route: '/forgotpassword' });

    await user.click(screen.getByRole('button', { name: 'Code senden' }));

    expect(await screen.findByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the code request and moves to step 2', async () => {
    const fetch = mockReset();
    const { user } = renderWithProviders(<PasswordResetPage />, { route: '/forgotpassword' });
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('E-Mail-Adresse');

    await requestCode(user, ` ${email} `);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Code wurde an Ihre E-Mail gesendet',
    );
    const [request] = requestsTo(fetch, '/api/photobooth/request-password-reset/');
    expect(await sentJson(request)).toEqual({ email });
    expect(request?.headers.get('Authorization')).toBeNull();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Neues Passwort');
    for (const toggle of [
      'Bestätigungscode anzeigen',
      'Neues Passwort anzeigen',
      'Passwortbestätigung anzeigen',
    ]) {
      expect(screen.getByRole('button', { name: toggle })).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it.each<[string, FetchHandler, string]>([
    [
      'the server message',
      jsonResponse(
        { message: 'Zu viele Anfragen. Bitte warten Sie eine Minute.' },
        { status: 429 },
      ),
      'Zu viele Anfragen. Bitte warten Sie eine Minute.',
    ],
    [
      'the general notice without one',
      jsonResponse({}, { status: 500 }),
      'Passwort-Zurücksetzung angefordert: Wenn die angegebene E-Mail-Adresse bei uns registriert ist, erhalten Sie in Kürze eine Nachricht mit weiteren Anweisungen.',
    ],
    [
      'the general notice on a network error',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Passwort-Zurücksetzung angefordert: Wenn die angegebene E-Mail-Adresse bei uns registriert ist, erhalten Sie in Kürze eine Nachricht mit weiteren Anweisungen.',
    ],
  ])('a failed request shows %s and stays on step 1', async (_case, request, message) => {
    mockReset({ request });
    const { user } = renderWithProviders(<PasswordResetPage />, { route: '/forgotpassword' });

    await requestCode(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('Bestätigungscode')).not.toBeInTheDocument();
  });
});

describe('/forgotpassword, step 2', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('requires matching passwords that follow the password rule', async () => {
    const fetch = mockReset();
    const { user } = renderWithProviders(<PasswordResetPage />, { route: '/forgotpassword' });
    await requestCode(user);

    await fillCodeStep(user, '123456', 'Anders#2025');

    expect(await screen.findByText('Passwörter stimmen nicht überein.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Neues Passwort'));
    await user.type(screen.getByLabelText('Neues Passwort'), 'kurz');
    await user.click(screen.getByRole('button', { name: 'Passwort zurücksetzen' }));
    expect(
      await screen.findByText(/Das Passwort muss mindestens 8 Zeichen lang sein/),
    ).toBeInTheDocument();
    expect(requestsTo(fetch, '/api/photobooth/request-password-reset/')).toHaveLength(1);
  });

  it('resets the password and goes to /login two seconds later', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fetch = mockReset();
    const { location } = renderWithProviders(<PasswordResetPage />, { route: '/forgotpassword' });
    await requestCode(user);

    await typeCodeStep(user);
    const submittedAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Passwort zurücksetzen' }));
    const success = await screen.findByText(
      'Passwort erfolgreich zurückgesetzt. Sie werden weitergeleitet...',
    );
    expect(success.closest('[role="status"]')).not.toBeNull();
    const shownAt = Date.now();

    const [, reset] = requestsTo(fetch, '/api/photobooth/request-password-reset/');
    expect(reset?.method).toBe('PUT');
    expect(await sentJson(reset)).toEqual({
      email,
      reset_code: '123456',
      new_password: strongPassword,
    });
    // Not before two seconds have passed since the reset was sent …
    act(() => jest.advanceTimersByTime(Math.max(0, submittedAt + 1999 - Date.now())));
    expect(location().pathname).toBe('/forgotpassword');
    // … and at the latest two seconds after the message appeared.
    act(() => jest.advanceTimersByTime(shownAt + 2000 - Date.now()));
    expect(location().pathname).toBe('/login');
  });

  it.each<[string, FetchHandler, string]>([
    [
      'the server message',
      jsonResponse({ detail: 'Der Code ist abgelaufen.' }, { status: 400 }),
      'Der Code ist abgelaufen.',
    ],
    [
      'the general error without one',
      jsonResponse({}, { status: 400 }),
      'Fehler: Passwort konnte nicht zurückgesetzt werden. Überprüfen Sie Ihr Bestätigungscode und Passwort.',
    ],
  ])('a failed reset shows %s and stays', async (_case, reset, message) => {
    mockReset({ reset });
    const { user, location } = renderWithProviders(<PasswordResetPage />, {
      route: '/forgotpassword',
    });
    await requestCode(user);

    await fillCodeStep(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(location().pathname).toBe('/forgotpassword');
  });

  it('goes back to step 1 to use another address', async () => {
    mockReset();
    const { user } = renderWithProviders(<PasswordResetPage />, { route: '/forgotpassword' });
    await requestCode(user);

    await user.click(
      await screen.findByRole('button', { name: 'Andere E-Mail-Adresse verwenden' }),
    );

    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveValue('');
  });
});
