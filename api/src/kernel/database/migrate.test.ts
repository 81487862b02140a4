import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestDatabase, testDatabaseTimeoutMs } from '../testing/test-database';
import { removeTemporaryDirectories, temporaryDirectory } from '../testing/temporary-directories';
import type { OpenedDatabase } from './database';
import { migrate, migrationsDirectory } from './migrate';

let database: OpenedDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, testDatabaseTimeoutMs);

afterAll(async () => {
  await database.close();
  removeTemporaryDirectories();
});

/** A migrations folder of its own; table names are unique per test so tests stay independent. */
function migrationsFolder(files: Record<string, string>): string {
  const directory = temporaryDirectory('bildbote-migrations-');
  for (const [name, script] of Object.entries(files)) {
    fs.writeFileSync(path.join(directory, name), script);
  }
  return directory;
}

async function appliedNames(prefix: string): Promise<string[]> {
  const result = await database.db.execute<{ name: string }>(
    sql`select name from schema_migrations where name like ${`${prefix}%`} order by name`,
  );
  return result.rows.map((row) => row.name);
}

describe('migrate', () => {
  it('has applied the project migrations, so earthdistance works', async () => {
    const result = await database.db.execute<{ km: number }>(
      sql`select round((earth_distance(ll_to_earth(54.3233, 10.1228), ll_to_earth(53.5511, 9.9937)) / 1000)::numeric) as km`,
    );

    expect(Number(result.rows[0]?.km)).toBe(86);
    const projectMigrations = fs
      .readdirSync(migrationsDirectory)
      .filter((file) => file.endsWith('.sql'));
    expect(await appliedNames('')).toEqual(expect.arrayContaining(projectMigrations));
  });

  it('applies pending files in name order, each once', async () => {
    const directory = migrationsFolder({
      '209901010002-fill-order-a.sql': "INSERT INTO order_a (step) VALUES ('second');",
      '209901010001-create-order-a.sql':
        "CREATE TABLE order_a (id serial PRIMARY KEY, step text NOT NULL);\nINSERT INTO order_a (step) VALUES ('first');",
      'README.txt': 'not a migration',
    });

    expect(await migrate(database, { directory })).toEqual([
      '209901010001-create-order-a.sql',
      '209901010002-fill-order-a.sql',
    ]);
    expect(await migrate(database, { directory })).toEqual([]);

    const steps = await database.db.execute<{ step: string }>(
      sql`select step from order_a order by id`,
    );
    expect(steps.rows.map((row) => row.step)).toEqual(['first', 'second']);
    expect(await appliedNames('2099010100')).toEqual([
      '209901010001-create-order-a.sql',
      '209901010002-fill-order-a.sql',
    ]);
  });

  it('applies a migration exactly once when two runners start together', async () => {
    const directory = migrationsFolder({
      '209902010001-create-race.sql': 'CREATE TABLE race (id int PRIMARY KEY);',
      '209902010002-fill-race.sql': 'INSERT INTO race (id) VALUES (1);',
    });

    const [first, second] = await Promise.all([
      migrate(database, { directory }),
      migrate(database, { directory }),
    ]);

    expect([...first, ...second].sort()).toEqual([
      '209902010001-create-race.sql',
      '209902010002-fill-race.sql',
    ]);
    const rows = await database.db.execute(sql`select id from race`);
    expect(rows.rows).toHaveLength(1);
  });

  it('rolls a failing migration back completely, names it, and stops there', async () => {
    const directory = migrationsFolder({
      '209903010001-broken.sql': 'CREATE TABLE half_done (id int);\nSELECT no_such_function();',
      '209903010002-after.sql': 'CREATE TABLE after_broken (id int);',
    });

    await expect(migrate(database, { directory })).rejects.toThrow(
      'Migration 209903010001-broken.sql fehlgeschlagen',
    );

    const tables = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_name in ('half_done', 'after_broken')`,
    );
    expect(tables.rows).toEqual([]);
    expect(await appliedNames('2099030100')).toEqual([]);
  });

  it('refuses SQL files that do not follow yyyymmddHHMM-name.sql', async () => {
    const directory = migrationsFolder({ 'add-users.sql': 'SELECT 1;' });

    await expect(migrate(database, { directory })).rejects.toThrow(
      'Migrationsdateien mit ungültigem Namen (erwartet: yyyymmddHHMM-name.sql): add-users.sql',
    );
  });
});
