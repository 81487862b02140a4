import { Type } from '@sinclair/typebox';
import { reviewStatuses } from '../finder/schema';
import type { studioLocations } from '../finder/schema';
import { CreatedShopBody } from '../studios/registered-shops-routes';
import { OpeningHoursBody } from './opening-hours-body';

type StudioLocationRow = typeof studioLocations.$inferSelect;

/**
 * One studio of GET registered-shops/ (signed-in-area.md §3 "Shop/location"): the answer of
 * POST registered-shops/ plus the certificate link and the review of the trade proof.
 */
export const ShopBody = Type.Composite([
  Type.Omit(CreatedShopBody, ['review_status']),
  Type.Object({
    certificate_file: Type.Union([Type.String(), Type.Null()], {
      description:
        'Signierter, 30 Minuten gültiger Link zum Gewerbenachweis (PDF, als Download); null, wenn keiner hochgeladen wurde',
    }),
    review_status: Type.Union(
      reviewStatuses.map((status) => Type.Literal(status)),
      {
        description:
          'Prüfung des Gewerbenachweises: pending (ausstehend), approved (freigegeben, in der Fotografensuche sichtbar), rejected (abgelehnt)',
      },
    ),
    review_reason: Type.Union([Type.String(), Type.Null()], {
      description: 'Begründung einer Ablehnung',
    }),
    opening_hours: OpeningHoursBody,
    barrier_free: Type.Boolean({ description: 'Barrierefreier Zugang' }),
  }),
]);

export function shopOf(shop: StudioLocationRow, certificateUrl: string | null) {
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
