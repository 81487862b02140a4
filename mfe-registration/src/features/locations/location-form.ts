import type { LocationField } from 'shared-ui/locations/location-values';

/** All fields of the dialog carry the asterisk (public-site.md §5 "Location"). */
export const requiredLocationFields: readonly LocationField[] = [
  'name',
  'address',
  'zipcode',
  'city',
  'shop_phone',
  'website',
];

/** The registration asks for the phone before the website. */
export const locationFieldOrder: readonly LocationField[] = [
  'name',
  'address',
  'zipcode',
  'city',
  'shop_phone',
  'website',
];
