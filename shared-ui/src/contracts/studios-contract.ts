import { Type, type Static, type TArray } from '@sinclair/typebox';
import { DateTime, literalUnion, nullable } from './schema-parts';
import { weekdayNames, weekdays, type Weekday } from '../locations/opening-hours';

/**
 * The JSON of a company's studio locations, `/photobooth/registered-shops/` (signed-in-area.md
 * §3 "Shop/location", §7): the answers of the list, of a new studio, of its opening hours and of
 * a trade proof handed in later. The API documents its requests and validates its answers with
 * these schemas and builds the answers with their static types; the remotes import only the
 * types, so a change on one side that the other does not follow fails the type check.
 * Not here: the resubmission of a rejected studio (operator-contract.ts) and the public finder
 * (finder-contract.ts, which shares the opening hours of this file).
 */

/**
 * Where a location stands in the review of its trade proof (ARCHITECTURE.md §4); also the enum
 * of the API's studio_locations table.
 */
export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** One period of a day; the check with German messages per day is shared-ui's checkOpeningHours. */
const OpeningPeriodBody = Type.Object(
  {
    opens: Type.String({ description: 'Öffnet um HH:MM (Europe/Berlin)', examples: ['09:00'] }),
    closes: Type.String({
      description: 'Schließt um HH:MM, nach opens; 24:00 = Mitternacht',
      examples: ['12:30'],
    }),
  },
  { additionalProperties: false },
);

// Typed per weekday, so the static type names every day as shared-ui's OpeningHours does.
const weekProperties = Object.fromEntries(
  weekdays.map((day) => [
    day,
    Type.Array(OpeningPeriodBody, {
      description: `${weekdayNames[day]}: Zeiträume (z. B. mit Mittagspause); leer = geschlossen`,
    }),
  ]),
) as Record<Weekday, TArray<typeof OpeningPeriodBody>>;

/** A location's weekly opening hours (issue 21, item 4), in the management area and the finder. */
export const OpeningHoursBody = Type.Union(
  [Type.Object(weekProperties, { additionalProperties: false }), Type.Null()],
  { description: 'Öffnungszeiten je Wochentag; null = nicht angegeben' },
);

/** The body of PUT registered-shops/{id}/opening-hours/ (owner and manager). */
export const LocationDetailsBody = Type.Object({
  opening_hours: OpeningHoursBody,
  barrier_free: Type.Boolean({ description: 'Barrierefreier Zugang (stufenlos erreichbar)' }),
});
export type LocationDetails = Static<typeof LocationDetailsBody>;

/**
 * The text fields of the multipart form of a new studio and of a resubmission (public-site.md §3
 * "Studio entry"); the API checks them with its Yup rules, this documents them for /api/docs.
 */
export const studioFormFields = {
  name: Type.String(),
  address: Type.String(),
  zipcode: Type.Optional(Type.String({ description: '5 Ziffern; leer: 00000' })),
  city: Type.String(),
  website: Type.Optional(Type.String()),
  shop_phone: Type.Optional(Type.String()),
  latitude: Type.String({ description: 'Dezimalgrad, -90 bis 90' }),
  longitude: Type.String({ description: 'Dezimalgrad, -180 bis 180' }),
};

/** The multipart form of POST registered-shops/, as /api/docs shows it. */
export const StudioEntryFormBody = Type.Object({
  ...studioFormFields,
  created_at: Type.Optional(DateTime),
  certificate_file: Type.Optional(
    Type.String({
      format: 'binary',
      description: 'Gewerbenachweis als PDF (am Inhalt erkannt), höchstens 10 MB',
    }),
  ),
});
/** The text fields of that form; the proof is a file, which each remote appends itself. */
export type StudioEntryFormFields = Omit<Static<typeof StudioEntryFormBody>, 'certificate_file'>;

/** The studio's own fields in the answers to its submission and its resubmission. */
export const studioBodyFields = {
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  zipcode: Type.String(),
  city: Type.String(),
  website: Type.String(),
  shop_phone: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
};
export const StudioFieldsBody = Type.Object(studioBodyFields);
export type StudioFields = Static<typeof StudioFieldsBody>;

/** 201 of POST registered-shops/: the new studio, waiting for the review of its proof. */
export const CreatedShopBody = Type.Object({
  ...studioBodyFields,
  certificate_uploaded: Type.Boolean(),
  review_status: Type.Literal('pending', {
    description: 'Neue Standorte erscheinen erst nach Prüfung des Gewerbenachweises in der Suche.',
  }),
  created_at: DateTime,
});
export type CreatedShop = Static<typeof CreatedShopBody>;

/**
 * One studio of GET registered-shops/ (signed-in-area.md §3 "Shop/location"), also the answer
 * of PUT …/opening-hours/: the answer of POST registered-shops/ plus the certificate link and the
 * review of the trade proof.
 */
export const ShopBody = Type.Composite([
  Type.Omit(CreatedShopBody, ['review_status']),
  Type.Object({
    certificate_file: nullable(Type.String(), {
      description:
        'Signierter, 30 Minuten gültiger Link zum Gewerbenachweis (PDF, als Download); null, wenn keiner hochgeladen wurde',
    }),
    review_status: literalUnion(reviewStatuses, {
      description:
        'Prüfung des Gewerbenachweises: pending (ausstehend), approved (freigegeben, in der Fotografensuche sichtbar), rejected (abgelehnt)',
    }),
    review_reason: nullable(Type.String(), {
      description: 'Begründung einer Ablehnung',
    }),
    opening_hours: OpeningHoursBody,
    barrier_free: Type.Boolean({ description: 'Barrierefreier Zugang' }),
  }),
]);
export type Shop = Static<typeof ShopBody>;

/** 200 of POST registered-shops/{id}/certificate/: the server's message and the studio. */
export const UploadedCertificateBody = Type.Composite([
  Type.Object({ detail: Type.String() }),
  ShopBody,
]);
export type UploadedCertificate = Static<typeof UploadedCertificateBody>;

/** 200 of DELETE registered-shops/{id}/. */
export const DeletedShopBody = Type.Object({ message: Type.String() });
export type DeletedShop = Static<typeof DeletedShopBody>;
