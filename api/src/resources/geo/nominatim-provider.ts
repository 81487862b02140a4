import { fetchJson } from './http-json';
import {
  GeoProviderUnavailable,
  geocodeResult,
  type GeoProvider,
  type GeocodeRequest,
} from './geocoding';
import type { GeocodeResult, PostcodePlace } from 'shared-ui/contracts/geo-contract';

/** A Nominatim-compatible search server (NOMINATIM_URL), e.g. a self-hosted one. */
interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
}

const localityKeys = ['city', 'town', 'village', 'municipality', 'hamlet', 'suburb'] as const;

export function createNominatimProvider(baseUrl: string, userAgent: string): GeoProvider {
  const name = 'Nominatim';

  async function search(
    params: Record<string, string>,
    signal: AbortSignal,
  ): Promise<NominatimPlace[]> {
    const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    for (const [key, value] of Object.entries({
      ...params,
      format: 'jsonv2',
      addressdetails: '1',
      limit: '5',
      'accept-language': 'de',
    })) {
      url.searchParams.set(key, value);
    }
    // Nominatim's usage policy asks every client to identify itself.
    const body = await fetchJson(name, url, signal, { 'user-agent': userAgent });
    if (!Array.isArray(body)) throw new GeoProviderUnavailable(name, 'Antwort ist keine Liste');
    return body as NominatimPlace[];
  }

  const byPostcode = (postcode: string, signal: AbortSignal) =>
    search({ postalcode: postcode, country: 'de' }, signal);

  return {
    name,
    async geocode(request: GeocodeRequest, signal: AbortSignal): Promise<GeocodeResult[]> {
      const places =
        request.kind === 'postcode'
          ? await byPostcode(request.postcode, signal)
          : await search({ q: request.text, countrycodes: 'de' }, signal);
      return places.flatMap((place) => {
        const result = toResult(place);
        return result ? [result] : [];
      });
    },
    async postcodePlaces(postcode: string, signal: AbortSignal): Promise<PostcodePlace[]> {
      const places = await byPostcode(postcode, signal);
      return places.flatMap((place) => {
        const locality = localityOf(place);
        const latitude = Number(place.lat);
        const longitude = Number(place.lon);
        if (!locality || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
        return [{ name: locality, latitude, longitude }];
      });
    },
  };
}

function localityOf(place: NominatimPlace): string | null {
  for (const key of localityKeys) {
    const value = place.address?.[key];
    if (value) return value;
  }
  return null;
}

function toResult(place: NominatimPlace): GeocodeResult | null {
  const latitude = Number(place.lat);
  const longitude = Number(place.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return geocodeResult({
    latitude,
    longitude,
    street: place.address?.road ?? null,
    houseNumber: place.address?.house_number ?? null,
    postcode: place.address?.postcode ?? null,
    locality: localityOf(place),
    formattedAddress: place.display_name ?? null,
  });
}
