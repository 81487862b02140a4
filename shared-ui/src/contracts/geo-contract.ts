import { Type, type Static } from '@sinclair/typebox';
import { literalUnion } from './schema-parts';

/**
 * The JSON of `/geo/` (public-site.md §7; ARCHITECTURE.md §3): geocoding in the shape of the
 * geocoding service the spec's finder and registration read, and the places of a postcode. The
 * API documents its queries and validates its answers with these schemas and builds the answers
 * with their static types; the remotes import only the types, so a change on one side that the
 * other does not follow fails the type check.
 */

/** The query of GET geocode/: `q` (address, town or postcode) or `postal_code` with `country=DE`. */
export const GeocodeQuerystring = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  postal_code: Type.Optional(Type.String({ maxLength: 10 })),
  country: Type.Optional(Type.String({ maxLength: 2 })),
});
export type GeocodeParameters = Static<typeof GeocodeQuerystring>;

export const AddressComponentBody = Type.Object({
  long_name: Type.String(),
  short_name: Type.String(),
  types: Type.Array(Type.String()),
});
export type AddressComponent = Static<typeof AddressComponentBody>;

export const GeocodeResultBody = Type.Object({
  geometry: Type.Object({ location: Type.Object({ lat: Type.Number(), lng: Type.Number() }) }),
  address_components: Type.Array(AddressComponentBody),
  formatted_address: Type.String(),
  /** True when only part of the query was found (e.g. the town, not the street). */
  partial_match: Type.Optional(Type.Boolean()),
});
export type GeocodeResult = Static<typeof GeocodeResultBody>;

export const geocodeStatuses = ['OK', 'ZERO_RESULTS'] as const;
export type GeocodeStatus = (typeof geocodeStatuses)[number];

/** 200 of GET geocode/: results best first; ZERO_RESULTS when nothing was found. */
export const GeocodeAnswerBody = Type.Object({
  status: literalUnion(geocodeStatuses),
  results: Type.Array(GeocodeResultBody),
});
export type GeocodeAnswer = Static<typeof GeocodeAnswerBody>;

/**
 * 502 of GET geocode/: no source could answer. The answer's shape (status, results) with the
 * German detail, so the finder reads its status as in a successful answer.
 */
export const GeocodeFailureBody = Type.Object({
  status: Type.Literal('UNKNOWN_ERROR'),
  results: Type.Array(GeocodeResultBody, { maxItems: 0 }),
  detail: Type.String(),
});
export type GeocodeFailure = Static<typeof GeocodeFailureBody>;

export const PostcodePlaceBody = Type.Object({
  name: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
});
/** A place a postcode belongs to. */
export type PostcodePlace = Static<typeof PostcodePlaceBody>;

/** 200 of GET postcode/{plz}/: the places of a German postcode, main place first. */
export const PostcodeAnswerBody = Type.Object({
  postcode: Type.String(),
  city: Type.String({ description: 'Hauptort der Postleitzahl' }),
  places: Type.Array(PostcodePlaceBody),
});
export type PostcodeAnswer = Static<typeof PostcodeAnswerBody>;
