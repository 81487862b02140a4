import { getTableColumns, sql } from 'drizzle-orm';
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

/** Rows that set the same columns, in their order, at most `size` rows per group. */
function groupsOfSameColumns(rows: NewStudioLocation[], size: number): NewStudioLocation[][] {
  const columnsOf = (row: NewStudioLocation) => Object.keys(row).join();
  const groups: NewStudioLocation[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.length < size && columnsOf(last[0]!) === columnsOf(row)) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

/**
 * Inserts the rows as one JSON parameter per group (`json_populate_recordset`), returning the
 * new ids in the rows' order. Building a multi-row VALUES list with drizzle cost about 0.2 ms
 * of CPU per row, most of the set-up of the 20 000-studio tests; columns a row leaves out keep
 * their defaults.
 */
export async function insertStudios(db: Database, rows: NewStudioLocation[]): Promise<number[]> {
  const columnsByKey = getTableColumns(studioLocations);
  const defined = rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).filter(([, value]) => value !== undefined),
      ) as NewStudioLocation,
  );
  const ids: number[] = [];
  for (const group of groupsOfSameColumns(defined, 5000)) {
    const keys = Object.keys(group[0]!) as Array<keyof NewStudioLocation>;
    const names = keys.map((key) => columnsByKey[key].name);
    const records = group.map((row) =>
      Object.fromEntries(keys.map((key, i) => [names[i], row[key]])),
    );
    const columns = sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    );
    const inserted = await db.execute<{ id: number }>(
      sql`INSERT INTO ${studioLocations} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::studio_locations, ${JSON.stringify(records)}::json) RETURNING id`,
    );
    ids.push(...inserted.rows.map(({ id }) => id));
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
