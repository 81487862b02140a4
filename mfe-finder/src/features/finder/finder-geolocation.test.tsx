import { screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { jsonResponse, mockFetch, requestsTo } from 'shared-ui/testing/mock-fetch';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { testSiteConfig } from 'shared-ui/testing/site-config-fixture';
import FinderSection from './finder-section';
import { kielStudio, neumuensterStudio as neumuenster } from './testing/shop-fixtures';

/** Issue 21: "Meinen Standort verwenden" and the filters in the URL. The list without a map. */

// Here the Neumünster studio has step-free access: the filter tests need one that has.
const neumuensterStudio = { ...neumuenster, barrier_free: true };

const queryOf = (request: Request) =>
  Object.fromEntries(new URL(request.url, window.location.origin).searchParams);

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

function setup(route = '/map') {
  const fetchMock = mockFetch({
    'GET /api/site/config/': jsonResponse(testSiteConfig({ mapboxToken: null })),
    'GET /api/geo/geocode/': jsonResponse({ status: 'ZERO_RESULTS', results: [] }),
    'GET /api/photobooth/shops-nearby/': () => jsonResponse([neumuensterStudio, kielStudio]),
  });
  const view = renderWithProviders(<FinderWithBack />, { route });
  const searches = () =>
    requestsTo(fetchMock, '/api/photobooth/shops-nearby/')
      .map(queryOf)
      .filter((query) => query.radius !== '1000');
  return { ...view, fetchMock, searches };
}

type Geolocate = Geolocation['getCurrentPosition'];

function mockGeolocation(getCurrentPosition: Geolocate) {
  const geolocation = { getCurrentPosition: jest.fn(getCurrentPosition) };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return geolocation;
}

const granted =
  (latitude: number, longitude: number): Geolocate =>
  (success) =>
    success({
      coords: { latitude, longitude, accuracy: 20 },
      timestamp: Date.now(),
    } as GeolocationPosition);

const failing =
  (code: number): Geolocate =>
  (_success, error) =>
    error?.({ code, message: '' } as GeolocationPositionError);

async function resultNames() {
  const results = await screen.findByRole('region', { name: 'ERGEBNISSE' });
  const list = within(results).queryByRole('list', { name: 'ERGEBNISSE' });
  return list
    ? within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent)
    : [];
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  jest.restoreAllMocks();
});

describe('Meinen Standort verwenden', () => {
  it('searches around the granted position, puts it in the URL and focuses the results heading', async () => {
    const geolocation = mockGeolocation(granted(54.32345, 10.13012));
    const { user, location, searches, fetchMock } = setup();
    await user.click(await screen.findByRole('button', { name: 'Meinen Standort verwenden' }));

    const heading = await screen.findByRole('heading', { name: 'ERGEBNISSE' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(location().pathname).toBe('/map');
    expect(location().search).toBe('?lat=54.323&lng=10.130&r=10');
    expect(searches()).toEqual([{ latitude: '54.323', longitude: '10.13', radius: '10' }]);
    // No place name to look up: the position goes straight to the studio search.
    expect(requestsTo(fetchMock, '/api/geo/geocode/')).toHaveLength(0);
    expect(await resultNames()).toEqual(['Foto Förde', 'Studio Neumünster']);
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 Passbildstudios gefunden (Ihr Standort, 10 km)',
    );
  });

  it('says in German, politely, that the position was refused; the search form stays', async () => {
    mockGeolocation(failing(1));
    const { user, location, searches } = setup();
    await user.click(await screen.findByRole('button', { name: 'Meinen Standort verwenden' }));

    const message = await screen.findByText(
      'Ihr Standort ist nicht freigegeben. Bitte geben Sie Postleitzahl oder Ort ein.',
    );
    expect(message).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('form', { name: 'PASSBILDSTUDIO SUCHEN' })).toBeVisible();
    expect(location().search).toBe('');
    expect(searches()).toEqual([]);
  });

  it('names a timeout and a browser without geolocation', async () => {
    mockGeolocation(failing(3));
    const { user } = setup();
    const button = await screen.findByRole('button', { name: 'Meinen Standort verwenden' });
    await user.click(button);
    expect(
      await screen.findByText(
        'Die Standortermittlung hat zu lange gedauert. Bitte geben Sie Postleitzahl oder Ort ein.',
      ),
    ).toBeInTheDocument();

    Reflect.deleteProperty(navigator, 'geolocation');
    await user.click(button);
    expect(
      await screen.findByText(
        'Ihr Browser kann den Standort nicht ermitteln. Bitte geben Sie Postleitzahl oder Ort ein.',
      ),
    ).toBeInTheDocument();
  });

  it('restores a search by position from a shared link without taking the focus', async () => {
    const { searches } = setup('/map?lat=54.1&lng=10.0&r=25');
    const heading = await screen.findByRole('heading', { name: 'ERGEBNISSE' });
    expect(heading).not.toHaveFocus();
    expect(searches()).toEqual([{ latitude: '54.1', longitude: '10', radius: '25' }]);
  });
});

describe('the filters in the URL', () => {
  const here = '/map?lat=54.32&lng=10.13&r=10';

  it('puts the filters into the URL without a new search; Back from a studio page keeps them', async () => {
    const { user, location, searches } = setup(here);
    expect(await resultNames()).toEqual(['Foto Förde', 'Studio Neumünster']);

    await user.click(screen.getByRole('checkbox', { name: 'barrierefrei' }));
    expect(location().search).toBe('?lat=54.32&lng=10.13&r=10&barrierefrei=1');
    expect(await resultNames()).toEqual(['Studio Neumünster']);
    await user.click(screen.getByRole('checkbox', { name: 'jetzt geöffnet' }));
    expect(location().search).toBe('?lat=54.32&lng=10.13&r=10&barrierefrei=1&offen=1');
    await user.click(screen.getByRole('checkbox', { name: 'jetzt geöffnet' }));
    expect(location().search).toBe('?lat=54.32&lng=10.13&r=10&barrierefrei=1');
    // A filter changes the list, not the search: the studios were asked for once.
    expect(searches()).toHaveLength(1);
    // The list stays in place: the focus is still on the box just clicked.
    expect(screen.getByRole('checkbox', { name: 'jetzt geöffnet' })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Studioseite' }));
    expect(location().pathname).toMatch(/^\/Fotograf\//);
    await user.click(screen.getByRole('button', { name: 'Browser zurück' }));
    expect(location().search).toBe('?lat=54.32&lng=10.13&r=10&barrierefrei=1');
    expect(await resultNames()).toEqual(['Studio Neumünster']);
    expect(screen.getByRole('checkbox', { name: 'barrierefrei' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'jetzt geöffnet' })).not.toBeChecked();
  });

  it('restores both filters from a shared link', async () => {
    setup(`${here}&offen=1&barrierefrei=1`);
    await screen.findByRole('heading', { name: 'ERGEBNISSE' });
    expect(await screen.findByRole('checkbox', { name: 'barrierefrei' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'jetzt geöffnet' })).toBeChecked();
    // Neither studio has opening hours: none is known to be open now.
    expect(await resultNames()).toEqual([]);
    expect(
      screen.getByText('Kein Passbildstudio entspricht den gewählten Filtern.'),
    ).toBeInTheDocument();
  });
});
