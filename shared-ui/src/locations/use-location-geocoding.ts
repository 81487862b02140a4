import { useRef } from 'react';
import { postcodeLength } from '../validation/domain-values';
import {
  readGeocodeAnswer,
  type GeocodeAnswer,
  type GeocodeResult,
  type PostcodeAnswer,
} from './location-values';

/**
 * The remote's own calls (each remote owns its RTK Query slice), e.g.
 * `(postcode) => lookupPostcode(postcode, true).unwrap()`. A rejected promise is a failed call.
 */
export interface LocationGeocodingCalls {
  lookupPostcode: (postcode: string) => Promise<PostcodeAnswer>;
  geocode: (query: string) => Promise<GeocodeAnswer>;
  /** The postcode the form starts with (an edited location), so its city counts as current. */
  initialPostcode?: string;
}

export interface LocationGeocoding {
  /**
   * Clears the city on every postcode change and, at five digits, fills in the city of the
   * postcode. A failed lookup is only logged: the city can still be typed by hand.
   */
  fillCity: (postcode: string, setCity: (city: string) => void) => Promise<void>;
  /** Geocodes an address line; a failed call counts as a failed geocoder, never throws. */
  locate: (query: string) => Promise<GeocodeResult>;
}

/** Postcode → city lookup and geocoding of a location dialog (mfe-registration, mfe-admin). */
export function useLocationGeocoding({
  lookupPostcode,
  geocode,
  initialPostcode = '',
}: LocationGeocodingCalls): LocationGeocoding {
  // The postcode the latest city lookup belongs to; answers for older input are ignored.
  const currentPostcode = useRef(initialPostcode);

  async function fillCity(postcode: string, setCity: (city: string) => void) {
    currentPostcode.current = postcode;
    setCity('');
    if (postcode.length !== postcodeLength) return;
    try {
      const { city } = await lookupPostcode(postcode);
      if (currentPostcode.current === postcode && city) setCity(city);
    } catch (error) {
      console.warn(`Ort zur PLZ ${postcode} konnte nicht ermittelt werden.`, error);
    }
  }

  async function locate(query: string): Promise<GeocodeResult> {
    try {
      return readGeocodeAnswer(await geocode(query));
    } catch {
      return { kind: 'failed' };
    }
  }

  return { fillCity, locate };
}
