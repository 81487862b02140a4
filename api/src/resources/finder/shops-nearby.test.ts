import { sql } from 'drizzle-orm';
import { useTestApp } from '../accounts/testing/identity-test-kit';
import { shopsNearbySql } from './shops-nearby';
import { analyzeStudios, insertStudios, studio, studiosAcrossGermany } from './studio-fixtures';
import { useNoStudiosBeforeEach } from './testing/finder-test-kit';
import { closedWeek } from 'shared-ui/locations/opening-hours';
import { dayWithNoonBreak } from 'shared-ui/testing/opening-hours-fixture';

const testApp = useTestApp();
useNoStudiosBeforeEach(testApp);

const kiel = { latitude: 54.3233, longitude: 10.1228 };

/** Independent check: the spherical law of cosines on the same 6371 km sphere. */
function sphericalDistanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const cosine =
    Math.sin(a.latitude * rad) * Math.sin(b.latitude * rad) +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.cos((b.longitude - a.longitude) * rad);
  return 6371 * Math.acos(Math.min(1, cosine));
}

/** The point `km` north of `from` on the 6371 km sphere. */
const northOf = (from: typeof kiel, km: number) => ({
  latitude: from.latitude + (km / 6371) * (180 / Math.PI),
  longitude: from.longitude,
});

function nearby(query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  return testApp.app.inject({ method: 'GET', url: `/api/photobooth/shops-nearby/?${search}` });
}

async function companyId(blocked: boolean): Promise<number> {
  const { rows } = await testApp.database.db.execute<{ id: number }>(sql`
    INSERT INTO companies (name, blocked_at)
    VALUES ('Testfirma', ${blocked ? sql`now()` : sql`NULL`})
    RETURNING id
  `);
  return rows[0]!.id;
}

describe('GET /api/photobooth/shops-nearby/', () => {
  it('answers the studios within the radius, nearest first, with the spec fields and distance_km', async () => {
    await insertStudios(testApp.database.db, [
      studio({
        name: 'Neumünster',
        latitude: 54.0739,
        longitude: 9.9848,
        zipcode: '24534',
        city: 'Neumünster',
      }),
      studio({ name: 'Kiel Mitte', latitude: 54.3222, longitude: 10.1339 }),
      studio({
        name: 'Hamburg',
        latitude: 53.5507,
        longitude: 9.993,
        zipcode: '20095',
        city: 'Hamburg',
      }),
      studio({
        name: 'München',
        latitude: 48.1374,
        longitude: 11.5755,
        zipcode: '80331',
        city: 'München',
      }),
    ]);

    const response = await nearby({ ...kiel, radius: 100 });

    expect(response.statusCode).toBe(200);
    const shops = response.json() as Record<string, unknown>[];
    expect(shops.map(({ name }) => name)).toEqual(['Kiel Mitte', 'Neumünster', 'Hamburg']);
    expect(Object.keys(shops[0]!).sort()).toEqual(
      [
        'address',
        'barrier_free',
        'city',
        'distance_km',
        'id',
        'latitude',
        'longitude',
        'name',
        'opening_hours',
        'shop_phone',
        'website',
        'zipcode',
      ].sort(),
    );
    expect(shops[0]).toMatchObject({
      name: 'Kiel Mitte',
      address: 'Holstenstraße 10',
      zipcode: '24103',
      city: 'Kiel',
      latitude: 54.3222,
      longitude: 10.1339,
      shop_phone: '0431 123456',
      website: 'https://foto-foerde.example',
      opening_hours: null,
      barrier_free: false,
    });
    for (const shop of shops) {
      const expected = sphericalDistanceKm(kiel, shop as { latitude: number; longitude: number });
      expect(shop.distance_km).toBeCloseTo(expected, 2);
    }
  });

  it("answers each studio's opening hours and accessibility as stored", async () => {
    const week = {
      ...closedWeek(),
      mon: dayWithNoonBreak,
      fri: [{ opens: '09:00', closes: '24:00' }],
    };
    await insertStudios(testApp.database.db, [
      studio({ name: 'mit Zeiten', ...kiel, openingHours: week, barrierFree: true }),
    ]);

    const response = await nearby({ ...kiel, radius: 10 });

    expect(response.json()).toEqual([
      expect.objectContaining({ name: 'mit Zeiten', opening_hours: week, barrier_free: true }),
    ]);
  });

  it('includes a studio just inside the radius and excludes one just outside', async () => {
    await insertStudios(testApp.database.db, [
      studio({ name: 'innen', ...northOf(kiel, 9.995) }),
      studio({ name: 'außen', ...northOf(kiel, 10.005) }),
      studio({ name: 'am Ort', ...kiel }),
    ]);

    const shops = (await nearby({ ...kiel, radius: 10 })).json() as {
      name: string;
      distance_km: number;
    }[];

    expect(shops.map(({ name }) => name)).toEqual(['am Ort', 'innen']);
    expect(shops[0]!.distance_km).toBe(0);
    expect(shops[1]!.distance_km).toBeCloseTo(9.995, 3);
  });

  it('finds every studio of Germany from its centre with radius 1000', async () => {
    await insertStudios(testApp.database.db, studiosAcrossGermany(300));
    const shops = (
      await nearby({ latitude: 51.1657, longitude: 10.4515, radius: 1000 })
    ).json() as unknown[];
    expect(shops).toHaveLength(300);
  });

  it('shows only approved studios', async () => {
    await insertStudios(testApp.database.db, [
      studio({ name: 'freigegeben', reviewStatus: 'approved' }),
      studio({ name: 'in Prüfung', reviewStatus: 'pending' }),
      studio({
        name: 'abgelehnt',
        reviewStatus: 'rejected',
        reviewReason: 'Gewerbeschein unleserlich',
      }),
    ]);

    const shops = (await nearby({ ...kiel, radius: 10 })).json() as { name: string }[];

    expect(shops.map(({ name }) => name)).toEqual(['freigegeben']);
  });

  it('hides the studios of a blocked company', async () => {
    await insertStudios(testApp.database.db, [
      studio({ name: 'aktive Firma', companyId: await companyId(false) }),
      studio({ name: 'gesperrte Firma', companyId: await companyId(true) }),
    ]);

    const shops = (await nearby({ ...kiel, radius: 10 })).json() as { name: string }[];

    expect(shops.map(({ name }) => name)).toEqual(['aktive Firma']);
  });

  it('answers an empty list when nothing is near', async () => {
    await insertStudios(testApp.database.db, [studio({ latitude: 48.1374, longitude: 11.5755 })]);
    const response = await nearby({ ...kiel, radius: 10 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each<[string, Record<string, string | number>, Record<string, string[]>]>([
    [
      'all parameters missing',
      {},
      {
        latitude: ['Dieses Feld ist erforderlich.'],
        longitude: ['Dieses Feld ist erforderlich.'],
        radius: ['Dieses Feld ist erforderlich.'],
      },
    ],
    [
      'an empty latitude',
      { latitude: '', longitude: 10, radius: 10 },
      { latitude: ['Dieses Feld ist erforderlich.'] },
    ],
    [
      'text for a number',
      { latitude: 'Kiel', longitude: 10, radius: 10 },
      { latitude: ['Muss eine Zahl sein.'] },
    ],
    [
      'latitude above 90',
      { latitude: 91, longitude: 10, radius: 10 },
      { latitude: ['Darf höchstens 90 sein.'] },
    ],
    [
      'longitude below -180',
      { latitude: 54, longitude: -181, radius: 10 },
      { longitude: ['Muss mindestens -180 sein.'] },
    ],
    [
      'radius 0',
      { latitude: 54, longitude: 10, radius: 0 },
      { radius: ['Muss größer als 0 sein.'] },
    ],
    [
      'a negative radius',
      { latitude: 54, longitude: 10, radius: -5 },
      { radius: ['Muss größer als 0 sein.'] },
    ],
    [
      'radius above 1000',
      { latitude: 54, longitude: 10, radius: 1001 },
      { radius: ['Darf höchstens 1000 sein.'] },
    ],
  ])('answers 400 with a German message per field for %s', async (_case, query, errors) => {
    const response = await nearby(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
  });

  it('uses the spatial index with 20,000 studios', async () => {
    await insertStudios(testApp.database.db, studiosAcrossGermany(20_000));
    await analyzeStudios(testApp.database.db);

    const { rows } = await testApp.database.db.execute<{ 'QUERY PLAN': string }>(
      sql`EXPLAIN ${shopsNearbySql({ ...kiel, radiusKm: 25 })}`,
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');

    expect(plan).toContain('studio_locations_finder_position');
    expect(plan).not.toMatch(/Seq Scan on studio_locations/);

    const shops = (await nearby({ ...kiel, radius: 25 })).json() as { distance_km: number }[];
    expect(shops.length).toBeGreaterThan(0);
    expect(shops.every(({ distance_km }) => distance_km <= 25)).toBe(true);
    expect(shops.map(({ distance_km }) => distance_km)).toEqual(
      [...shops.map(({ distance_km }) => distance_km)].sort((a, b) => a - b),
    );
  }, 120_000);
});
