import type { StudioFields } from 'shared-ui/contracts/studios-contract';
import type { studioLocations } from '../finder/schema';

export function studioBodyOf(row: typeof studioLocations.$inferSelect): StudioFields {
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
