import { finderDefaultRadiusKm } from 'shared-ui/locations/visitor-position';

/** A point on the earth in degrees (WGS 84). */
export interface GeoPosition {
  latitude: number;
  longitude: number;
}

/** Radius slider 'UMKREIS' in km. ARCHITECTURE §4: the spec's default 5 lies below the minimum, so 10. */
export const radiusSlider = {
  min: 10,
  max: 100,
  step: 1,
  defaultKm: finderDefaultRadiusKm,
} as const;

/** Middle of Germany: initial map centre and the centre of the all-shops query. */
export const germanyCentre: GeoPosition = { latitude: 51.1657, longitude: 10.4515 };

export const initialZoom = 6;
export const searchZoom = 8;

/** Radius of the all-shops query when the map opens; covers all of Germany. */
export const allShopsRadiusKm = 1000;

/** The all-shops view shows a circle of the greatest distance from the mean position times this. */
export const allShopsCircleFactor = 1.1;

/** Mean earth radius of the great-circle formula. */
export const earthRadiusKm = 6371;

/** Shops at identical coordinates are spread on a circle of this radius so each stays clickable. */
export const identicalPositionOffsetDegrees = 0.0001;
