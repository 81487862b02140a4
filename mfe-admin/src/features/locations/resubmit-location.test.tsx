import { screen, waitFor, within } from '@testing-library/react';
import type { UserType } from 'shared-ui/session/session-slice';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import {
  jsonResponse,
  mockFetch,
  requestsTo,
  type FetchHandler,
} from 'shared-ui/testing/mock-fetch';
import { sentFormData, studioFieldsSent, shop, signedInAs } from '../testing/admin-fixtures';
import LocationsPage from './locations-page';

type User = ReturnType<typeof renderWithProviders>['user'];

const resubmitPath = '/api/photobooth/registered-shops/3/resubmit/';
const resubmitted =
  'Der Standort wurde mit dem neuen Gewerbenachweis erneut zur Prüfung eingereicht. Sie erhalten eine E-Mail, sobald er geprüft ist.';

const rejected = shop({
  id: 3,
  name: 'Studio Nord',
  address: 'Hafenweg 5',
  city: 'Hamburg',
  zipcode: '20457',
  website: 'https://studio-nord.de',
  shop_phone: '040 987654',
  review_status: 'rejected',
  review_reason: 'Der Nachweis ist unleserlich.',
});

const shops = [
  shop(),
  shop({ id: 2, name: 'Passbild Atelier', review_status: 'pending', certificate_file: null }),
  rejected,
];

function mockLocations(resubmit?: FetchHandler) {
  return mockFetch({
    'GET /api/photobooth/registered-shops/': jsonResponse(shops),
    [`POST ${resubmitPath}`]:
      resubmit ??
      jsonResponse({
        detail: resubmitted,
        id: 3,
        name: 'Studio Nord Altona',
        address: 'Hafenweg 5',
        zipcode: '20457',
        city: 'Hamburg',
        website: 'https://studio-nord.de',
        shop_phone: '040 987654',
        latitude: 53.5436,
        longitude: 9.9664,
        review_status: 'pending',
      }),
    'GET /api/geo/geocode/': jsonResponse({
      status: 'OK',
      results: [{ geometry: { location: { lat: 53.54361234, lng: 9.9664 } } }],
    }),
  });
}

function renderLocations(userType: UserType = 'owner') {
  return renderWithProviders(<LocationsPage />, {
    route: '/Geschäftsstandorte',
    ...signedInAs(userType),
  });
}

function dialog() {
  return screen.getByRole('dialog', { name: 'Standort erneut einreichen' });
}

function field(name: string) {
  return within(dialog()).getByRole('textbox', { name });
}

function proofInput() {
  return within(dialog()).getByLabelText('Neuer Gewerbenachweis (PDF)');
}

function pdf(name = 'gewerbeschein-neu.pdf') {
  return new File(['%PDF-1.4\n%neu\n'], name, { type: 'application/pdf' });
}

async function openResubmit(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Studio Nord erneut einreichen' }));
  return dialog();
}

async function send(user: User) {
  await user.click(within(dialog()).getByRole('button', { name: 'Erneut einreichen' }));
}

function resubmissions(fetch: ReturnType<typeof mockFetch>) {
  return requestsTo(fetch, resubmitPath);
}

describe('/Geschäftsstandorte, resubmitting a rejected studio', () => {
  it('offers "Erneut einreichen" to the owner only for rejected studios', async () => {
    mockLocations();
    renderLocations();

    const list = await screen.findByRole('list', { name: 'Ihre Standorte' });
    const buttons = within(list).getAllByRole('button', { name: /erneut einreichen$/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveTextContent('Erneut einreichen');
    const card = buttons[0]!.closest('article')!;
    expect(within(card).getByRole('heading')).toHaveTextContent('Studio Nord');
    expect(card).toHaveTextContent('Abgelehnt');
    expect(card).toHaveTextContent('Begründung: Der Nachweis ist unleserlich.');
  });

  it.each(['manager', 'employee'] as const)(
    'shows a %s the rejection but no button',
    async (userType) => {
      mockLocations();
      renderLocations(userType);

      await screen.findByRole('list', { name: 'Ihre Standorte' });
      expect(screen.getByText('Begründung: Der Nachweis ist unleserlich.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /erneut einreichen$/ })).not.toBeInTheDocument();
    },
  );

  it('opens the dialog prefilled with the studio and the reason of the rejection', async () => {
    mockLocations();
    const { user } = renderLocations();

    const opened = await openResubmit(user);

    expect(field('Name des Standorts')).toHaveValue('Studio Nord');
    expect(field('Straße und Hausnummer')).toHaveValue('Hafenweg 5');
    expect(field('PLZ')).toHaveValue('20457');
    expect(field('Ort')).toHaveValue('Hamburg');
    expect(field('Website')).toHaveValue('https://studio-nord.de');
    expect(field('Telefonnummer')).toHaveValue('040 987654');
    expect(opened).toHaveTextContent('Begründung: Der Nachweis ist unleserlich.');
    expect(proofInput()).toHaveAttribute('accept', 'application/pdf,.pdf');
    expect(proofInput()).toHaveAttribute('aria-required', 'true');
  });

  it('sends the corrected studio with the new PDF as multipart, shows the server message and reloads the list', async () => {
    const fetch = mockLocations();
    const { user } = renderLocations();
    await openResubmit(user);
    await user.clear(field('Name des Standorts'));
    await user.type(field('Name des Standorts'), 'Studio Nord Altona');
    await user.upload(proofInput(), pdf());
    expect(within(dialog()).getByText('gewerbeschein-neu.pdf')).toBeInTheDocument();

    await send(user);

    expect(await screen.findByRole('status')).toHaveTextContent(resubmitted);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [request] = resubmissions(fetch);
    expect(request!.method).toBe('POST');
    const form = sentFormData(request);
    expect(studioFieldsSent(form)).toEqual({
      name: 'Studio Nord Altona',
      address: 'Hafenweg 5',
      zipcode: '20457',
      city: 'Hamburg',
      website: 'https://studio-nord.de',
      shop_phone: '040 987654',
      latitude: '53.5436123',
      longitude: '9.9664000',
    });
    const file = form.get('certificate_file') as File;
    expect(file.name).toBe('gewerbeschein-neu.pdf');
    expect(file.type).toBe('application/pdf');
    await waitFor(() =>
      expect(requestsTo(fetch, '/api/photobooth/registered-shops/', 'GET')).toHaveLength(2),
    );
  });

  it('asks for the new proof before sending anything', async () => {
    const fetch = mockLocations();
    const { user } = renderLocations();
    await openResubmit(user);

    await send(user);

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Bitte laden Sie einen neuen Gewerbenachweis als PDF hoch.',
    );
    expect(resubmissions(fetch)).toHaveLength(0);
    expect(requestsTo(fetch, '/api/geo/geocode/')).toHaveLength(0);
  });

  it('refuses a file that only claims to be a PDF', async () => {
    const fetch = mockLocations();
    const { user } = renderLocations();
    await openResubmit(user);
    await user.upload(
      proofInput(),
      new File(['Hallo Welt'], 'nachweis.pdf', { type: 'application/pdf' }),
    );

    await send(user);

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Nur PDF-Dateien werden akzeptiert.',
    );
    expect(resubmissions(fetch)).toHaveLength(0);
  });

  it('shows the server field errors at their fields and keeps the dialog open', async () => {
    mockLocations(
      jsonResponse(
        {
          zipcode: ['Die Postleitzahl muss aus genau 5 Ziffern bestehen.'],
          certificate_file: ['Nur PDF-Dateien werden akzeptiert.'],
          non_field_errors: [
            'Postleitzahl: Die Postleitzahl muss aus genau 5 Ziffern bestehen.',
            'Nur PDF-Dateien werden akzeptiert.',
          ],
        },
        { status: 400 },
      ),
    );
    const { user } = renderLocations();
    await openResubmit(user);
    await user.upload(proofInput(), pdf());

    await send(user);

    const alerts = await within(dialog()).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Nur PDF-Dateien werden akzeptiert.',
      'Fehler beim erneuten Einreichen. Postleitzahl: Die Postleitzahl muss aus genau 5 Ziffern bestehen.',
    ]);
    expect(field('PLZ')).toHaveAccessibleDescription(
      'Die Postleitzahl muss aus genau 5 Ziffern bestehen.',
    );
    expect(field('PLZ')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each<[string, FetchHandler, string]>([
    [
      'a studio no longer rejected',
      jsonResponse(
        {
          detail:
            'Nur abgelehnte Standorte können erneut eingereicht werden; dieser Standort wartet bereits auf die Prüfung oder ist freigegeben.',
        },
        { status: 409 },
      ),
      'Fehler beim erneuten Einreichen. Nur abgelehnte Standorte können erneut eingereicht werden; dieser Standort wartet bereits auf die Prüfung oder ist freigegeben.',
    ],
    [
      'an ended session',
      jsonResponse({ detail: 'Abgelaufen.' }, { status: 401 }),
      'Bitte erneut anmelden.',
    ],
    ['a server error', jsonResponse({}, { status: 500 }), 'Netzwerk-/Serverfehler.'],
  ])('reports %s', async (_case, answer, message) => {
    mockLocations(answer);
    const { user } = renderLocations();
    await openResubmit(user);
    await user.upload(proofInput(), pdf());

    await send(user);

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
  });
});
