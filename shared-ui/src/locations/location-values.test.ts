import {
  addressLine,
  locationProblem,
  locationValuesOf,
  readGeocodeAnswer,
  trimLocation,
  type GeocodeAnswer,
  type GeocodeResult,
} from './location-values';

describe('location values', () => {
  it('starts a form from a stored location, null fields empty', () => {
    expect(
      locationValuesOf({ name: 'Studio Nord', zipcode: '20457', website: null, shop_phone: null }),
    ).toEqual({
      name: 'Studio Nord',
      address: '',
      zipcode: '20457',
      city: '',
      website: '',
      shop_phone: '',
    });
  });

  it('names a missing required field before a short postcode', () => {
    const values = trimLocation(
      locationValuesOf({ name: ' Studio ', address: 'Hafenweg 5 ', zipcode: '2045', city: '' }),
    );
    expect(locationProblem(values, ['name', 'city'])).toBe('missing-fields');
    expect(locationProblem({ ...values, city: 'Hamburg' }, ['name', 'city'])).toBe('postcode');
    expect(
      locationProblem({ ...values, city: 'Hamburg', zipcode: '20457' }, ['name', 'city']),
    ).toBeNull();
    expect(addressLine({ ...values, city: 'Hamburg', zipcode: '20457' })).toBe(
      'Hafenweg 5, 20457 Hamburg',
    );
  });

  it.each([
    [{ status: 'OK', results: [{ geometry: { location: { lat: 53.5, lng: 9.9 } } }] }, 'found'],
    [{ status: 'ZERO_RESULTS', results: [] }, 'not-found'],
    [{ status: 'OK', results: [] }, 'not-found'],
    [{ status: 'OVER_QUERY_LIMIT' }, 'failed'],
    [{ status: 'OK', results: [{ geometry: { location: { lat: NaN, lng: 9.9 } } }] }, 'failed'],
    [undefined, 'failed'],
  ] as [GeocodeAnswer | undefined, GeocodeResult['kind']][])(
    'reads a geocoder answer (%#)',
    (answer, kind) => {
      expect(readGeocodeAnswer(answer).kind).toBe(kind);
    },
  );
});
