import { earthRadiusKm, type GeoPosition } from './finder-constants';

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km by the haversine formula on a sphere of radius 6371 km (spec §9). */
export function distanceKm(from: GeoPosition, to: GeoPosition): number {
  const deltaLatitude = radians(to.latitude - from.latitude);
  const deltaLongitude = radians(to.longitude - from.longitude);
  const a =
    Math.sin(deltaLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(deltaLongitude / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The point `distance` km from `from` in direction `bearingDegrees` (0 = north, clockwise). */
export function destination(
  from: GeoPosition,
  distance: number,
  bearingDegrees: number,
): GeoPosition {
  const angular = distance / earthRadiusKm;
  const bearing = radians(bearingDegrees);
  const latitude1 = radians(from.latitude);
  const longitude1 = radians(from.longitude);
  const latitude2 = Math.asin(
    Math.sin(latitude1) * Math.cos(angular) +
      Math.cos(latitude1) * Math.sin(angular) * Math.cos(bearing),
  );
  const longitude2 =
    longitude1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(latitude1),
      Math.cos(angular) - Math.sin(latitude1) * Math.sin(latitude2),
    );
  return { latitude: (latitude2 * 180) / Math.PI, longitude: (longitude2 * 180) / Math.PI };
}
