import { sql } from 'drizzle-orm';
import type { OpenedDatabase } from '../../kernel/database/database';
import { createTestDatabase, testDatabaseTimeoutMs } from '../../kernel/testing/test-database';
import { demoStudios, seedDemoStudios } from './demo-studios';
import { findShopsNearby } from './shops-nearby';
import { insertStudios, studio } from './studio-fixtures';

let database: OpenedDatabase;
/** The seeding decides by kind; the behaviour under test is the embedded default's. */
let embedded: OpenedDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  embedded = { ...database, kind: 'pglite' };
}, testDatabaseTimeoutMs);

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  await database.db.execute(sql`DELETE FROM studio_locations`);
});

const studioCount = async () =>
  (
    await database.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM studio_locations`,
    )
  ).rows[0]!.count;

describe('seedDemoStudios', () => {
  it('fills an empty embedded database with labelled, approved demo studios, one in Kiel 24103', async () => {
    const added = await seedDemoStudios(embedded, { enabled: true });

    expect(added).toBe(demoStudios().length);
    expect(added).toBeGreaterThanOrEqual(20);
    const kiel = await findShopsNearby(database.db, {
      latitude: 54.3233,
      longitude: 10.1228,
      radiusKm: 10,
    });
    expect(kiel).toEqual([
      expect.objectContaining({
        zipcode: '24103',
        city: 'Kiel',
        name: expect.stringContaining('Demo'),
      }),
    ]);
    const { rows } = await database.db.execute<{ demo: boolean; status: string }>(
      sql`SELECT DISTINCT is_demo AS demo, review_status AS status FROM studio_locations`,
    );
    expect(rows).toEqual([{ demo: true, status: 'approved' }]);
  });

  it('does not seed twice or into a database that already has studios', async () => {
    await insertStudios(database.db, [studio()]);
    expect(await seedDemoStudios(embedded, { enabled: true })).toBe(0);
    expect(await studioCount()).toBe(1);
  });

  it('does not seed with SEED_DEMO=false', async () => {
    expect(await seedDemoStudios(embedded, { enabled: false })).toBe(0);
    expect(await studioCount()).toBe(0);
  });

  it('never seeds PostgreSQL', async () => {
    expect(await seedDemoStudios({ ...database, kind: 'postgres' }, { enabled: true })).toBe(0);
    expect(await studioCount()).toBe(0);
  });
});
