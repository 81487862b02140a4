import { Type } from '@sinclair/typebox';
import type { studioLocations } from '../finder/schema';

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

export function studioBodyOf(row: typeof studioLocations.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    zipcode: row.zipcode,
    city: row.city,
    website: row.website,
    shop_phone: row.shopPhone,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
