import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGeocoder, GeocodingFailed } from './geocoder';
import type { GeocodeResult } from 'shared-ui/contracts/geo-contract';
import type { GeoProvider } from './geocoding';
import { GeoProviderUnavailable } from './geocoding';
import { createMapboxProvider } from './mapbox-provider';
import { createNominatimProvider } from './nominatim-provider';

/** A local stand-in for an external service: answers each path with the handler's JSON. */
let server: http.Server;
let baseUrl: string;
let handle: (url: URL) => { status: number; body?: unknown; hang?: boolean };
const requests: URL[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const answer = handle(url);
    if (answer.hang) return;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
});

const signal = () => AbortSignal.timeout(2000);

describe('Mapbox provider', () => {
  const kielFeature = {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [10.1349, 54.3213] },
    properties: {
      feature_type: 'address',
      name: 'Holstenstraße 10',
      full_address: 'Holstenstraße 10, 24103 Kiel, Deutschland',
      context: {
        address: { address_number: '10', street_name: 'Holstenstraße' },
        street: { name: 'Holstenstraße' },
        postcode: { name: '24103' },
        place: { name: 'Kiel' },
      },
    },
  };

  it('asks v6 forward geocoding in Germany and reads the address parts', async () => {
    handle = () => ({ status: 200, body: { type: 'FeatureCollection', features: [kielFeature] } });
    const provider = createMapboxProvider('pk.test', baseUrl);

    const [result] = await provider.geocode(
      { kind: 'address', text: 'Holstenstraße 10 Kiel' },
      signal(),
    );

    expect(requests[0]!.pathname).toBe('/search/geocode/v6/forward');
    expect(Object.fromEntries(requests[0]!.searchParams)).toMatchObject({
      q: 'Holstenstraße 10 Kiel',
      country: 'de',
      access_token: 'pk.test',
    });
    expect(result).toEqual<GeocodeResult>({
      geometry: { location: { lat: 54.3213, lng: 10.1349 } },
      address_components: [
        { long_name: '10', short_name: '10', types: ['street_number'] },
        { long_name: 'Holstenstraße', short_name: 'Holstenstraße', types: ['route'] },
        { long_name: 'Kiel', short_name: 'Kiel', types: ['locality', 'political'] },
        { long_name: '24103', short_name: '24103', types: ['postal_code'] },
        { long_name: 'Deutschland', short_name: 'DE', types: ['country', 'political'] },
      ],
      formatted_address: 'Holstenstraße 10, 24103 Kiel, Deutschland',
    });
  });

  it('reports a refused token as unavailable', async () => {
    handle = () => ({ status: 401, body: { message: 'Not Authorized - Invalid Token' } });
    const provider = createMapboxProvider('pk.falsch', baseUrl);
    await expect(
      provider.geocode({ kind: 'postcode', postcode: '24103' }, signal()),
    ).rejects.toBeInstanceOf(GeoProviderUnavailable);
  });
});

describe('Nominatim provider', () => {
  it('searches by postal code in Germany, identifies itself, and reads the town', async () => {
    handle = () => ({
      status: 200,
      body: [
        {
          lat: '54.3213',
          lon: '10.1349',
          display_name: 'Kiel, Schleswig-Holstein, 24103, Deutschland',
          address: { city: 'Kiel', postcode: '24103', country_code: 'de' },
        },
      ],
    });
    const provider = createNominatimProvider(`${baseUrl}/nominatim`, 'Bildbote-Test');

    const places = await provider.postcodePlaces('24103', signal());

    expect(requests[0]!.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(requests[0]!.searchParams)).toMatchObject({
      postalcode: '24103',
      country: 'de',
      format: 'jsonv2',
    });
    expect(places).toEqual([{ name: 'Kiel', latitude: 54.3213, longitude: 10.1349 }]);
  });
});

describe('geocoder', () => {
  const logger = { warn: jest.fn() };
  const found = (name: string): GeoProvider => ({
    name,
    geocode: jest.fn(async () => [
      {
        geometry: { location: { lat: 1, lng: 2 } },
        address_components: [],
        formatted_address: name,
      },
    ]),
    postcodePlaces: jest.fn(async () => [{ name, latitude: 1, longitude: 2 }]),
  });
  const empty = (name: string): GeoProvider => ({
    name,
    geocode: jest.fn(async () => []),
    postcodePlaces: jest.fn(async () => []),
  });
  const failing = (name: string): GeoProvider => ({
    name,
    geocode: jest.fn(async () => {
      throw new GeoProviderUnavailable(name, 'nicht erreichbar');
    }),
    postcodePlaces: jest.fn(async () => {
      throw new GeoProviderUnavailable(name, 'nicht erreichbar');
    }),
  });

  it('takes the first provider that finds something and caches the answer', async () => {
    const first = empty('Mapbox');
    const second = found('Offline');
    const geocoder = createGeocoder({ providers: [first, second], logger });

    const answer = await geocoder.geocode({ kind: 'address', text: 'Kiel' });
    await geocoder.geocode({ kind: 'address', text: '  KIEL ' });

    expect(answer).toMatchObject({ status: 'OK', results: [{ formatted_address: 'Offline' }] });
    expect(first.geocode).toHaveBeenCalledTimes(1);
    expect(second.geocode).toHaveBeenCalledTimes(1);
  });

  it('asks again once a cached answer has expired', async () => {
    let now = 0;
    const provider = found('Offline');
    const geocoder = createGeocoder({ providers: [provider], logger, now: () => now });
    await geocoder.geocode({ kind: 'postcode', postcode: '24103' });
    now += 25 * 60 * 60 * 1000;
    await geocoder.geocode({ kind: 'postcode', postcode: '24103' });
    expect(provider.geocode).toHaveBeenCalledTimes(2);
  });

  it('answers ZERO_RESULTS only when every provider answered', async () => {
    const geocoder = createGeocoder({ providers: [empty('A'), empty('B')], logger });
    await expect(geocoder.geocode({ kind: 'address', text: 'Nirgendwo' })).resolves.toEqual({
      status: 'ZERO_RESULTS',
      results: [],
    });
  });

  it('fails when a provider failed and none found anything, and does not cache the failure', async () => {
    const flaky = failing('Mapbox');
    const geocoder = createGeocoder({ providers: [flaky, empty('Offline')], logger });
    await expect(geocoder.geocode({ kind: 'address', text: 'Kiel' })).rejects.toBeInstanceOf(
      GeocodingFailed,
    );
    await expect(geocoder.postcodePlaces('24103')).rejects.toBeInstanceOf(GeocodingFailed);
    await expect(geocoder.geocode({ kind: 'address', text: 'Kiel' })).rejects.toBeInstanceOf(
      GeocodingFailed,
    );
    expect(flaky.geocode).toHaveBeenCalledTimes(2);
  });

  it('gives a provider that does not answer only its time-out, then asks the next', async () => {
    handle = () => ({ status: 200, hang: true });
    const geocoder = createGeocoder({
      providers: [createMapboxProvider('pk.test', baseUrl), found('Offline')],
      logger,
      timeoutMs: 100,
    });
    const answer = await geocoder.geocode({ kind: 'address', text: 'Kiel' });
    expect(answer.results[0]!.formatted_address).toBe('Offline');
  });
});
