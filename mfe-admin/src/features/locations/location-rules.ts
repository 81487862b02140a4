import { postcodeLength } from 'shared-ui/validation/domain-values';
import type { GeocodeAnswer, Shop } from '../admin-api/admin-api';
import { locationsTexts } from './locations-texts';

/** Studios by name, address, city or zipcode, ignoring case (signed-in-area.md §9). */
export function filterShops(shops: readonly Shop[], search: string): Shop[] {
  const needle = search.trim().toLocaleLowerCase('de-DE');
  if (!needle) return [...shops];
  return shops.filter((shop) =>
    [shop.name, shop.address, shop.city, shop.zipcode].some((value) =>
      String(value ?? '')
        .toLocaleLowerCase('de-DE')
        .includes(needle),
    ),
  );
}

/** What the add dialog asks for (coordinates come from geocoding the address). */
export interface LocationValues {
  name: string;
  address: string;
  zipcode: string;
  city: string;
  website: string;
  shop_phone: string;
}

export const emptyLocation: LocationValues = {
  name: '',
  address: '',
  zipcode: '',
  city: '',
  website: '',
  shop_phone: '',
};

/** Name, address, city and zipcode are required; website and phone are optional. */
export const requiredLocationFields: readonly (keyof LocationValues)[] = [
  'name',
  'address',
  'zipcode',
  'city',
];

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

/** The message that keeps the dialog open before geocoding, or null. */
export function locationProblem(values: LocationValues): string | null {
  if (requiredLocationFields.some((field) => values[field] === '')) {
    return locationsTexts.add.requiredFields;
  }
  // A shorter postcode cannot be geocoded reliably: the address is not complete yet.
  if (values.zipcode.length !== postcodeLength) return locationsTexts.add.incompleteAddress;
  return null;
}

/** The geocoder's query: '{address}, {zip} {city}, Germany' (signed-in-area.md §5). */
export function geocodeQuery(values: Pick<LocationValues, 'address' | 'zipcode' | 'city'>): string {
  return `${values.address}, ${values.zipcode} ${values.city}, Germany`;
}

export type GeocodeOutcome =
  | { kind: 'found'; latitude: string; longitude: string }
  | { kind: 'not-found' }
  | { kind: 'failed' };

/** Degrees with the 7 decimals the server stores (signed-in-area.md §9). */
export function sevenDecimals(degrees: number): string {
  return degrees.toFixed(7);
}

/** The first result's coordinates; zero results mean the address is unknown. */
export function geocodeOutcome(answer: GeocodeAnswer): GeocodeOutcome {
  const first = answer.results?.[0];
  if (answer.status === 'ZERO_RESULTS' || (answer.status === 'OK' && !first)) {
    return { kind: 'not-found' };
  }
  const location = first?.geometry?.location;
  if (
    answer.status !== 'OK' ||
    !location ||
    !Number.isFinite(location.lat) ||
    !Number.isFinite(location.lng)
  ) {
    return { kind: 'failed' };
  }
  return {
    kind: 'found',
    latitude: sevenDecimals(location.lat),
    longitude: sevenDecimals(location.lng),
  };
}

/** Upload limit of trade proofs (ARCHITECTURE.md §2). */
export const maxCertificateBytes = 10 * 1024 * 1024;

/** The reason a chosen certificate file is refused, or null. The server checks the content. */
export function certificateProblem(file: File): string | null {
  // Some systems hand over no type at all; then the name has to say PDF.
  const looksLikePdf =
    file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!looksLikePdf) return locationsTexts.add.pdfOnly;
  if (file.size > maxCertificateBytes) return locationsTexts.add.fileTooLarge;
  return null;
}
