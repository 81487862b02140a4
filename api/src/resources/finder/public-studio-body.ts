import { Type } from '@sinclair/typebox';
import { OpeningHoursBody } from '../locations/opening-hours-body';

/**
 * A studio's public fields (shared-ui's PublicStudioData) in the finder's answer and on its
 * studio page.
 */
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
  opening_hours: OpeningHoursBody,
  barrier_free: Type.Boolean({ description: 'Barrierefreier Zugang' }),
};
