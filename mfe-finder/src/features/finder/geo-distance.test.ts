import { destination, distanceKm } from './geo-distance';

const kiel = { latitude: 54.3233, longitude: 10.1228 };
const munich = { latitude: 48.1374, longitude: 11.5755 };

describe('distanceKm', () => {
  it('is zero for the same point', () => {
    expect(distanceKm(kiel, kiel)).toBe(0);
  });

  it('uses the great-circle formula with earth radius 6371 km', () => {
    // One degree of latitude on a sphere of 6371 km: 2π · 6371 / 360.
    expect(distanceKm({ latitude: 50, longitude: 8 }, { latitude: 51, longitude: 8 })).toBeCloseTo(
      111.195,
      3,
    );
    // Kiel – München: the spherical law of cosines on 6371 km gives 695.1976 km.
    expect(distanceKm(kiel, munich)).toBeCloseTo(695.1976, 3);
  });

  it('is symmetric', () => {
    expect(distanceKm(kiel, munich)).toBeCloseTo(distanceKm(munich, kiel), 9);
  });
});

describe('destination', () => {
  it('lies the given distance away in the given direction', () => {
    const north = destination(kiel, 25, 0);
    expect(north.longitude).toBeCloseTo(kiel.longitude, 9);
    expect(north.latitude).toBeGreaterThan(kiel.latitude);
    for (const bearing of [0, 45, 90, 180, 270]) {
      expect(distanceKm(kiel, destination(kiel, 25, bearing))).toBeCloseTo(25, 6);
    }
  });
});
