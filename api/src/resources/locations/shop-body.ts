import type { Shop } from 'shared-ui/contracts/studios-contract';
import type { studioLocations } from '../finder/schema';

type StudioLocationRow = typeof studioLocations.$inferSelect;

/**
 * One studio of GET registered-shops/ (signed-in-area.md §3 "Shop/location"), built with the
 * static type of the contract's ShopBody (shared-ui/contracts/studios-contract.ts), which the
 * routes answer with.
 */
export function shopOf(shop: StudioLocationRow, certificateUrl: string | null): Shop {
  return {
    id: shop.id,
    name: shop.name,
    address: shop.address,
    zipcode: shop.zipcode,
    city: shop.city,
    website: shop.website,
    shop_phone: shop.shopPhone,
    latitude: shop.latitude,
    longitude: shop.longitude,
    certificate_uploaded: shop.certificateFile !== null,
    certificate_file: certificateUrl,
    review_status: shop.reviewStatus,
    review_reason: shop.reviewReason,
    opening_hours: shop.openingHours ?? null,
    barrier_free: shop.barrierFree,
    created_at: shop.createdAt.toISOString(),
  };
}
