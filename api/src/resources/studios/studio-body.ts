import type { StudioFields } from 'shared-ui/contracts/studios-contract';
import type { studioLocations } from '../finder/schema';

/**
 * The studio's own fields in the answers to its submission and its resubmission: the schema is
 * the contract's (shared-ui/contracts/studios-contract.ts), also read here by the operator's
 * resubmission and review answers.
 */
export { studioBodyFields } from 'shared-ui/contracts/studios-contract';

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
