import { allShopsCircleFactor, type GeoPosition } from './finder-constants';
import { destination, distanceKm } from './geo-distance';

/** What the map shows when it opens: all shops, centred on their mean position. */
export interface AllShopsView {
  centre: GeoPosition;
  /** Radius of the circle around the centre: the greatest distance to a shop times 1.1 (spec §9). */
  radiusKm: number;
}

/** Arithmetic mean of the positions; null for none. */
export function meanPosition(positions: readonly GeoPosition[]): GeoPosition | null {
  if (positions.length === 0) return null;
  const sum = positions.reduce(
    (total, { latitude, longitude }) => ({
      latitude: total.latitude + latitude,
      longitude: total.longitude + longitude,
    }),
    { latitude: 0, longitude: 0 },
  );
  return { latitude: sum.latitude / positions.length, longitude: sum.longitude / positions.length };
}

export function allShopsView(positions: readonly GeoPosition[]): AllShopsView | null {
  const centre = meanPosition(positions);
  if (!centre) return null;
  // reduce, not Math.max(...): thousands of arguments would strain the call stack.
  const greatest = positions.reduce(
    (farthest, position) => Math.max(farthest, distanceKm(centre, position)),
    0,
  );
  return { centre, radiusKm: greatest * allShopsCircleFactor };
}

/** The circle as a closed ring of [longitude, latitude] pairs (GeoJSON order). */
export function circleRing(centre: GeoPosition, radiusKm: number, steps = 64): [number, number][] {
  const ring: [number, number][] = [];
  for (let step = 0; step <= steps; step += 1) {
    const point = destination(centre, radiusKm, (360 * (step % steps)) / steps);
    ring.push([point.longitude, point.latitude]);
  }
  return ring;
}

/** South-west and north-east corners ([longitude, latitude]) that enclose the circle. */
export function circleBounds(
  centre: GeoPosition,
  radiusKm: number,
): [[number, number], [number, number]] {
  const north = destination(centre, radiusKm, 0).latitude;
  const south = destination(centre, radiusKm, 180).latitude;
  const longitudes = circleRing(centre, radiusKm).map(([longitude]) => longitude);
  return [
    [Math.min(...longitudes), south],
    [Math.max(...longitudes), north],
  ];
}
