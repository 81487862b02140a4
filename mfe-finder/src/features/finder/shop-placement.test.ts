import { identicalPositionOffsetDegrees } from './finder-constants';
import type { GeoPosition } from './finder-constants';
import type { Shop } from './shop';
import { placeShops, spreadIdenticalPositions } from './shop-placement';

function shop(id: number, latitude: number, longitude: number): Shop {
  return {
    id,
    name: `Studio ${id}`,
    address: 'Holstenstraße 1',
    zipcode: '24103',
    city: 'Kiel',
    latitude,
    longitude,
    shop_phone: '0431 123456',
    website: 'https://studio.example',
    opening_hours: null,
    barrier_free: false,
  };
}

const distanceBetween = (a: GeoPosition, b: GeoPosition) =>
  Math.hypot(a.latitude - b.latitude, a.longitude - b.longitude);

describe('spreadIdenticalPositions', () => {
  it('keeps a shop that is alone at its coordinates where it is', () => {
    expect(spreadIdenticalPositions([shop(1, 54.3, 10.1), shop(2, 54.4, 10.2)])).toEqual([
      { latitude: 54.3, longitude: 10.1 },
      { latitude: 54.4, longitude: 10.2 },
    ]);
  });

  it('offsets shops at identical coordinates by up to 0.0001 degrees, each to its own spot', () => {
    const shops = [shop(1, 54.3, 10.1), shop(2, 54.3, 10.1), shop(3, 54.3, 10.1)];
    const positions = spreadIdenticalPositions(shops);
    const keys = new Set(positions.map((p) => `${p.latitude},${p.longitude}`));
    expect(keys.size).toBe(3);
    for (const position of positions) {
      expect(Math.abs(position.latitude - 54.3)).toBeLessThanOrEqual(
        identicalPositionOffsetDegrees + 1e-12,
      );
      expect(Math.abs(position.longitude - 10.1)).toBeLessThanOrEqual(
        identicalPositionOffsetDegrees + 1e-12,
      );
      expect(position).not.toEqual({ latitude: 54.3, longitude: 10.1 });
    }
  });

  it('treats coordinates equal to six decimals as identical', () => {
    const positions = spreadIdenticalPositions([
      shop(1, 54.3000001, 10.1),
      shop(2, 54.3, 10.1000002),
    ]);
    expect(positions[0]).not.toEqual(positions[1]);
    expect(distanceBetween(positions[0]!, positions[1]!)).toBeGreaterThan(0.00005);
  });
});

describe('placeShops', () => {
  it('adds the distance from the reference point and sorts nearest first', () => {
    const kiel = { latitude: 54.3233, longitude: 10.1228 };
    const placed = placeShops(
      [shop(10, 53.55, 9.99), shop(11, 54.32, 10.12), shop(12, 54.08, 10.0)],
      kiel,
    );
    expect(placed.map(({ id }) => id)).toEqual([11, 12, 10]);
    expect(placed[0]!.distanceKm).toBeLessThan(1);
    expect(placed[2]!.distanceKm).toBeCloseTo(86.4, 0);
  });

  it('keeps the real coordinates for distance and route, the offset only for the marker', () => {
    const placed = placeShops([shop(1, 54.3, 10.1), shop(2, 54.3, 10.1)], {
      latitude: 54.3,
      longitude: 10.1,
    });
    expect(placed.map(({ distanceKm }) => distanceKm)).toEqual([0, 0]);
    expect(placed[0]!.mapPosition).not.toEqual(placed[1]!.mapPosition);
    expect(placed[0]!.latitude).toBe(54.3);
  });
});
