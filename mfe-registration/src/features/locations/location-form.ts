import { postcodePattern } from 'shared-ui/validation/rules';
import { validationMessages } from 'shared-ui/validation/messages';
import type { GeocodeAnswer } from '../registration-api/registration-api';
import { locationTexts } from '../texts/ui-texts';
import type { StudioDraft } from './studio-drafts';

/** What the location dialog edits (coordinates come from geocoding the address). */
export interface LocationValues {
  name: string;
  address: string;
  zipcode: string;
  city: string;
  shop_phone: string;
  website: string;
}

/** All fields of the dialog carry the asterisk (public-site.md §5 "Location"). */
export const requiredLocationFields: readonly (keyof LocationValues)[] = [
  'name',
  'address',
  'zipcode',
  'city',
  'shop_phone',
  'website',
];

export function locationValues(draft?: StudioDraft): LocationValues {
  return {
    name: draft?.name ?? '',
    address: draft?.address ?? '',
    zipcode: draft?.zipcode ?? '',
    city: draft?.city ?? '',
    shop_phone: draft?.shop_phone ?? '',
    website: draft?.website ?? '',
  };
}

export function trimLocation(values: LocationValues): LocationValues {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    zipcode: values.zipcode.trim(),
    city: values.city.trim(),
    shop_phone: values.shop_phone.trim(),
    website: values.website.trim(),
  };
}

/** The message that keeps the dialog open, or null when the entry may be geocoded. */
export function locationProblem(values: LocationValues): string | null {
  if (requiredLocationFields.some((field) => values[field] === '')) {
    return validationMessages.locationRequiredFields;
  }
  if (!postcodePattern.test(values.zipcode)) return validationMessages.postcode;
  return null;
}

/** The geocoder's query for a location: street, postcode and city. */
export function geocodeQuery(values: LocationValues): string {
  return `${values.address}, ${values.zipcode} ${values.city}`;
}

export type GeocodeOutcome =
  { kind: 'found'; latitude: number; longitude: number } | { kind: 'failed'; message: string };

/** Coordinates of the first result; ZERO_RESULTS or no result means the address is unknown. */
export function geocodeOutcome(answer: GeocodeAnswer | undefined): GeocodeOutcome {
  const first = answer?.results?.[0];
  if (answer?.status === 'ZERO_RESULTS' || (answer?.status === 'OK' && !first)) {
    return { kind: 'failed', message: locationTexts.addressNotFound };
  }
  const location = first?.geometry?.location;
  if (
    answer?.status !== 'OK' ||
    !location ||
    !Number.isFinite(location.lat) ||
    !Number.isFinite(location.lng)
  ) {
    return { kind: 'failed', message: locationTexts.geocodeFailed };
  }
  return { kind: 'found', latitude: location.lat, longitude: location.lng };
}
