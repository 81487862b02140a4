import type {
  AddressComponent,
  GeocodeResult,
  PostcodePlace,
} from 'shared-ui/contracts/geo-contract';

/** What to look up: free text (address, city) or a German postcode. */
export type GeocodeRequest =
  { kind: 'address'; text: string } | { kind: 'postcode'; postcode: string };

/** One source of geocoding: Mapbox, a Nominatim server, or the offline gazetteer. */
export interface GeoProvider {
  readonly name: string;
  /** Results, best first; empty when nothing was found. Throws when the source is unavailable. */
  geocode(request: GeocodeRequest, signal: AbortSignal): Promise<GeocodeResult[]>;
  /** The places of a postcode, main place first; empty when unknown. Throws when unavailable. */
  postcodePlaces(postcode: string, signal: AbortSignal): Promise<PostcodePlace[]>;
}

export interface ResultParts {
  latitude: number;
  longitude: number;
  street?: string | null;
  houseNumber?: string | null;
  postcode?: string | null;
  locality?: string | null;
  formattedAddress?: string | null;
  partialMatch?: boolean;
}

/** Builds a result with the address components the clients read (locality, route, postal_code). */
export function geocodeResult(parts: ResultParts): GeocodeResult {
  const components: AddressComponent[] = [];
  const add = (value: string | null | undefined, types: string[], shortName = value) => {
    if (value) components.push({ long_name: value, short_name: shortName ?? value, types });
  };
  add(parts.houseNumber, ['street_number']);
  add(parts.street, ['route']);
  add(parts.locality, ['locality', 'political']);
  add(parts.postcode, ['postal_code']);
  add('Deutschland', ['country', 'political'], 'DE');
  const street = [parts.street, parts.houseNumber].filter(Boolean).join(' ');
  const town = [parts.postcode, parts.locality].filter(Boolean).join(' ');
  const formatted =
    parts.formattedAddress ?? [street, town, 'Deutschland'].filter(Boolean).join(', ');
  return {
    geometry: { location: { lat: parts.latitude, lng: parts.longitude } },
    address_components: components,
    formatted_address: formatted,
    ...(parts.partialMatch ? { partial_match: true } : {}),
  };
}

/** A provider could not answer (network, time-out, refused key, broken answer). */
export class GeoProviderUnavailable extends Error {
  constructor(provider: string, reason: string, options?: { cause?: unknown }) {
    super(`${provider}: ${reason}`, options);
    this.name = 'GeoProviderUnavailable';
  }
}
