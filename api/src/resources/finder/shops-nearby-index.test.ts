import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { OpenedDatabase } from '../../kernel/database/database';
import { createTestDatabase, testDatabaseTimeoutMs } from '../../kernel/testing/test-database';
import { findShopsNearby } from './shops-nearby';
import { ShopsNearbyIndex, shopsNearbyIndex } from './shops-nearby-index';
import { insertStudios, studio, studiosAcrossGermany } from './studio-fixtures';

let database: OpenedDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const blocked = (
    await database.db.execute<{ id: number }>(
      sql`INSERT INTO companies (name, blocked_at) VALUES ('Gesperrt', now()) RETURNING id`,
    )
  ).rows[0]!.id;
  await insertStudios(database.db, [
    ...studiosAcrossGermany(1500),
    // Hidden ones among them, and two at one spot (equal distances: ordered by id).
    ...studiosAcrossGermany(100, 7).map((row) => ({ ...row, reviewStatus: 'pending' as const })),
    ...studiosAcrossGermany(100, 8).map((row) => ({ ...row, companyId: blocked })),
    studio({ name: 'Zwilling A', latitude: 52.52, longitude: 13.405 }),
    studio({ name: 'Zwilling B', latitude: 52.52, longitude: 13.405 }),
  ]);
}, testDatabaseTimeoutMs);

afterAll(async () => {
  await database.close();
});

describe('the finder index', () => {
  it('answers exactly what the database query answers, for any point and radius', async () => {
    const index = shopsNearbyIndex(database);
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: 46, max: 56, noNaN: true }),
        fc.double({ min: 4, max: 16, noNaN: true }),
        fc.oneof(
          fc.double({ min: 0.5, max: 150, noNaN: true }),
          fc.constantFrom(1, 10, 25, 100, 1000),
        ),
        async (latitude, longitude, radiusKm) => {
          const query = { latitude, longitude, radiusKm };
          const expected = await findShopsNearby(database.db, query);
          expect(await index.find(query)).toEqual(expected);
          expect(JSON.parse((await index.answer(query)).toString())).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('shows a change made by SQL in the next answer on the embedded database', async () => {
    const index = shopsNearbyIndex(database);
    const near = { latitude: 52.52, longitude: 13.405, radiusKm: 1 };
    expect((await index.find(near)).map(({ name }) => name)).toEqual(['Zwilling A', 'Zwilling B']);

    await database.db.execute(
      sql`UPDATE studio_locations SET review_status = 'rejected' WHERE name = 'Zwilling A'`,
    );
    expect((await index.find(near)).map(({ name }) => name)).toEqual(['Zwilling B']);

    await database.db.execute(
      sql`UPDATE studio_locations SET review_status = 'approved' WHERE name = 'Zwilling A'`,
    );
    expect((await index.find(near)).map(({ name }) => name)).toEqual(['Zwilling A', 'Zwilling B']);
  });

  it('answers an empty list while no studio is approved', async () => {
    const empty = await createTestDatabase();
    try {
      const index = new ShopsNearbyIndex(empty.db);
      expect(await index.find({ latitude: 0, longitude: 0, radiusKm: 1000 })).toEqual([]);
      expect((await index.answer({ latitude: 0, longitude: 0, radiusKm: 1000 })).toString()).toBe(
        '[]',
      );
    } finally {
      await empty.close();
    }
  });
});
