import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import {
  jsonResponse,
  mockFetch,
  requestsTo,
  type FetchHandler,
} from 'shared-ui/testing/mock-fetch';
import { pdfFile, renamedTextFile, studioDraft } from '../testing/registration-fixtures';
import { LocationStep } from './location-step';
import { readStudios } from './studio-drafts';
import { useStudioDrafts } from './use-studio-drafts';

function Harness() {
  return <LocationStep drafts={useStudioDrafts()} />;
}

const kielFound = jsonResponse({
  status: 'OK',
  results: [
    {
      geometry: { location: { lat: 54.32331234, lng: 10.13945678 } },
      address_components: [{ long_name: 'Kiel', types: ['locality'] }],
    },
  ],
});

function mockGeo(geocode: FetchHandler = kielFound) {
  return mockFetch({
    'GET /api/geo/postcode/24103/': jsonResponse({ city: 'Kiel' }),
    'GET /api/geo/geocode/': geocode,
  });
}

function dialog() {
  return screen.getByRole('dialog', { name: 'Standort oder Fotostudio hinzufügen' });
}

function field(name: string) {
  return within(dialog()).getByRole('textbox', { name });
}

async function openAndFill(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: 'Standort hinzufügen' }));
  await user.type(field('Name des Standorts oder Fotostudios'), 'Foto Schmidt Kiel');
  await user.type(field('Straße und Hausnummer'), 'Holstenstraße 1');
  await user.type(field('PLZ'), '24103');
  await waitFor(() => expect(field('Ort')).toHaveValue('Kiel'));
  await user.type(field('Telefonnummer'), '0431 123456');
  await user.type(field('Website'), 'https://foto-schmidt.de');
}

describe('location dialog', () => {
  it('keeps only five digits of the postcode, clears the city on each change and looks it up at five digits', async () => {
    const fetch = mockGeo();
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Standort hinzufügen' }));

    await user.type(field('Ort'), 'Altstadt');
    await user.type(field('PLZ'), '24a1');
    expect(field('PLZ')).toHaveValue('241');
    expect(field('Ort')).toHaveValue('');
    expect(requestsTo(fetch, '/api/geo/postcode/241/')).toHaveLength(0);

    await user.type(field('PLZ'), '03-99');
    expect(field('PLZ')).toHaveValue('24103');
    expect(field('PLZ')).toHaveAttribute('maxLength', '5');
    await waitFor(() => expect(field('Ort')).toHaveValue('Kiel'));
    expect(requestsTo(fetch, '/api/geo/postcode/24103/')).toHaveLength(1);

    await user.type(field('PLZ'), '{Backspace}');
    expect(field('Ort')).toHaveValue('');
  });

  it('only logs a failed postcode lookup and lets the city be typed', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({
      'GET /api/geo/postcode/99999/': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Standort hinzufügen' }));
    await user.type(field('PLZ'), '99999');

    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(field('Ort'), 'Irgendwo');
    expect(field('Ort')).toHaveValue('Irgendwo');
    warn.mockRestore();
  });

  it('marks all fields as required and refuses an incomplete location', async () => {
    const fetch = mockGeo();
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Standort hinzufügen' }));
    for (const name of [
      'Name des Standorts oder Fotostudios',
      'Straße und Hausnummer',
      'PLZ',
      'Ort',
      'Telefonnummer',
      'Website',
    ]) {
      expect(field(name)).toHaveAttribute('aria-required', 'true');
    }
    await user.type(field('Name des Standorts oder Fotostudios'), 'Foto Schmidt');

    await user.click(within(dialog()).getByRole('button', { name: 'Hinzufügen' }));

    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Bitte füllen Sie alle erforderlichen Felder aus!',
    );
    expect(requestsTo(fetch, '/api/geo/geocode/')).toHaveLength(0);
  });

  it('geocodes the address and adds the location with its coordinates to the session draft', async () => {
    const fetch = mockGeo();
    const { user } = renderWithProviders(<Harness />);
    await openAndFill(user);

    await user.click(within(dialog()).getByRole('button', { name: 'Hinzufügen' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Fotostandort erfolgreich hinzugefügt!',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [geocode] = requestsTo(fetch, '/api/geo/geocode/');
    expect(new URL(geocode!.url, window.location.origin).searchParams.get('q')).toBe(
      'Holstenstraße 1, 24103 Kiel',
    );
    expect(screen.getByRole('list', { name: 'Hinzugefügte Standorte' })).toHaveTextContent(
      'Foto Schmidt Kiel',
    );
    expect(readStudios()).toEqual([
      expect.objectContaining({
        name: 'Foto Schmidt Kiel',
        address: 'Holstenstraße 1',
        zipcode: '24103',
        city: 'Kiel',
        shop_phone: '0431 123456',
        website: 'https://foto-schmidt.de',
        latitude: 54.32331234,
        longitude: 10.13945678,
        uploadedFiles: [],
      }),
    ]);
  });

  it.each([
    [
      'ZERO_RESULTS',
      jsonResponse({ status: 'ZERO_RESULTS', results: [] }),
      'Adresse nicht gefunden. Bitte überprüfen Sie die Eingabe.',
    ],
    [
      'an empty result',
      jsonResponse({ status: 'OK', results: [] }),
      'Adresse nicht gefunden. Bitte überprüfen Sie die Eingabe.',
    ],
    [
      'a server error',
      jsonResponse({ detail: 'kaputt' }, { status: 502 }),
      'Fehler beim Abrufen der Koordinaten. Bitte versuchen Sie es erneut.',
    ],
    [
      'a network error',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Fehler beim Abrufen der Koordinaten. Bitte versuchen Sie es erneut.',
    ],
  ] as [string, FetchHandler, string][])(
    'keeps the dialog open on %s',
    async (_case, answer, message) => {
      mockGeo(answer);
      const { user } = renderWithProviders(<Harness />);
      await openAndFill(user);

      await user.click(within(dialog()).getByRole('button', { name: 'Hinzufügen' }));

      expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
      expect(readStudios()).toEqual([]);
    },
  );

  it('closes on Abbrechen without adding anything', async () => {
    mockGeo();
    const { user } = renderWithProviders(<Harness />);
    await openAndFill(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Noch keine Standorte hinzugefügt.')).toBeInTheDocument();
  });

  it('accepts a PDF as Gewerbeschein and refuses a renamed text file', async () => {
    mockGeo();
    const { user } = renderWithProviders(<Harness />);
    await openAndFill(user);
    const upload = within(dialog()).getByLabelText('Gewerbeschein (PDF)');

    await user.upload(upload, renamedTextFile());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Nur PDF-Dateien werden akzeptiert',
    );

    await user.upload(upload, pdfFile());
    await waitFor(() => expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument());
    expect(within(dialog()).getByText('gewerbeschein.pdf')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Hinzufügen' }));

    await screen.findByText('Fotostandort erfolgreich hinzugefügt!');
    expect(readStudios()[0]?.uploadedFiles).toEqual([
      expect.objectContaining({ name: 'gewerbeschein.pdf', type: 'application/pdf' }),
    ]);
  });

  it('edits a location, removes one and keeps the rest', async () => {
    window.localStorage.setItem(
      'studios',
      JSON.stringify([studioDraft(), studioDraft({ id: 'studio-2', name: 'Foto Schmidt Plön' })]),
    );
    mockGeo();
    const { user } = renderWithProviders(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Foto Schmidt Kiel bearbeiten' }));
    expect(field('PLZ')).toHaveValue('24103');
    expect(within(dialog()).getByText('gewerbeschein.pdf')).toBeInTheDocument();
    await user.clear(field('Name des Standorts oder Fotostudios'));
    await user.type(field('Name des Standorts oder Fotostudios'), 'Passbild Schmidt');
    await user.click(within(dialog()).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Standort erfolgreich bearbeitet!');
    expect(readStudios().map((studio) => studio.name)).toEqual([
      'Passbild Schmidt',
      'Foto Schmidt Plön',
    ]);
    expect(readStudios()[0]).toMatchObject({ id: 'studio-1', uploadedFiles: [expect.anything()] });

    await user.click(screen.getByRole('button', { name: 'Foto Schmidt Plön entfernen' }));
    expect(readStudios().map((studio) => studio.name)).toEqual(['Passbild Schmidt']);
  });
});
