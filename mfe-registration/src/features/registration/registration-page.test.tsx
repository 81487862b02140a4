import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import {
  jsonResponse,
  mockFetch,
  requestsTo,
  type FetchHandler,
} from 'shared-ui/testing/mock-fetch';
import { usernamePattern } from 'shared-ui/validation/registration';
import {
  fillPersonalData,
  owner,
  pdfFile,
  siteConfig,
  studioDraft,
} from '../testing/registration-fixtures';
import RegistrationPage from './registration-page';

// Whole journeys with many typed keystrokes: generous limits for a loaded machine.
jest.setTimeout(60_000);

const passwordMessage =
  'Das Passwort muss mindestens 8 Zeichen lang sein und einen Großbuchstaben, einen Kleinbuchstaben, eine Zahl und ein Sonderzeichen (@#$%^&*!) enthalten.';

function mockServer(
  register: FetchHandler = jsonResponse({ user: { email: owner.email } }, { status: 201 }),
) {
  return mockFetch({
    'GET /api/site/config/': jsonResponse(siteConfig),
    'GET /api/geo/postcode/24103/': jsonResponse({ city: 'Kiel' }),
    'GET /api/geo/geocode/': jsonResponse({
      status: 'OK',
      results: [{ geometry: { location: { lat: 54.3233, lng: 10.1394 } } }],
    }),
    'POST /api/photobooth/register/': register,
  });
}

function currentStep() {
  return screen.getByRole('heading', { level: 2 });
}

function stepper() {
  return screen.getByRole('list', { name: 'Schritte der Registrierung' });
}

async function next(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
}

/**
 * Weiter, then waits for the step it leads to: the page checks a step asynchronously, and a
 * second Weiter clicked before the first check ended would check the same step again.
 */
async function nextTo(user: ReturnType<typeof renderWithProviders>['user'], title: string) {
  await next(user);
  await waitFor(() => expect(currentStep()).toHaveTextContent(title));
}

async function consentToAll(user: ReturnType<typeof renderWithProviders>['user']) {
  for (const consent of [
    /Datenschutzerklärung gelesen/,
    /Allgemeinen Geschäftsbedingungen/,
    /Partner/,
    /Pilotphase/,
  ]) {
    await user.click(screen.getByRole('checkbox', { name: consent }));
  }
}

async function registerBody(fetch: ReturnType<typeof mockFetch>) {
  await waitFor(() => expect(requestsTo(fetch, '/api/photobooth/register/')).toHaveLength(1));
  const [request] = requestsTo(fetch, '/api/photobooth/register/');
  return request!.json();
}

describe('owner registration', () => {
  it('walks through the four steps with every guard and registers', async () => {
    const fetch = mockServer();
    const { user, location } = renderWithProviders(<RegistrationPage />, {
      route: '/Registrierung',
    });

    expect(
      within(stepper())
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      '1Persönliche Daten',
      '2Standort hinzufügen',
      '3Standort Übersicht',
      '4Zusammenfassung',
    ]);
    expect(currentStep()).toHaveTextContent('Persönliche Daten');
    expect(screen.getByText('* Felder sind Pflichtfelder')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zurück' })).not.toBeInTheDocument();

    // Step 1: required fields, then the password rule, then the birth date.
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte füllen Sie alle Pflichtfelder aus.');
    expect(currentStep()).toHaveTextContent('Persönliche Daten');

    await fillPersonalData(user, { ...owner, password: 'passwort' });
    await next(user);
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(passwordMessage);
    expect(currentStep()).toHaveTextContent('Persönliche Daten');

    await user.clear(screen.getByLabelText('Passwort'));
    await user.type(screen.getByLabelText('Passwort'), owner.password);
    await user.clear(screen.getByLabelText('Geburtsdatum'));
    await user.type(screen.getByLabelText('Geburtsdatum'), '2999-01-01');
    await next(user);
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(
      'Das Geburtsdatum darf nicht in der Zukunft liegen.',
    );
    await user.clear(screen.getByLabelText('Geburtsdatum'));
    await user.type(screen.getByLabelText('Geburtsdatum'), owner.birthDate);
    await next(user);

    // Step 2: at least one location.
    expect(currentStep()).toHaveTextContent('Standort hinzufügen');
    await waitFor(() => expect(currentStep()).toHaveFocus());
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bitte fügen Sie mindestens einen Standort hinzu.',
    );
    await user.click(screen.getByRole('button', { name: 'Standort hinzufügen' }));
    const dialog = screen.getByRole('dialog', { name: 'Standort oder Fotostudio hinzufügen' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Name des Standorts oder Fotostudios' }),
      'Foto Schmidt Kiel',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Straße und Hausnummer' }),
      'Holstenstraße 1',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'PLZ' }), '24103');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Ort' })).toHaveValue('Kiel'),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Telefonnummer' }), '0431 123456');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Website' }),
      'https://foto-schmidt.de',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    await screen.findByText('Fotostandort erfolgreich hinzugefügt!');
    await next(user);

    // Step 3: a proof file for every studio.
    expect(currentStep()).toHaveTextContent('Standort Übersicht');
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bitte laden Sie für jedes Studio mindestens eine Datei hoch.',
    );
    await user.upload(
      screen.getByLabelText('Gewerbeschein für Foto Schmidt Kiel (PDF)'),
      pdfFile(),
    );
    await screen.findByText('gewerbeschein.pdf');
    await next(user);

    // Step 4: summary, legal PDFs and the four consents.
    expect(currentStep()).toHaveTextContent('Zusammenfassung');
    expect(screen.getByText('anna@foto-schmidt.de')).toBeInTheDocument();
    expect(screen.getByText('17.05.1990')).toBeInTheDocument();
    expect(screen.getByText('GmbH')).toBeInTheDocument();
    expect(screen.getByText('Foto Schmidt Kiel')).toBeInTheDocument();
    expect(screen.getByText(/gewerbeschein\.pdf/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'AGB als PDF herunterladen' })).toBeEnabled();
    expect(
      screen.getByRole('button', { name: 'Datenschutzerklärung als PDF herunterladen' }),
    ).toBeEnabled();

    const registerButton = screen.getByRole('button', { name: 'Registrieren' });
    expect(registerButton).toBeDisabled();
    expect(registerButton).toHaveAccessibleDescription('Bitte stimmen Sie allen Bedingungen zu.');
    await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung gelesen/ }));
    await user.click(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
    await user.click(screen.getByRole('checkbox', { name: /Partner/ }));
    expect(registerButton).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Pilotphase/ }));
    expect(registerButton).toBeEnabled();

    await user.click(registerButton);

    const body = await registerBody(fetch);
    expect(body).toEqual({
      user: {
        username: expect.stringMatching(/^annaschmidt[1-9]\d{5}$/),
        first_name: 'Anna',
        last_name: 'Schmidt',
        email: 'anna@foto-schmidt.de',
        password: 'Passwort1!',
      },
      phone: '0431 123456',
      date_of_birth: '1990-05-17',
      salutation: 'Frau',
      website: '',
      company_name: 'Foto Schmidt',
      legal_form: 'gmbh',
      user_type: 'owner',
    });
    expect(body.user.username).toMatch(usernamePattern);

    const success = await screen.findByRole('dialog', { name: 'Registrierung erfolgreich' });
    await user.click(within(success).getByRole('button', { name: 'Ok' }));
    expect(location().pathname).toBe('/Code-Verifizierung');
    expect(location().state).toEqual({ email: 'anna@foto-schmidt.de', isOwner: true });
    // The studios wait in the session for the submission after the first login.
    expect(JSON.parse(window.localStorage.getItem('studios') ?? '[]')).toHaveLength(1);
  });

  it('takes step 1’s message back as the fields are put right, without another Weiter', async () => {
    mockServer();
    const { user } = renderWithProviders(<RegistrationPage />, { route: '/Registrierung' });

    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte füllen Sie alle Pflichtfelder aus.');

    await fillPersonalData(user, { ...owner, password: 'passwort' });
    await waitFor(() => expect(screen.getAllByRole('alert')[0]).toHaveTextContent(passwordMessage));

    await user.clear(screen.getByLabelText('Passwort'));
    await user.type(screen.getByLabelText('Passwort'), owner.password);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(currentStep()).toHaveTextContent('Persönliche Daten');
  });

  it('goes back with Zurück and keeps what was entered', async () => {
    window.localStorage.setItem('studios', JSON.stringify([studioDraft()]));
    mockServer();
    const { user } = renderWithProviders(<RegistrationPage />, { route: '/Registrierung' });
    await fillPersonalData(user);
    await nextTo(user, 'Standort hinzufügen');
    await nextTo(user, 'Standort Übersicht');

    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    await user.click(screen.getByRole('button', { name: 'Zurück' }));

    expect(currentStep()).toHaveTextContent('Persönliche Daten');
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Anna');
    expect(screen.getByLabelText('Passwort')).toHaveValue('Passwort1!');
  });
});

async function reachSummaryAsOwner(user: ReturnType<typeof renderWithProviders>['user']) {
  await fillPersonalData(user);
  await nextTo(user, 'Standort hinzufügen');
  await nextTo(user, 'Standort Übersicht');
  await nextTo(user, 'Zusammenfassung');
  await consentToAll(user);
}

describe('answers of the server to a registration', () => {
  beforeEach(() => {
    window.localStorage.setItem('studios', JSON.stringify([studioDraft()]));
  });

  it('sends an unverified duplicate to the verification with the catalogue message', async () => {
    mockServer(
      jsonResponse(
        {
          user: { email: 'Please verify your email.', is_verified: false },
          detail: 'Registrierung fehlgeschlagen!',
        },
        { status: 409 },
      ),
    );
    const { user, location } = renderWithProviders(<RegistrationPage />, {
      route: '/Registrierung',
    });
    await reachSummaryAsOwner(user);

    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    await waitFor(() => expect(location().pathname).toBe('/Code-Verifizierung'));
    expect(location().state).toEqual({
      email: owner.email,
      isOwner: true,
      notice:
        'Registrierung fehlgeschlagen! Ihre E-Mail-Adresse ist bereits registriert. Bitte überprüfen Sie Ihre E-Mail.',
    });
  });

  it('asks a verified duplicate to log in', async () => {
    mockServer(
      jsonResponse(
        {
          user: {
            email: 'Der Benutzer mit dieser E-Mail-Adresse ist bereits registriert',
            is_verified: true,
          },
          detail: 'Antwort des Servers',
        },
        { status: 409 },
      ),
    );
    const { user, location } = renderWithProviders(<RegistrationPage />, {
      route: '/Registrierung',
    });
    await reachSummaryAsOwner(user);

    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Diese E-Mail-Adresse ist bereits registriert und bestätigt. Bitte melden Sie sich an.',
    );
    await user.click(within(alert).getByRole('link', { name: 'Zur Anmeldung' }));
    expect(location().pathname).toBe('/login');
  });

  it.each([
    [
      'another e-mail error',
      jsonResponse({ user: { email: ['exists'] } }, { status: 400 }),
      'Der Benutzer mit dieser E-Mail-Adresse ist bereits registriert',
    ],
    [
      'a network error',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Es gab ein Problem mit der Verbindung zum Server.',
    ],
    [
      'a server error',
      jsonResponse({}, { status: 500 }),
      'Es gab ein Problem mit der Verbindung zum Server.',
    ],
    [
      'a mail failure',
      jsonResponse(
        { detail: 'Die E-Mail mit dem Bestätigungscode konnte nicht gesendet werden.' },
        { status: 503 },
      ),
      'Die E-Mail mit dem Bestätigungscode konnte nicht gesendet werden.',
    ],
    [
      'a refused invitation',
      jsonResponse({ owner_code: ['Diese Einladung wurde bereits verwendet.'] }, { status: 400 }),
      'Diese Einladung wurde bereits verwendet.',
    ],
    [
      'a field error of the server',
      jsonResponse(
        { 'user.email': ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'] },
        { status: 400 },
      ),
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    ],
    [
      'a rate limit',
      jsonResponse({ detail: 'Zu viele Versuche. Bitte warten Sie eine Minute.' }, { status: 429 }),
      'Zu viele Versuche. Bitte warten Sie eine Minute.',
    ],
  ] as [string, FetchHandler, string][])(
    'shows the message for %s and stays',
    async (_case, answer, message) => {
      mockServer(answer);
      const { user, location } = renderWithProviders(<RegistrationPage />, {
        route: '/Registrierung',
      });
      await reachSummaryAsOwner(user);

      await user.click(screen.getByRole('button', { name: 'Registrieren' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(location().pathname).toBe('/Registrierung');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );
});

describe('invited registration', () => {
  const invitation =
    '/Registrierung?owner_code=EINL-4711&user_type=employee&email=ben%40foto-schmidt.de&company_name=Foto%20Schmidt&legal_form=gmbh&website=https%3A%2F%2Ffoto-schmidt.de';

  it('has two steps with the invitation read-only and registers an employee', async () => {
    const fetch = mockServer(
      jsonResponse({ user: { email: 'ben@foto-schmidt.de' } }, { status: 201 }),
    );
    const { user, location } = renderWithProviders(<RegistrationPage />, { route: invitation });

    expect(
      within(stepper())
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['1Mitarbeitenden-Identifikation', '2Datenprüfung & Einwilligung']);
    expect(currentStep()).toHaveTextContent('Mitarbeitenden-Identifikation');
    expect(screen.getByRole('textbox', { name: 'Firmenname' })).toHaveValue('Foto Schmidt');
    expect(screen.getByRole('textbox', { name: 'Firmenname' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Rechtsform' })).toHaveValue('GmbH');
    expect(screen.getByRole('textbox', { name: 'Rechtsform' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveValue('https://foto-schmidt.de');
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Einladungscode' })).toHaveValue('EINL-4711');
    expect(screen.getByRole('textbox', { name: 'Einladungscode' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveValue('ben@foto-schmidt.de');
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveAttribute('readonly');
    // Asked, but optional: without it the account carries the spec's placeholder.
    expect(screen.getByRole('textbox', { name: 'Telefonnummer' })).not.toBeRequired();

    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte füllen Sie alle Pflichtfelder aus.');
    await fillPersonalData(user, {
      ...owner,
      firstName: 'Ben',
      lastName: 'Krüger',
      salutation: 'Herr',
      phone: '',
    });
    await next(user);

    expect(currentStep()).toHaveTextContent('Datenprüfung & Einwilligung');
    expect(screen.queryByText('Standorte')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrieren' })).toBeDisabled();
    await consentToAll(user);
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    const body = await registerBody(fetch);
    expect(body).toEqual({
      user: {
        username: expect.stringMatching(/^benkrger[1-9]\d{5}$/),
        first_name: 'Ben',
        last_name: 'Krüger',
        email: 'ben@foto-schmidt.de',
        password: 'Passwort1!',
      },
      phone: '0000000000',
      date_of_birth: '1990-05-17',
      salutation: 'Herr',
      website: 'https://foto-schmidt.de',
      company_name: 'Foto Schmidt',
      user_type: 'employee',
      owner_code: 'EINL-4711',
    });
    expect(
      await screen.findByRole('dialog', { name: 'Registrierung erfolgreich' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Ihre Registrierung als Mitarbeitende\/r war erfolgreich/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(location().state).toEqual({ email: 'ben@foto-schmidt.de', isOwner: false });
  });

  it('registers a manager with the company legal form', async () => {
    const fetch = mockServer();
    const { user } = renderWithProviders(<RegistrationPage />, {
      route: invitation.replace('user_type=employee', 'user_type=manager'),
    });
    await fillPersonalData(user);
    await next(user);
    await consentToAll(user);
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    expect(await registerBody(fetch)).toMatchObject({
      user_type: 'manager',
      legal_form: 'gmbh',
      phone: owner.phone,
    });
  });

  it('asks for the owner_code when the invitation has none', async () => {
    mockServer();
    const { user } = renderWithProviders(<RegistrationPage />, {
      route: '/Registrierung?owner_code=',
    });
    await fillPersonalData(user);
    await next(user);

    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(
      'Für eingeladene Mitarbeitende und Manager ist der owner_code erforderlich.',
    );
  });
});
