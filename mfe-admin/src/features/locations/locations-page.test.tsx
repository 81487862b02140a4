import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const shops = [
  shop(),
  shop({
    id: 2,
    name: 'Passbild Atelier',
    address: 'Friedrichstraße 10',
    city: 'Berlin',
    zipcode: '10117',
    certificate_file: null,
    review_status: 'pending',
  }),
  shop({
    id: 3,
    name: 'Studio Nord',
    address: 'Hafenweg 5',
    city: 'Hamburg',
    zipcode: '20457',
    review_status: 'rejected',
    review_reason: 'Der Nachweis ist unleserlich.',
  }),
];

const berlinFound = jsonResponse({
  status: 'OK',
  results: [{ geometry: { location: { lat: 52.520008123, lng: 13.40495 } } }],
});

interface LocationMocks {
  list?: FetchHandler;
  add?: FetchHandler;
  geocode?: FetchHandler;
  remove?: FetchHandler;
}

function mockLocations(mocks: LocationMocks = {}) {
  return mockFetch({
    'GET /api/photobooth/registered-shops/': mocks.list ?? jsonResponse(shops),
    'POST /api/photobooth/registered-shops/': mocks.add ?? jsonResponse({ id: 4 }, { status: 201 }),
    'DELETE /api/photobooth/registered-shops/2/':
      mocks.remove ?? new Response(null, { status: 204 }),
    'GET /api/geo/postcode/10117/': jsonResponse({ city: 'Berlin' }),
    'GET /api/geo/geocode/': mocks.geocode ?? berlinFound,
  });
}

function renderLocations(userType: UserType = 'owner') {
  return renderWithProviders(<LocationsPage />, {
    route: '/Geschäftsstandorte',
    ...signedInAs(userType),
  });
}

function cards() {
  return within(screen.getByRole('list', { name: 'Ihre Standorte' })).getAllByRole('article');
}

function names() {
  return cards().map((card) => within(card).getByRole('heading').textContent);
}

function dialog() {
  return screen.getByRole('dialog', { name: 'Standort hinzufügen' });
}

function field(name: string) {
  return within(dialog()).getByRole('textbox', { name });
}

async function openDialog(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Standort hinzufügen' }));
}

async function fillLocation(user: User) {
  await user.type(field('Name des Standorts'), 'Passbild Mitte');
  await user.type(field('Straße und Hausnummer'), 'Unter den Linden 1');
  await user.type(field('PLZ'), '10117');
  await waitFor(() => expect(field('Ort')).toHaveValue('Berlin'));
}

async function submit(user: User) {
  await user.click(within(dialog()).getByRole('button', { name: 'Hinzufügen' }));
}

function pdf(name = 'gewerbeschein.pdf') {
  return new File(['%PDF-1.4\n'], name, { type: 'application/pdf' });
}

describe('/Geschäftsstandorte, list', () => {
  it('shows each studio with its certificate and review status', async () => {
    mockLocations();
    renderLocations();

    await screen.findByRole('list', { name: 'Ihre Standorte' });
    const [kiel, berlin, hamburg] = cards();
    expect(kiel).toHaveTextContent('Holstenstraße 1, 24103 Kiel');
    expect(
      within(kiel!).getByRole('link', { name: 'Gewerbenachweis ansehen (PDF)' }),
    ).toHaveAttribute('href', '/api/photobooth/registered-shops/1/certificate/');
    expect(kiel).toHaveTextContent('Freigegeben');
    expect(berlin).toHaveTextContent('Nicht hochgeladen');
    expect(berlin).toHaveTextContent('Prüfung ausstehend');
    expect(hamburg).toHaveTextContent('Abgelehnt');
    expect(hamburg).toHaveTextContent('Begründung: Der Nachweis ist unleserlich.');
  });

  it('searches name, address, city and zipcode', async () => {
    mockLocations();
    const { user } = renderLocations();
    await screen.findByRole('list', { name: 'Ihre Standorte' });
    const search = screen.getByRole('searchbox', { name: 'Standorte suchen' });

    for (const [term, expected] of [
      ['atelier', ['Passbild Atelier']],
      ['hafenweg', ['Studio Nord']],
      ['KIEL', ['Foto Schmidt Kiel']],
      ['101', ['Passbild Atelier']],
    ] as const) {
      await user.clear(search);
      await user.type(search, term);
      expect(names()).toEqual(expected);
    }
    await user.clear(search);
    await user.type(search, 'München');
    expect(screen.getByText('Kein Standort entspricht Ihrer Suche.')).toBeInTheDocument();
  });

  it('says so when no studio is stored', async () => {
    mockLocations({ list: jsonResponse([]) });
    renderLocations();
    expect(await screen.findByText('Derzeit ist kein Standort hinterlegt.')).toBeInTheDocument();
  });

  it.each<[string, FetchHandler, string]>([
    ['a server error', jsonResponse({}, { status: 500 }), 'Fehler beim Laden der Studios.'],
    [
      'a network error',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Netzwerkfehler.',
    ],
    [
      'an ended session',
      jsonResponse({ detail: 'Token abgelaufen.' }, { status: 401 }),
      'Bitte erneut anmelden.',
    ],
  ])('reports %s while loading', async (_case, list, message) => {
    mockLocations({ list });
    renderLocations();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it.each(['manager', 'employee'] as const)(
    'lets a %s view but neither add nor delete',
    async (userType) => {
      mockLocations();
      renderLocations(userType);
      await screen.findByRole('list', { name: 'Ihre Standorte' });

      expect(screen.queryByRole('button', { name: 'Standort hinzufügen' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /löschen$/ })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Zurück/ })).toHaveAttribute(
        'href',
        '/Verwaltungsbreich',
      );
    },
  );
});

describe('/Geschäftsstandorte, add dialog', () => {
  it('keeps five digits of the postcode and fills the city at five digits, clearing it on each change', async () => {
    const fetch = mockLocations();
    const { user } = renderLocations();
    await openDialog(user);

    await user.type(field('Ort'), 'Irgendwo');
    await user.type(field('PLZ'), '10a1');
    expect(field('PLZ')).toHaveValue('101');
    expect(field('Ort')).toHaveValue('');
    await user.type(field('PLZ'), '1-79');
    expect(field('PLZ')).toHaveValue('10117');
    await waitFor(() => expect(field('Ort')).toHaveValue('Berlin'));
    expect(requestsTo(fetch, '/api/geo/postcode/10117/')).toHaveLength(1);

    await user.type(field('PLZ'), '{Backspace}');
    expect(field('Ort')).toHaveValue('');
  });

  it('requires name, address, city and zipcode', async () => {
    const fetch = mockLocations();
    const { user } = renderLocations();
    await openDialog(user);
    await user.type(field('Name des Standorts'), 'Passbild Mitte');

    await submit(user);

    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Bitte füllen Sie alle erforderlichen Felder aus!',
    );
    expect(requestsTo(fetch, '/api/geo/geocode/')).toHaveLength(0);
    expect(field('Website')).not.toHaveAttribute('aria-required');
    expect(field('Telefonnummer')).not.toHaveAttribute('aria-required');
  });

  it('asks for a complete address when the postcode is short', async () => {
    const fetch = mockLocations();
    const { user } = renderLocations();
    await openDialog(user);
    await user.type(field('Name des Standorts'), 'Passbild Mitte');
    await user.type(field('Straße und Hausnummer'), 'Unter den Linden 1');
    await user.type(field('PLZ'), '1011');
    await user.type(field('Ort'), 'Berlin');

    await submit(user);

    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Bitte geben Sie eine vollständige Adresse ein (Straße, Stadt, PLZ)',
    );
    expect(requestsTo(fetch, '/api/geo/geocode/')).toHaveLength(0);
  });

  it('geocodes the address and sends the studio with 7-decimal coordinates and the PDF', async () => {
    const fetch = mockLocations();
    const { user } = renderLocations();
    await openDialog(user);
    await fillLocation(user);
    await user.type(field('Website'), 'https://passbild-mitte.de');
    await user.type(field('Telefonnummer'), '030 123');
    await user.upload(within(dialog()).getByLabelText('Gewerbenachweis (PDF)'), pdf());

    await submit(user);

    expect(await screen.findByRole('status')).toHaveTextContent('Studio erfolgreich hinzugefügt.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [geocode] = requestsTo(fetch, '/api/geo/geocode/');
    expect(new URL(geocode!.url, window.location.origin).searchParams.get('q')).toBe(
      'Unter den Linden 1, 10117 Berlin, Germany',
    );
    const form = sentFormData(requestsTo(fetch, '/api/photobooth/registered-shops/', 'POST')[0]);
    expect(studioFieldsSent(form)).toEqual({
      name: 'Passbild Mitte',
      address: 'Unter den Linden 1',
      city: 'Berlin',
      zipcode: '10117',
      website: 'https://passbild-mitte.de',
      shop_phone: '030 123',
      latitude: '52.5200081',
      longitude: '13.4049500',
    });
    expect((form.get('certificate_file') as File).name).toBe('gewerbeschein.pdf');
    await waitFor(() =>
      expect(requestsTo(fetch, '/api/photobooth/registered-shops/', 'GET')).toHaveLength(2),
    );
  });

  it('sends a studio without certificate, website and phone', async () => {
    const fetch = mockLocations();
    const { user } = renderLocations();
    await openDialog(user);
    await fillLocation(user);

    await submit(user);

    await screen.findByText('Studio erfolgreich hinzugefügt.');
    const form = sentFormData(requestsTo(fetch, '/api/photobooth/registered-shops/', 'POST')[0]);
    expect(form.has('certificate_file')).toBe(false);
    expect(form.get('website')).toBe('');
  });

  it('accepts only PDF files', async () => {
    mockLocations();
    const { user } = renderLocations();
    await openDialog(user);
    const input = within(dialog()).getByLabelText('Gewerbenachweis (PDF)');
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');

    fireEvent.change(input, {
      target: { files: [new File(['x'], 'foto.png', { type: 'image/png' })] },
    });

    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Nur PDF-Dateien werden akzeptiert.',
    );
  });

  it.each<[string, FetchHandler, string]>([
    [
      'no result',
      jsonResponse({ status: 'ZERO_RESULTS', results: [] }),
      'Adresse nicht gefunden. Bitte überprüfen Sie die Eingabe.',
    ],
    ['a failing geocoder', jsonResponse({}, { status: 502 }), 'Netzwerk-/Serverfehler.'],
  ])('keeps the dialog open on %s', async (_case, geocode, message) => {
    const fetch = mockLocations({ geocode });
    const { user } = renderLocations();
    await openDialog(user);
    await fillLocation(user);

    await submit(user);

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
    expect(requestsTo(fetch, '/api/photobooth/registered-shops/', 'POST')).toHaveLength(0);
  });

  it.each<[string, FetchHandler, string]>([
    [
      'an ended session',
      jsonResponse({ detail: 'Abgelaufen.' }, { status: 401 }),
      'Bitte erneut anmelden.',
    ],
    [
      'a refused studio',
      jsonResponse({ certificate_file: ['Die Datei ist keine PDF-Datei.'] }, { status: 400 }),
      'Fehler beim Hinzufügen. Die Datei ist keine PDF-Datei.',
    ],
    ['a server error', jsonResponse({}, { status: 500 }), 'Netzwerk-/Serverfehler.'],
    [
      'a network error',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Netzwerk-/Serverfehler.',
    ],
  ])('reports %s when adding', async (_case, add, message) => {
    mockLocations({ add });
    const { user } = renderLocations();
    await openDialog(user);
    await fillLocation(user);

    await submit(user);

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
  });
});

describe('/Geschäftsstandorte, delete', () => {
  async function askToDelete(user: User) {
    await user.click(await screen.findByRole('button', { name: 'Passbild Atelier löschen' }));
    return screen.getByRole('dialog', { name: 'Studio löschen' });
  }

  it('asks first and deletes the studio after confirmation', async () => {
    const fetch = mockLocations();
    const { user } = renderLocations();

    const confirm = await askToDelete(user);
    expect(confirm).toHaveTextContent('Möchten Sie dieses Studio wirklich dauerhaft löschen?');
    await user.click(within(confirm).getByRole('button', { name: 'Endgültig löschen' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Studio erfolgreich gelöscht.');
    expect(requestsTo(fetch, '/api/photobooth/registered-shops/2/')).toHaveLength(1);
  });

  it('does nothing on cancel', async () => {
    const fetch = mockLocations();
    const { user } = renderLocations();

    const confirm = await askToDelete(user);
    await user.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetch, '/api/photobooth/registered-shops/2/')).toHaveLength(0);
  });

  it('reports a failed delete', async () => {
    mockLocations({ remove: jsonResponse({ detail: 'Nein.' }, { status: 500 }) });
    const { user } = renderLocations();

    const confirm = await askToDelete(user);
    await user.click(within(confirm).getByRole('button', { name: 'Endgültig löschen' }));

    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Fehler beim Löschen des Studios.',
    );
  });
});
