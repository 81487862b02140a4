import {
  addressLine,
  locationValuesOf,
  type LocationField,
  type LocationValues,
} from 'shared-ui/locations/location-values';
import type { Shop } from 'shared-ui/contracts/studios-contract';

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

/** Name, address, city and zipcode are required; website and phone are optional. */
export const requiredLocationFields: readonly LocationField[] = [
  'name',
  'address',
  'zipcode',
  'city',
];

/** The dialog's values of a stored studio, for correcting it before a resubmission. */
export function shopValues(shop: Shop): LocationValues {
  return locationValuesOf(shop);
}

/** The geocoder's query: '{address}, {zip} {city}, Germany' (signed-in-area.md §5). */
export function geocodeQuery(values: Pick<LocationValues, 'address' | 'zipcode' | 'city'>): string {
  return `${addressLine(values)}, Germany`;
}

/** Degrees with the 7 decimals the server stores (signed-in-area.md §9). */
export function sevenDecimals(degrees: number): string {
  return degrees.toFixed(7);
}

/** Only rejected studios can be corrected and sent to review again (ARCHITECTURE.md §4). */
export function canResubmit(shop: Shop): boolean {
  return shop.review_status === 'rejected';
}

/**
 * A studio added without a trade proof gets one later; a rejected one is corrected through the
 * resubmission instead, which carries its new proof.
 */
export function canUploadProof(shop: Shop): boolean {
  return shop.certificate_file === null && shop.review_status !== 'rejected';
}
