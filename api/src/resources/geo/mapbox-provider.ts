import { fetchJson } from './http-json';
import {
  GeoProviderUnavailable,
  geocodeResult,
  type GeoProvider,
  type GeocodeRequest,
} from './geocoding';
import type { GeocodeResult, PostcodePlace } from 'shared-ui/contracts/geo-contract';

/** Mapbox Geocoding API v6 (forward), used when MAPBOX_TOKEN is set. */
const defaultBaseUrl = 'https://api.mapbox.com';

interface MapboxContextEntry {
  name?: string;
  address_number?: string;
  street_name?: string;
}

interface MapboxFeature {
  geometry?: { coordinates?: [number, number] };
  properties?: {
    feature_type?: string;
    name?: string;
    full_address?: string;
    context?: Record<string, MapboxContextEntry | undefined>;
  };
}

export function createMapboxProvider(token: string, baseUrl = defaultBaseUrl): GeoProvider {
  const name = 'Mapbox';

  async function search(
    query: string,
    types: string | null,
    signal: AbortSignal,
  ): Promise<MapboxFeature[]> {
    const url = new URL('/search/geocode/v6/forward', baseUrl);
    url.searchParams.set('q', query);
    url.searchParams.set('country', 'de');
    url.searchParams.set('language', 'de');
    url.searchParams.set('limit', '5');
    if (types) url.searchParams.set('types', types);
    url.searchParams.set('access_token', token);
    const body = (await fetchJson(name, url, signal)) as { features?: unknown };
    if (!Array.isArray(body.features)) {
      throw new GeoProviderUnavailable(name, 'Antwort ohne features');
    }
    return body.features as MapboxFeature[];
  }

  return {
    name,
    async geocode(request: GeocodeRequest, signal: AbortSignal): Promise<GeocodeResult[]> {
      const features =
        request.kind === 'postcode'
          ? await search(request.postcode, 'postcode', signal)
          : await search(request.text, null, signal);
      return features.flatMap((feature) => {
        const result = toResult(feature);
        return result ? [result] : [];
      });
    },
    async postcodePlaces(postcode: string, signal: AbortSignal): Promise<PostcodePlace[]> {
      const features = await search(postcode, 'postcode', signal);
      return features.flatMap((feature) => {
        const context = feature.properties?.context ?? {};
        const place = context.place?.name ?? context.locality?.name;
        const coordinates = feature.geometry?.coordinates;
        if (context.postcode?.name !== postcode && feature.properties?.name !== postcode) return [];
        if (!place || !coordinates) return [];
        return [{ name: place, latitude: coordinates[1], longitude: coordinates[0] }];
      });
    },
  };
}

function toResult(feature: MapboxFeature): GeocodeResult | null {
  const coordinates = feature.geometry?.coordinates;
  if (!coordinates) return null;
  const properties = feature.properties ?? {};
  const context = properties.context ?? {};
  const isPostcode = properties.feature_type === 'postcode';
  return geocodeResult({
    latitude: coordinates[1],
    longitude: coordinates[0],
    street: context.street?.name ?? context.address?.street_name ?? null,
    houseNumber: context.address?.address_number ?? null,
    postcode: context.postcode?.name ?? (isPostcode ? (properties.name ?? null) : null),
    locality: context.place?.name ?? context.locality?.name ?? null,
    formattedAddress: properties.full_address ?? null,
  });
}
