import { allShopsView, circleBounds, circleRing, meanPosition } from './all-shops-view';
import { distanceKm } from './geo-distance';

const kiel = { latitude: 54.32, longitude: 10.12 };
const munich = { latitude: 48.14, longitude: 11.58 };
const cologne = { latitude: 50.94, longitude: 6.96 };

describe('meanPosition', () => {
  it('is null without shops', () => {
    expect(meanPosition([])).toBeNull();
  });

  it('is the arithmetic mean of latitude and longitude', () => {
    const mean = meanPosition([kiel, munich, cologne])!;
    expect(mean.latitude).toBeCloseTo((54.32 + 48.14 + 50.94) / 3, 10);
    expect(mean.longitude).toBeCloseTo((10.12 + 11.58 + 6.96) / 3, 10);
  });
});

describe('allShopsView', () => {
  it('centres on the mean position with a circle of the greatest distance times 1.1', () => {
    const view = allShopsView([kiel, munich, cologne])!;
    expect(view.centre).toEqual(meanPosition([kiel, munich, cologne]));
    const greatest = Math.max(...[kiel, munich, cologne].map((p) => distanceKm(view.centre, p)));
    expect(view.radiusKm).toBeCloseTo(greatest * 1.1, 9);
  });

  it('has a radius of zero for a single shop', () => {
    expect(allShopsView([kiel])).toEqual({ centre: kiel, radiusKm: 0 });
  });
});

describe('circle', () => {
  it('is a closed ring at the radius around the centre', () => {
    const ring = circleRing(kiel, 50, 16);
    expect(ring).toHaveLength(17);
    expect(ring[0]).toEqual(ring[16]);
    for (const [longitude, latitude] of ring) {
      expect(distanceKm(kiel, { latitude, longitude })).toBeCloseTo(50, 6);
    }
  });

  it('has bounds that enclose every shop', () => {
    const view = allShopsView([kiel, munich, cologne])!;
    const [[west, south], [east, north]] = circleBounds(view.centre, view.radiusKm);
    for (const { latitude, longitude } of [kiel, munich, cologne]) {
      expect(latitude).toBeGreaterThan(south);
      expect(latitude).toBeLessThan(north);
      expect(longitude).toBeGreaterThan(west);
      expect(longitude).toBeLessThan(east);
    }
  });
});
