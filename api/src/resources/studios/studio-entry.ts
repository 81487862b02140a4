import * as yup from 'yup';
import { defaultZipcode } from 'shared-ui/validation/domain-values';
import { validationMessages as messages } from 'shared-ui/validation/messages';
import { optionalText, postcodeRule, requiredText } from 'shared-ui/validation/rules';

export const studioEntryMessages = {
  number: 'Bitte geben Sie eine Zahl ein.',
  latitude: 'Der Breitengrad muss zwischen -90 und 90 liegen.',
  longitude: 'Der Längengrad muss zwischen -180 und 180 liegen.',
  createdAt: 'Bitte geben Sie einen Zeitpunkt im ISO-8601-Format an.',
} as const;

/** German names of the fields, for the summary in `non_field_errors`. */
export const studioEntryLabels: Record<string, string> = {
  name: 'Name',
  address: 'Adresse',
  zipcode: 'Postleitzahl',
  city: 'Ort',
  website: 'Website',
  shop_phone: 'Telefonnummer',
  latitude: 'Breitengrad',
  longitude: 'Längengrad',
  created_at: 'Erstellt am',
  certificate_file: 'Gewerbenachweis',
};

const coordinate = (min: number, max: number, rangeMessage: string) =>
  yup
    .number()
    .transform((value: number, original: unknown) =>
      typeof original === 'string' && original.trim() === '' ? undefined : value,
    )
    .typeError(studioEntryMessages.number)
    .required(messages.required)
    .min(min, rangeMessage)
    .max(max, rangeMessage);

/**
 * The text fields of a studio entry (public-site.md §3 "Studio entry"; signed-in-area.md §7),
 * as sent in the multipart form. Name, address, city and coordinates are required; an empty
 * postcode becomes the default 00000; phone and website are optional. `created_at` (the
 * browser's time) is checked but not trusted: the server records its own.
 */
export const studioEntrySchema = yup.object({
  name: requiredText(200),
  address: requiredText(200),
  zipcode: yup
    .string()
    .default(defaultZipcode)
    .transform((value: string | undefined) => (value?.trim() ? value.trim() : defaultZipcode))
    .concat(postcodeRule),
  city: requiredText(120),
  website: optionalText(300),
  shop_phone: optionalText(40),
  latitude: coordinate(-90, 90, studioEntryMessages.latitude),
  longitude: coordinate(-180, 180, studioEntryMessages.longitude),
  created_at: yup
    .string()
    .test(
      'iso-timestamp',
      studioEntryMessages.createdAt,
      (value) =>
        !value ||
        (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
          !Number.isNaN(Date.parse(value))),
    ),
});

export type StudioEntry = yup.InferType<typeof studioEntrySchema>;

/** Coordinates are stored with 7 decimals (about 1 cm), the finer of the two forms' precisions. */
const roundCoordinate = (value: number) => Math.round(value * 1e7) / 1e7;

/** The `studio_locations` columns a checked entry sets, on the first submission and on resubmission. */
export function studioColumnsOf(entry: StudioEntry) {
  return {
    name: entry.name,
    address: entry.address,
    zipcode: entry.zipcode,
    city: entry.city,
    website: entry.website ?? '',
    shopPhone: entry.shop_phone ?? '',
    latitude: roundCoordinate(entry.latitude),
    longitude: roundCoordinate(entry.longitude),
  };
}
