import { identicalPositionOffsetDegrees, type GeoPosition } from './finder-constants';
import { distanceKm } from './geo-distance';
import type { PlacedShop, Shop } from './shop';

const positionKey = ({ latitude, longitude }: GeoPosition) =>
  `${latitude.toFixed(6)},${longitude.toFixed(6)}`;

/**
 * Map positions for shops: a shop alone at its coordinates keeps them; shops sharing the same
 * coordinates (several studios in one building) are spread evenly on a circle of about
 * 0.0001 degrees around them, so every marker stays visible and clickable (spec §9).
 */
export function spreadIdenticalPositions<T extends GeoPosition>(
  items: readonly T[],
): GeoPosition[] {
  const groups = new Map<string, number[]>();
  items.forEach((item, index) => {
    const key = positionKey(item);
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  });
  const positions: GeoPosition[] = items.map(({ latitude, longitude }) => ({
    latitude,
    longitude,
  }));
  for (const indexes of groups.values()) {
    if (indexes.length < 2) continue;
    indexes.forEach((itemIndex, place) => {
      const angle = (2 * Math.PI * place) / indexes.length;
      const item = items[itemIndex]!;
      positions[itemIndex] = {
        latitude: item.latitude + identicalPositionOffsetDegrees * Math.sin(angle),
        longitude: item.longitude + identicalPositionOffsetDegrees * Math.cos(angle),
      };
    });
  }
  return positions;
}

/** Adds the distance from `reference` and the marker position; nearest first. */
export function placeShops(shops: readonly Shop[], reference: GeoPosition): PlacedShop[] {
  const positions = spreadIdenticalPositions(shops);
  return shops
    .map((shop, index) => ({
      ...shop,
      distanceKm: distanceKm(reference, shop),
      mapPosition: positions[index]!,
    }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}
