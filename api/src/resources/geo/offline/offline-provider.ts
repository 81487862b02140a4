import { geocodeResult, type GeoProvider, type GeocodeRequest } from '../geocoding';
import type { GeocodeResult, PostcodePlace } from 'shared-ui/contracts/geo-contract';
import type { GazetteerPlace, GermanGazetteer } from './german-gazetteer';
import type { StudioPlace, StudioPlaces } from './studio-places';

const postcodeInText = /(?:^|\D)(\d{5})(?!\d)/;
const maxResults = 5;

/**
 * Geocoding without network: the bundled German postcodes and places, and the postcodes and
 * towns of the registered studios. It finds towns and postcodes, not streets: an address is
 * answered with its town (marked `partial_match`).
 */
export function createOfflineProvider(
  gazetteer: () => GermanGazetteer,
  studios: StudioPlaces,
): GeoProvider {
  async function byPostcode(postcode: string): Promise<GeocodeResult[]> {
    const places = gazetteer().placesOfPostcode(postcode);
    const exact = places.filter((place) => !place.approximate);
    if (exact.length > 0) return exact.slice(0, maxResults).map((p) => fromGazetteer(p, postcode));
    // The bundle only knows the region: studios registered under the postcode know better.
    const registered = await studios.ofPostcode(postcode);
    if (registered.length > 0) return registered.map(fromStudios);
    return places.slice(0, maxResults).map((place) => fromGazetteer(place, postcode));
  }

  async function byText(text: string): Promise<GeocodeResult[]> {
    const postcode = text.match(postcodeInText)?.[1];
    if (postcode) {
      const results = await byPostcode(postcode);
      return results.map((result) => ({ ...result, partial_match: true }));
    }
    for (const candidate of townCandidates(text)) {
      const partial = candidate !== text.trim();
      const places = gazetteer().placesNamed(candidate);
      if (places.length > 0) {
        return places.slice(0, maxResults).map((place) => ({
          ...fromGazetteer(place, place.postcodes[0] ?? null),
          ...flag(partial),
        }));
      }
      const registered = await studios.ofCity(candidate);
      if (registered.length > 0) {
        return registered.map((place) => ({ ...fromStudios(place), ...flag(partial) }));
      }
    }
    return [];
  }

  return {
    name: 'Offline',
    async geocode(request: GeocodeRequest): Promise<GeocodeResult[]> {
      return request.kind === 'postcode' ? byPostcode(request.postcode) : byText(request.text);
    },
    async postcodePlaces(postcode: string): Promise<PostcodePlace[]> {
      const known = gazetteer()
        .placesOfPostcode(postcode)
        .map(({ name, latitude, longitude }) => ({ name, latitude, longitude }));
      if (known.length > 0) return known;
      return (await studios.ofPostcode(postcode)).map(({ city, latitude, longitude }) => ({
        name: city,
        latitude,
        longitude,
      }));
    },
  };
}

const flag = (partial: boolean) => (partial ? { partial_match: true } : {});

/**
 * Parts of an address that may name the town, most likely first: the whole text, then each
 * comma-separated part from the last, then the last one to three words of each part
 * ('Holstenstraße 1, 24103 Kiel' → … 'Kiel').
 */
export function townCandidates(text: string): string[] {
  const parts = text
    .split(',')
    .map((part) =>
      part
        .replace(/\b\d{5}\b/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .reverse();
  const candidates = [text.trim(), ...parts];
  for (const part of parts) {
    const words = part.split(' ');
    for (let count = Math.min(3, words.length - 1); count >= 1; count -= 1) {
      candidates.push(words.slice(-count).join(' '));
    }
  }
  return [...new Set(candidates)].filter((candidate) => /\p{L}/u.test(candidate));
}

function fromGazetteer(place: GazetteerPlace, postcode: string | null): GeocodeResult {
  return geocodeResult({
    latitude: place.latitude,
    longitude: place.longitude,
    postcode,
    locality: place.name,
  });
}

function fromStudios(place: StudioPlace): GeocodeResult {
  return geocodeResult({
    latitude: place.latitude,
    longitude: place.longitude,
    postcode: place.postcode,
    locality: place.city,
  });
}
