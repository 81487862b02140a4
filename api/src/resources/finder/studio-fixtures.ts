import { sql } from 'drizzle-orm';
import type { Database } from '../../kernel/database/database';
import { studioLocations, type NewStudioLocation } from './schema';

/** A studio row with sensible defaults, for tests, the demo data and the benchmark. */
export function studio(overrides: Partial<NewStudioLocation> = {}): NewStudioLocation {
  return {
    name: 'Fotostudio Förde',
    address: 'Holstenstraße 10',
    zipcode: '24103',
    city: 'Kiel',
    latitude: 54.3222,
    longitude: 10.1339,
    shopPhone: '0431 123456',
    website: 'https://foto-foerde.example',
    reviewStatus: 'approved',
    ...overrides,
  };
}

/** Inserts in batches (one statement per 1000 rows keeps parameter counts small). */
export async function insertStudios(db: Database, rows: NewStudioLocation[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 1000) {
    const inserted = await db
      .insert(studioLocations)
      .values(rows.slice(start, start + 1000))
      .returning({ id: studioLocations.id });
    ids.push(...inserted.map(({ id }) => id));
  }
  return ids;
}

/**
 * `count` approved studios spread at random over Germany's bounding box, from a seeded
 * generator so every run sees the same data.
 */
export function studiosAcrossGermany(count: number, seed = 42): NewStudioLocation[] {
  let state = seed;
  const random = () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
  return Array.from({ length: count }, (_, index) =>
    studio({
      name: `Studio ${index + 1}`,
      address: `Musterweg ${index + 1}`,
      zipcode: String(10000 + Math.floor(random() * 89999)).padStart(5, '0'),
      city: 'Musterstadt',
      latitude: 47.3 + random() * (55.0 - 47.3),
      longitude: 5.9 + random() * (15.0 - 5.9),
    }),
  );
}

/** Refreshes the planner's statistics after bulk inserts. */
export async function analyzeStudios(db: Database): Promise<void> {
  await db.execute(sql`ANALYZE studio_locations`);
}
