import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from 'shared-ui/testing/mock-fetch';
import { renderWithProviders } from 'shared-ui/testing/render-with-providers';
import { testSiteConfig } from 'shared-ui/testing/site-config-fixture';
import FinderSection from './finder-section';
import { mapSourceOf } from './finder-map-area';
import { renderedMap } from './testing/react-map-gl-mock';
import { kielStudio } from './testing/shop-fixtures';

// Both entries of react-map-gl get the jsdom stand-in; which one drew is told by its props.
jest.mock('react-map-gl/mapbox', () => jest.requireActual('./testing/react-map-gl-mock'));
jest.mock('react-map-gl/maplibre', () => jest.requireActual('./testing/react-map-gl-mock'));

function setup(config: { mapboxToken?: string | null; mapStyleUrl?: string | null }) {
  mockFetch({
    'GET /api/site/config/': jsonResponse(testSiteConfig(config)),
    'GET /api/photobooth/shops-nearby/': () => jsonResponse([kielStudio]),
  });
  return renderWithProviders(<FinderSection />, { route: '/map' });
}

beforeEach(() => {
  renderedMap.props = null;
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('mapSourceOf', () => {
  it('prefers the operator’s own style, else Mapbox, else no map', () => {
    expect(mapSourceOf(testSiteConfig({ mapboxToken: 'pk.a', mapStyleUrl: '/stil.json' }))).toEqual(
      { kind: 'maplibre', styleUrl: '/stil.json' },
    );
    expect(mapSourceOf(testSiteConfig({ mapboxToken: 'pk.a' }))).toEqual({
      kind: 'mapbox',
      accessToken: 'pk.a',
    });
    expect(mapSourceOf(testSiteConfig({ mapStyleUrl: null }))).toBeNull();
    expect(mapSourceOf(undefined)).toBeNull();
  });
});

describe('the finder with MAP_STYLE_URL', () => {
  it('draws the map with MapLibre from the configured style, without a Mapbox token', async () => {
    setup({ mapboxToken: null, mapStyleUrl: 'https://karten.example.org/stil.json' });

    await screen.findByTestId('map');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Markierung 1' })).toBeInTheDocument(),
    );
    expect(renderedMap.props).toMatchObject({ mapStyle: 'https://karten.example.org/stil.json' });
    expect(renderedMap.props).not.toHaveProperty('mapboxAccessToken');
  });

  it('offers "Liste" and "Karte" for phones; choosing a studio on the map switches to the map', async () => {
    const { user } = setup({ mapStyleUrl: '/stil.json' });
    const list = await screen.findByRole('button', { name: 'Liste' });
    const map = screen.getByRole('button', { name: 'Karte' });
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(map).toHaveAttribute('aria-pressed', 'false');

    await user.click(await screen.findByRole('button', { name: 'Markierung 1' }));
    expect(map).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');

    await user.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows no switch without any map', async () => {
    setup({ mapboxToken: null, mapStyleUrl: null });
    await screen.findByPlaceholderText('Straße, Ort, PLZ');
    expect(screen.queryByRole('button', { name: 'Karte' })).not.toBeInTheDocument();
  });
});
