import type { GeocodeResult } from 'shared-ui/contracts/geo-contract';
import { finderTexts } from './finder-texts';
import { geocodeQueryFor, readGeocodeResponse } from './location-search';

const kielResult: GeocodeResult = {
  geometry: { location: { lat: 54.3233, lng: 10.1228 } },
  address_components: [
    { long_name: '24103', short_name: '24103', types: ['postal_code'] },
    { long_name: 'Kiel', short_name: 'Kiel', types: ['locality'] },
  ],
  formatted_address: '24103 Kiel, Deutschland',
};

describe('geocodeQueryFor', () => {
  it('refuses empty input', () => {
    expect(geocodeQueryFor('')).toBeNull();
    expect(geocodeQueryFor('   ')).toBeNull();
  });

  it('asks for a five-digit postcode with country DE', () => {
    expect(geocodeQueryFor(' 24103 ')).toEqual({ postal_code: '24103', country: 'DE' });
  });

  it('asks for anything else as an address', () => {
    expect(geocodeQueryFor('Holstenstraße 1, Kiel')).toEqual({ q: 'Holstenstraße 1, Kiel' });
    expect(geocodeQueryFor('2410')).toEqual({ q: '2410' });
  });
});

describe('readGeocodeResponse', () => {
  it('takes the first result', () => {
    expect(readGeocodeResponse({ status: 'OK', results: [kielResult] })).toEqual({
      kind: 'found',
      position: { latitude: 54.3233, longitude: 10.1228 },
      label: '24103 Kiel, Deutschland',
    });
  });

  it('reports ZERO_RESULTS and an empty result list as not found', () => {
    const notFound = { kind: 'failed', message: finderTexts.errorNotFound };
    expect(readGeocodeResponse({ status: 'ZERO_RESULTS', results: [] })).toEqual(notFound);
    expect(readGeocodeResponse({ status: 'OK', results: [] })).toEqual(notFound);
  });

  it('reports any other status as a failed lookup', () => {
    // The API's 502 keeps the answer's shape, with its German detail.
    const failure = { status: 'UNKNOWN_ERROR' as const, results: [], detail: 'Fehler' };
    expect(readGeocodeResponse(failure)).toEqual({
      kind: 'failed',
      message: finderTexts.errorLookupFailed,
    });
  });
});
