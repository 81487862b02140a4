import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { jsonResponse, mockFetch, requestsTo } from 'shared-ui/testing/mock-fetch';
import { recordConsoleErrors } from 'shared-ui/testing/console-errors';
import { fakeOnly } from 'shared-ui/testing/fake-timers';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { meanPosition } from './all-shops-view';
import { finderTexts } from './finder-texts';
import FinderSection from './finder-section';
import type { GeocodeResponse } from './location-search';
import { mapCamera, renderedMap } from './testing/react-map-gl-mock';
import { kielStudio, munichStudio, neumuensterStudio } from './testing/shop-fixtures';
import { testSiteConfig } from 'shared-ui/testing/site-config-fixture';
import { weekWithNoonBreak as week } from 'shared-ui/testing/opening-hours-fixture';

jest.mock('react-map-gl/mapbox', () => jest.requireActual('./testing/react-map-gl-mock'));

const siteConfig = (mapboxToken: string | null) => testSiteConfig({ mapboxToken });

const allStudios = [munichStudio, kielStudio, neumuensterStudio];

const kielGeocode: GeocodeResponse = {
  status: 'OK',
  results: [
    {
      geometry: { location: { lat: 54.3233, lng: 10.1228 } },
      address_components: [
        { long_name: '24103', short_name: '24103', types: ['postal_code'] },
        { long_name: 'Kiel', short_name: 'Kiel', types: ['locality'] },
      ],
      formatted_address: '24103 Kiel, Deutschland',
    },
  ],
};

interface Setup {
  mapboxToken?: string | null;
  geocode?: (request: Request) => Response | Promise<Response>;
  /** Studios for a search (any radius below 1000 km); the all-shops query gets `allStudios`. */
  nearby?: (request: Request) => Response | Promise<Response>;
  allShops?: () => Response;
  /** Where the finder is opened, e.g. `/map?q=24103&r=25`. Default `/map`. */
  route?: string;
}

/** The finder as a page shows it, with the browser's Back button next to it. */
function FinderWithBack() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser zurück
      </button>
      <FinderSection />
    </>
  );
}

function setup({
  mapboxToken = 'pk.test-token',
  geocode = () => jsonResponse(kielGeocode),
  nearby = () => jsonResponse([neumuensterStudio, kielStudio]),
  allShops = () => jsonResponse(allStudios),
  route = '/map',
}: Setup = {}) {
  const fetchMock = mockFetch({
    'GET /api/site/config/': jsonResponse(siteConfig(mapboxToken)),
    'GET /api/geo/geocode/': geocode,
    'GET /api/photobooth/shops-nearby/': (request) =>
      new URL(request.url, window.location.origin).searchParams.get('radius') === '1000'
        ? allShops()
        : nearby(request),
  });
  const view = renderWithProviders(<FinderWithBack />, { route });
  return { ...view, fetchMock };
}

/** The finder is there at once; the user argument keeps the call sites of the search steps. */
async function openFinder(_user: ReturnType<typeof setup>['user']) {
  return screen.findByRole('form', { name: finderTexts.searchHeading });
}

async function searchFor(user: ReturnType<typeof setup>['user'], text: string) {
  const input = screen.getByPlaceholderText('Straße, Ort, PLZ');
  await user.clear(input);
  if (text) await user.type(input, text);
  await user.click(screen.getByRole('button', { name: 'Suche Starten' }));
}

const queryOf = (request: Request) =>
  Object.fromEntries(new URL(request.url, window.location.origin).searchParams);

beforeEach(() => {
  jest.clearAllMocks();
  renderedMap.props = null;
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('FinderSection', () => {
  it('shows the search at once, without a checkbox to tick first', async () => {
    setup();
    expect(await screen.findByRole('form', { name: 'PASSBILDSTUDIO SUCHEN' })).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Finden Sie einen Fotografen')).not.toBeInTheDocument();
  });

  it('opens the map with all shops around the centre of Germany and the search panel', async () => {
    const { user, fetchMock } = setup();
    const form = await openFinder(user);

    expect(within(form).getByRole('heading', { name: 'PASSBILDSTUDIO SUCHEN' })).toBeVisible();
    expect(within(form).getByPlaceholderText('Straße, Ort, PLZ')).toHaveValue('');
    const slider = within(form).getByRole('slider');
    expect(slider).toHaveAttribute('min', '10');
    expect(slider).toHaveAttribute('max', '100');
    expect(slider).toHaveValue('10');
    expect(within(form).getByText('UMKREIS', { exact: false })).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Suche Starten' })).toBeEnabled();

    await screen.findByTestId('map');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Markierung 1' })).toBeInTheDocument(),
    );
    const [allShopsRequest] = requestsTo(fetchMock, '/api/photobooth/shops-nearby/');
    expect(queryOf(allShopsRequest!)).toEqual({
      latitude: '51.1657',
      longitude: '10.4515',
      radius: '1000',
    });
    expect(renderedMap.props).toMatchObject({
      RTLTextPlugin: false,
      mapboxAccessToken: 'pk.test-token',
    });
    expect(screen.getByText('3 Passbildstudios auf der Karte')).toBeVisible();
  });

  it('centres the all-shops view on the mean position of the shops', async () => {
    const { user } = setup();
    await openFinder(user);
    await waitFor(() => expect(mapCamera.fitBounds).toHaveBeenCalled());
    const [[west, south], [east, north]] = mapCamera.fitBounds.mock.calls.at(-1)![0] as [
      [number, number],
      [number, number],
    ];
    const mean = meanPosition(allStudios)!;
    expect((south + north) / 2).toBeCloseTo(mean.latitude, 6);
    expect((west + east) / 2).toBeCloseTo(mean.longitude, 6);
  });

  it('searches a postcode and lists the studios nearest first, then goes back to the search', async () => {
    const { user, fetchMock } = setup();
    await openFinder(user);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '25' } });
    await searchFor(user, '24103');

    const results = await screen.findByRole('region', { name: 'ERGEBNISSE' });
    expect(queryOf(requestsTo(fetchMock, '/api/geo/geocode/')[0]!)).toEqual({
      postal_code: '24103',
      country: 'DE',
    });
    const nearbyRequests = requestsTo(fetchMock, '/api/photobooth/shops-nearby/');
    expect(queryOf(nearbyRequests.at(-1)!)).toEqual({
      latitude: '54.3233',
      longitude: '10.1228',
      radius: '25',
    });

    const list = within(results).getByRole('list', { name: 'ERGEBNISSE' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Foto Förde',
      'Studio Neumünster',
    ]);
    expect(items[0]).toHaveTextContent('Holstenstraße 10');
    expect(items[0]).toHaveTextContent('24103 Kiel');
    expect(items[0]).toHaveTextContent('ca. 750 m');
    expect(items[1]).toHaveTextContent('ca. 29 km');
    expect(within(items[0]!).getByRole('link', { name: '0431 123456' })).toHaveAttribute(
      'href',
      'tel:0431123456',
    );
    expect(
      within(items[0]!).getByRole('link', { name: 'www.foto-foerde.example' }),
    ).toHaveAttribute('href', 'https://www.foto-foerde.example/');
    const route = within(items[0]!).getByRole('link', { name: 'Route' });
    expect(route).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/directions?to=Foto+F%C3%B6rde%2C+Holstenstra%C3%9Fe+10%2C+24103+Kiel&route=%3B54.3222%2C10.1339',
    );
    expect(route).toHaveAccessibleDescription('Foto Förde');
    expect(route).toHaveAttribute('target', '_blank');
    expect(route.getAttribute('rel')).toContain('noopener');
    expect(mapCamera.flyTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ center: [10.1228, 54.3233], zoom: 8 }),
    );
    expect(screen.queryByText('PASSBILDSTUDIO SUCHEN')).not.toBeInTheDocument();

    await user.click(within(results).getByRole('button', { name: 'Zurück zur Suche' }));
    expect(screen.getByRole('form', { name: 'PASSBILDSTUDIO SUCHEN' })).toBeVisible();
    expect(screen.getByPlaceholderText('Straße, Ort, PLZ')).toHaveValue('24103');
    expect(screen.queryByText('ERGEBNISSE')).not.toBeInTheDocument();
  });

  it('searches an address as free text', async () => {
    const { user, fetchMock } = setup();
    await openFinder(user);
    await searchFor(user, 'Holstenstraße 1, Kiel');
    await screen.findByRole('region', { name: 'ERGEBNISSE' });
    expect(queryOf(requestsTo(fetchMock, '/api/geo/geocode/')[0]!)).toEqual({
      q: 'Holstenstraße 1, Kiel',
    });
  });

  it('says when no studio lies within the radius', async () => {
    const { user } = setup({ nearby: () => jsonResponse([]) });
    await openFinder(user);
    await searchFor(user, 'Kiel');
    const results = await screen.findByRole('region', { name: 'ERGEBNISSE' });
    expect(within(results).getByText(finderTexts.noResults)).toBeVisible();
    expect(within(results).queryByRole('listitem')).not.toBeInTheDocument();
  });

  describe('error messages (spec §8), each leaving the search panel', () => {
    const geocodeFailed = 'Standortsuche fehlgeschlagen.';
    // [cause, answers, input, message shown, geocode requests made, console errors logged]
    const cases: [string, Setup, string, string, number, string[]][] = [
      ['empty input', {}, '', 'Bitte geben Sie eine gültige Adresse, Stadt oder PLZ ein.', 0, []],
      [
        'ZERO_RESULTS',
        { geocode: () => jsonResponse({ status: 'ZERO_RESULTS', results: [] }) },
        'Nirgendwo',
        'Standort nicht gefunden. Bitte überprüfen Sie die Eingabe.',
        1,
        [],
      ],
      [
        'an empty result list',
        { geocode: () => jsonResponse({ status: 'OK', results: [] }) },
        'Nirgendwo',
        'Standort nicht gefunden. Bitte überprüfen Sie die Eingabe.',
        1,
        [],
      ],
      [
        'a server error',
        {
          geocode: () => jsonResponse({ status: 'UNKNOWN_ERROR', results: [] }, { status: 502 }),
        },
        'Kiel',
        'Fehler beim Abrufen des Standorts.',
        1,
        [geocodeFailed],
      ],
      [
        'a network error',
        {
          geocode: () => {
            throw new TypeError('Failed to fetch');
          },
        },
        'Kiel',
        'Fehler beim Abrufen des Standorts.',
        1,
        [geocodeFailed],
      ],
      [
        'a failed nearby query',
        { nearby: () => jsonResponse({ detail: 'kaputt' }, { status: 500 }) },
        'Kiel',
        finderTexts.errorShopsFailed,
        1,
        ['Passbildstudios in der Nähe konnten nicht geladen werden.'],
      ],
    ];

    it.each(cases)('%s', async (_cause, options, input, message, geocodeRequests, logged) => {
      const errors = recordConsoleErrors();
      const { user, fetchMock } = setup(options);
      await openFinder(user);
      await searchFor(user, input);
      expect(await screen.findByText(message)).toBeVisible();
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('form', { name: 'PASSBILDSTUDIO SUCHEN' })).toBeVisible();
      expect(screen.queryByText('ERGEBNISSE')).not.toBeInTheDocument();
      expect(requestsTo(fetchMock, '/api/geo/geocode/')).toHaveLength(geocodeRequests);
      expect(errors.logged()).toEqual(logged.map((text) => expect.stringContaining(text)));
    });

    it('clears the message with the next successful search', async () => {
      const { user } = setup();
      await openFinder(user);
      await searchFor(user, '');
      expect(screen.getByText(finderTexts.errorEmptyInput)).toBeVisible();
      await searchFor(user, '24103');
      await screen.findByRole('region', { name: 'ERGEBNISSE' });
      await user.click(screen.getByRole('button', { name: 'Zurück zur Suche' }));
      expect(screen.queryByText(finderTexts.errorEmptyInput)).not.toBeInTheDocument();
    });
  });

  it('opens the info window of a clicked marker and clears the selection when it closes', async () => {
    const { user } = setup();
    await openFinder(user);
    await user.click(await screen.findByRole('button', { name: 'Markierung 1' }));

    const info = screen.getByRole('region', { name: 'Infos' });
    expect(within(info).getByText('Foto Förde')).toBeVisible();
    expect(info).toHaveTextContent('Holstenstraße 10');
    expect(info).toHaveTextContent('24103 Kiel');
    expect(info).toHaveTextContent('Deutschland');
    expect(within(info).getByRole('link', { name: 'Route berechnen' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(info).toHaveTextContent('Entfernung zur Mitte Deutschlands');
    expect(info).toHaveTextContent('Telefonnummer');
    expect(within(info).getByRole('link', { name: '0431 123456' })).toHaveAttribute(
      'href',
      'tel:0431123456',
    );
    expect(within(info).getByRole('link', { name: 'www.foto-foerde.example' })).toHaveAttribute(
      'href',
      'https://www.foto-foerde.example/',
    );

    await user.click(within(info).getByRole('button', { name: 'Infos schließen' }));
    expect(screen.queryByRole('region', { name: 'Infos' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Markierung 3' }));
    expect(screen.getByRole('region', { name: 'Infos' })).toHaveTextContent('Passbild München');
    await user.click(screen.getByRole('button', { name: 'Leere Stelle der Karte' }));
    expect(screen.queryByRole('region', { name: 'Infos' })).not.toBeInTheDocument();
  });

  it('measures the info window distance from the search location after a search', async () => {
    const { user } = setup();
    await openFinder(user);
    await searchFor(user, '24103');
    await screen.findByRole('region', { name: 'ERGEBNISSE' });
    await user.click(screen.getByRole('button', { name: 'Markierung 2' }));
    const info = screen.getByRole('region', { name: 'Infos' });
    expect(info).toHaveTextContent('Entfernung zum Suchort');
    expect(info).toHaveTextContent('ca. 29 km');
    // Only the studios found are on the map now.
    expect(screen.queryByRole('button', { name: 'Markierung 3' })).not.toBeInTheDocument();
  });

  it('works without a Mapbox token: no word about tokens or maps, the list is the whole answer', async () => {
    const { user, fetchMock } = setup({ mapboxToken: null });
    await openFinder(user);
    // While the site configuration loads, the map area holds its place; then it goes.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: finderTexts.mapLabel })).not.toBeInTheDocument(),
    );
    expect(requestsTo(fetchMock, '/api/site/config/')).toHaveLength(1);
    expect(screen.queryByText(/Karte|konfiguriert|Token/i)).not.toBeInTheDocument();
    expect(screen.queryByTestId('map')).not.toBeInTheDocument();

    await searchFor(user, '24103');
    const results = await screen.findByRole('region', { name: 'ERGEBNISSE' });
    const list = within(results).getByRole('list', { name: 'ERGEBNISSE' });
    expect(list.children).toHaveLength(2);
    expect(within(list).getByRole('link', { name: '04321 98765' })).toHaveAttribute(
      'href',
      'tel:0432198765',
    );
    expect(within(list).getAllByRole('link', { name: 'Route' })).toHaveLength(2);
    // The studios of all Germany are only for a map: not asked for without one.
    expect(
      requestsTo(fetchMock, '/api/photobooth/shops-nearby/').map((r) => queryOf(r).radius),
    ).toEqual(['10']);
  });

  describe('the search in the URL', () => {
    /** What the finder's status region says, i.e. what a screen reader announces. */
    const announced = (text: string) =>
      waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));

    it('puts the search into the URL, moves focus to the results heading and announces them', async () => {
      const { user, location } = setup();
      await openFinder(user);
      fireEvent.change(screen.getByRole('slider'), { target: { value: '25' } });
      await searchFor(user, '24103');

      const heading = await screen.findByRole('heading', { name: 'ERGEBNISSE' });
      expect(location().pathname).toBe('/map');
      expect(location().search).toBe('?q=24103&r=25');
      expect(heading).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent(
        '2 Passbildstudios gefunden (24103 Kiel, Deutschland, 25 km)',
      );
    });

    it('shows the results of a shared link at once, without taking the focus', async () => {
      const { fetchMock } = setup({ route: '/map?q=24103&r=25' });
      const heading = await screen.findByRole('heading', { name: 'ERGEBNISSE' });
      expect(heading).not.toHaveFocus();
      expect(queryOf(requestsTo(fetchMock, '/api/geo/geocode/')[0]!)).toEqual({
        postal_code: '24103',
        country: 'DE',
      });
      const searches = requestsTo(fetchMock, '/api/photobooth/shops-nearby/')
        .map(queryOf)
        .filter((query) => query.radius !== '1000');
      expect(searches).toEqual([{ latitude: '54.3233', longitude: '10.1228', radius: '25' }]);
    });

    it('holds a radius from the URL to the slider range', async () => {
      setup({ route: '/map?q=24103&r=5000' });
      await screen.findByRole('heading', { name: 'ERGEBNISSE' });
      await announced('2 Passbildstudios gefunden (24103 Kiel, Deutschland, 100 km)');
    });

    it('restores the previous search and the search form with Back', async () => {
      const geocode = (request: Request) =>
        queryOf(request).q === 'Neumünster'
          ? jsonResponse({
              status: 'OK',
              results: [
                {
                  geometry: { location: { lat: 54.0739, lng: 9.9848 } },
                  address_components: [],
                  formatted_address: 'Neumünster, Deutschland',
                },
              ],
            })
          : jsonResponse(kielGeocode);
      const { user, location } = setup({ geocode });
      await openFinder(user);
      await searchFor(user, '24103');
      await announced('2 Passbildstudios gefunden (24103 Kiel, Deutschland, 10 km)');
      await user.click(screen.getByRole('button', { name: 'Zurück zur Suche' }));
      await searchFor(user, 'Neumünster');
      await announced('2 Passbildstudios gefunden (Neumünster, Deutschland, 10 km)');
      expect(location().search).toBe('?q=Neum%C3%BCnster&r=10');

      await user.click(screen.getByRole('button', { name: 'Browser zurück' }));
      expect(await screen.findByRole('form', { name: 'PASSBILDSTUDIO SUCHEN' })).toBeVisible();
      expect(location().search).toBe('');

      await user.click(screen.getByRole('button', { name: 'Browser zurück' }));
      await announced('2 Passbildstudios gefunden (24103 Kiel, Deutschland, 10 km)');
      expect(location().search).toBe('?q=24103&r=10');
    });
  });

  it('offers a retry when the studios for the map cannot be loaded', async () => {
    let failing = true;
    const { user } = setup({
      allShops: () =>
        failing ? jsonResponse({ detail: 'kaputt' }, { status: 500 }) : jsonResponse(allStudios),
    });
    await openFinder(user);
    expect(await screen.findByText(finderTexts.allShopsFailed)).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Erneut laden' }));
    expect(await screen.findByText('3 Passbildstudios auf der Karte')).toBeVisible();
  });
  describe('opening hours and filters (issue 21, item 4)', () => {
    const hoursStudios = [
      { ...kielStudio, opening_hours: week, barrier_free: false },
      { ...neumuensterStudio, opening_hours: week, barrier_free: true },
      {
        ...munichStudio,
        id: 4,
        latitude: 53.9,
        longitude: 10.0,
        opening_hours: null,
        barrier_free: true,
      },
    ];

    /** Only the date is fixed; timers stay real, so requests and user events run as usual. */
    function fixClock(utc: string) {
      fakeOnly(['Date'], new Date(utc));
    }

    afterEach(() => jest.useRealTimers());

    async function resultItems() {
      const results = await screen.findByRole('region', { name: 'ERGEBNISSE' });
      const list = within(results).queryByRole('list', { name: 'ERGEBNISSE' });
      return list ? [...list.children] : [];
    }

    it("shows today's hours and 'jetzt geöffnet' in Berlin time, and filters", async () => {
      // Monday 23 November 2026, 10:00 in Berlin (09:00 UTC).
      fixClock('2026-11-23T09:00:00Z');
      const { user } = setup({
        route: '/map?q=24103&r=10',
        nearby: () => jsonResponse(hoursStudios),
      });

      const items = await resultItems();
      expect(items).toHaveLength(3);
      expect(items[0]).toHaveTextContent('jetzt geöffnet · Heute: 09:00–12:30, 14:00–18:00');
      expect(items[0]).not.toHaveTextContent('barrierefrei');
      expect(items[1]).toHaveTextContent(
        'jetzt geöffnet · Heute: 09:00–12:30, 14:00–18:00 · barrierefrei',
      );
      expect(items[2]).toHaveTextContent('Öffnungszeiten nicht angegeben · barrierefrei');
      expect(items[2]).not.toHaveTextContent(/geöffnet|geschlossen/);

      await user.click(screen.getByRole('checkbox', { name: 'jetzt geöffnet' }));
      expect(
        (await resultItems()).map(
          (item) => within(item as HTMLElement).getByRole('heading').textContent,
        ),
      ).toEqual(['Foto Förde', 'Studio Neumünster']);
      expect(screen.getByText('2 von 3 Passbildstudios entsprechen den Filtern.')).toBeVisible();

      await user.click(screen.getByRole('checkbox', { name: 'barrierefrei' }));
      expect(
        (await resultItems()).map(
          (item) => within(item as HTMLElement).getByRole('heading').textContent,
        ),
      ).toEqual(['Studio Neumünster']);

      await user.click(screen.getByRole('checkbox', { name: 'jetzt geöffnet' }));
      expect(await resultItems()).toHaveLength(2);
    });

    it("says 'geschlossen' during the break and on Sunday, and when no studio is open", async () => {
      // Monday 13:00 in Berlin: the noon break.
      fixClock('2026-11-23T12:00:00Z');
      const { user } = setup({
        route: '/map?q=24103&r=10',
        nearby: () => jsonResponse(hoursStudios),
      });

      const items = await resultItems();
      expect(items[0]).toHaveTextContent('geschlossen · Heute: 09:00–12:30, 14:00–18:00');
      await user.click(screen.getByRole('checkbox', { name: 'jetzt geöffnet' }));
      expect(await resultItems()).toHaveLength(0);
      expect(
        screen.getByText('Kein Passbildstudio entspricht den gewählten Filtern.'),
      ).toBeVisible();
    });

    it('says a closed Sunday', async () => {
      // Sunday 29 November 2026, 12:00 in Berlin.
      fixClock('2026-11-29T11:00:00Z');
      setup({ route: '/map?q=24103&r=10', nearby: () => jsonResponse(hoursStudios) });

      const items = await resultItems();
      expect(items[0]).toHaveTextContent('geschlossen · Heute geschlossen');
    });
  });
});
