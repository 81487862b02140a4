import type {
  GeocodeAnswer,
  GeocodeFailure,
  GeocodeParameters,
} from 'shared-ui/contracts/geo-contract';
import type { GeoPosition } from './finder-constants';
import { finderTexts } from './finder-texts';

/**
 * Answer of `GET /api/geo/geocode/` in the geocoding service's shape (spec §7); a failed lookup
 * (502) answers in the same shape with status UNKNOWN_ERROR.
 */
export type GeocodeResponse = GeocodeAnswer | GeocodeFailure;

/** A German postcode is queried as `postal_code` with country DE, anything else as an address. */
export type GeocodeQuery =
  | Required<Pick<GeocodeParameters, 'q'>>
  | (Required<Pick<GeocodeParameters, 'postal_code'>> & { country: 'DE' });

const postcodePattern = /^\d{5}$/;

/** The geocoding query for the visitor's input; null when there is nothing to search. */
export function geocodeQueryFor(input: string): GeocodeQuery | null {
  const text = input.trim();
  if (!text) return null;
  return postcodePattern.test(text) ? { postal_code: text, country: 'DE' } : { q: text };
}

export type LocationLookup =
  { kind: 'found'; position: GeoPosition; label: string } | { kind: 'failed'; message: string };

/** Reads a geocoding answer: the first result's position, or the spec's message for the cause. */
export function readGeocodeResponse(response: GeocodeResponse): LocationLookup {
  const first = response.results[0];
  if (response.status === 'OK' && first) {
    const { lat, lng } = first.geometry.location;
    return {
      kind: 'found',
      position: { latitude: lat, longitude: lng },
      label: first.formatted_address,
    };
  }
  if (response.status === 'ZERO_RESULTS' || (response.status === 'OK' && !first)) {
    return { kind: 'failed', message: finderTexts.errorNotFound };
  }
  return { kind: 'failed', message: finderTexts.errorLookupFailed };
}
