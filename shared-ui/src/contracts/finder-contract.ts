import { Type, type Static } from '@sinclair/typebox';
import { OpeningHoursBody } from './studios-contract';

/**
 * The JSON of the public finder: `GET /photobooth/shops-nearby/` (spec §3, §9) and the studio
 * pages' `/public/…` (issue 21, item 5). The API documents its queries and validates its answers
 * with these schemas and builds the answers with their static types; the finder imports only the
 * types, so a change on one side that the other does not follow fails the type check.
 */

/** Largest radius the finder may ask for: 1000 km covers Germany from its centre (spec §9). */
export const maxRadiusKm = 1000;

/** The query of GET shops-nearby/; an empty parameter counts as missing. */
export const ShopsNearbyQuerystring = Type.Object({
  latitude: Type.Number({ minimum: -90, maximum: 90, description: 'Breitengrad (WGS 84)' }),
  longitude: Type.Number({ minimum: -180, maximum: 180, description: 'Längengrad (WGS 84)' }),
  radius: Type.Number({
    exclusiveMinimum: 0,
    maximum: maxRadiusKm,
    description: 'Umkreis in Kilometern',
  }),
});
export type ShopsNearbyQuery = Static<typeof ShopsNearbyQuerystring>;

/** A studio's public fields, in the finder's answer and on its studio page. */
export const publicStudioFields = {
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  zipcode: Type.String(),
  city: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  shop_phone: Type.String(),
  website: Type.String(),
  /** Weekly hours (Europe/Berlin) or null when the studio gave none; "open now" is the client's. */
  opening_hours: OpeningHoursBody,
  barrier_free: Type.Boolean({ description: 'Barrierefreier Zugang' }),
};
export const PublicStudioDataBody = Type.Object(publicStudioFields);
/** A studio as the public sees it: in the finder's answer (spec §3) and on its studio page. */
export type PublicStudioData = Static<typeof PublicStudioDataBody>;

/** One studio of GET shops-nearby/, nearest first. */
export const NearbyShopBody = Type.Object({
  ...publicStudioFields,
  distance_km: Type.Number({
    description: 'Großkreisentfernung vom Suchpunkt in km (Erdradius 6371 km)',
  }),
});
export type NearbyShop = Static<typeof NearbyShopBody>;

/** What a studio page shows, as `GET /public/studios/{id}/` answers it. */
export const PublicStudioBody = Type.Object({
  ...publicStudioFields,
  path: Type.String({
    description: 'Aktuelle Adresse der Studioseite, z. B. /Fotograf/kiel/foto-foerde-17',
  }),
  place_path: Type.String({ description: 'Seite des Ortes, z. B. /Passbild/kiel' }),
});
export type PublicStudio = Static<typeof PublicStudioBody>;

/** `GET /public/places/{ort}/`: the approved studios of a town, by name. */
export const PublicPlaceBody = Type.Object({
  city: Type.String(),
  path: Type.String(),
  studios: Type.Array(PublicStudioBody),
});
export type PublicPlace = Static<typeof PublicPlaceBody>;

/** `GET /public/studio-pages/`: the addresses of every studio and town page, for the sitemap. */
export const StudioPagesBody = Type.Object({
  studios: Type.Array(Type.String()),
  places: Type.Array(Type.String()),
});
export type StudioPages = Static<typeof StudioPagesBody>;
