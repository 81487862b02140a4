import { postcodePattern } from '../validation/rules';

/**
 * The fields of a studio location as the location dialogs of mfe-registration and mfe-admin edit
 * them (coordinates come from geocoding the address, not from the form).
 */
export interface LocationValues {
  name: string;
  address: string;
  zipcode: string;
  city: string;
  website: string;
  shop_phone: string;
}

export type LocationField = keyof LocationValues;

export const locationFields: readonly LocationField[] = [
  'name',
  'address',
  'zipcode',
  'city',
  'website',
  'shop_phone',
];

/** Form values from a stored location or draft; missing or null fields start empty. */
export function locationValuesOf(
  source: Partial<Record<LocationField, string | null | undefined>> = {},
): LocationValues {
  return {
    name: source.name ?? '',
    address: source.address ?? '',
    zipcode: source.zipcode ?? '',
    city: source.city ?? '',
    website: source.website ?? '',
    shop_phone: source.shop_phone ?? '',
  };
}

export const emptyLocation: LocationValues = locationValuesOf();

export function trimLocation(values: LocationValues): LocationValues {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    zipcode: values.zipcode.trim(),
    city: values.city.trim(),
    website: values.website.trim(),
    shop_phone: values.shop_phone.trim(),
  };
}

/**
 * Why a location may not be geocoded yet: a required field is empty, or the postcode is not
 * five digits (a shorter one cannot be geocoded reliably). Each remote words the message.
 */
export type LocationProblem = 'missing-fields' | 'postcode';

export function locationProblem(
  values: LocationValues,
  requiredFields: readonly LocationField[],
): LocationProblem | null {
  if (requiredFields.some((field) => values[field] === '')) return 'missing-fields';
  if (!postcodePattern.test(values.zipcode)) return 'postcode';
  return null;
}

/** Street, postcode and city as the geocoder reads them: '{address}, {zip} {city}'. */
export function addressLine(values: Pick<LocationValues, 'address' | 'zipcode' | 'city'>): string {
  return `${values.address}, ${values.zipcode} ${values.city}`;
}

/** GET /api/geo/postcode/{plz}/ (ARCHITECTURE.md §3). */
export interface PostcodeAnswer {
  city?: string;
}

/** GET /api/geo/geocode/?q=… in the spec's shape (status, results[].geometry.location). */
export interface GeocodeAnswer {
  status: string;
  results?: { geometry?: { location?: { lat: number; lng: number } } }[];
}

export type GeocodeResult =
  { kind: 'found'; lat: number; lng: number } | { kind: 'not-found' } | { kind: 'failed' };

/** Coordinates of the first result; ZERO_RESULTS or an empty OK means the address is unknown. */
export function readGeocodeAnswer(answer: GeocodeAnswer | undefined): GeocodeResult {
  const first = answer?.results?.[0];
  if (answer?.status === 'ZERO_RESULTS' || (answer?.status === 'OK' && !first)) {
    return { kind: 'not-found' };
  }
  const location = first?.geometry?.location;
  if (
    answer?.status !== 'OK' ||
    !location ||
    !Number.isFinite(location.lat) ||
    !Number.isFinite(location.lng)
  ) {
    return { kind: 'failed' };
  }
  return { kind: 'found', lat: location.lat, lng: location.lng };
}
