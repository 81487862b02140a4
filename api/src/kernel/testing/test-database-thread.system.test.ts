import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { connectPgliteDatabase, type OpenedDatabase } from '../database/database';
import { migratedTemplate, testDatabaseTimeoutMs } from './test-database';
import {
  databasePort,
  startTestDatabaseThread,
  type TestDatabaseThread,
} from './test-database-thread';

let thread: TestDatabaseThread;

beforeAll(async () => {
  thread = await startTestDatabaseThread(await migratedTemplate());
}, testDatabaseTimeoutMs);

afterAll(() => thread.stop());

const borrow = async (): Promise<OpenedDatabase> =>
  connectPgliteDatabase(databasePort(await thread.attach()));

const hits = async (database: OpenedDatabase) =>
  (
    await database.db.execute<{ id: string; bucket: string }>(
      sql`SELECT id::text, bucket FROM rate_limit_hits ORDER BY id`,
    )
  ).rows;

const finderVersion = async (database: OpenedDatabase) =>
  (await database.db.execute<{ version: string }>(sql`SELECT version::text FROM finder_changes`))
    .rows;

test('the next borrower finds the tables as the migrations left them and identities counting from 1 again', async () => {
  const first = await borrow();
  await first.db.execute(
    sql`INSERT INTO rate_limit_hits (bucket, hit_at) VALUES ('a', now()), ('b', now())`,
  );
  await first.db.execute(sql`UPDATE finder_changes SET version = 5`);
  expect(await hits(first)).toHaveLength(2);
  await first.close();

  const second = await borrow();
  expect(await hits(second)).toEqual([]);
  expect(await finderVersion(second)).toEqual([{ version: '1' }]);
  await second.db.execute(sql`INSERT INTO rate_limit_hits (bucket, hit_at) VALUES ('c', now())`);
  expect(await hits(second)).toEqual([{ id: '1', bucket: 'c' }]);
  await second.close();
});

test('a borrower that changed the schema leaves the next one a fresh copy of the template', async () => {
  const first = await borrow();
  await first.db.execute(sql`DROP TABLE rate_limit_hits`);
  await first.db.execute(sql`CREATE TABLE extra (id integer)`);
  await first.close();

  const second = await borrow();
  expect(await hits(second)).toEqual([]);
  const extra = await second.db.execute<{ exists: boolean }>(
    sql`SELECT to_regclass('public.extra') IS NOT NULL AS exists`,
  );
  expect(extra.rows).toEqual([{ exists: false }]);
  await second.close();
});

test('a database nobody closed is taken back, its open transaction rolled back', async () => {
  const forgotten = await borrow();
  let release: () => void = () => undefined;
  const held = forgotten.rawTransaction(async (tx) => {
    await tx.exec(`INSERT INTO rate_limit_hits (bucket, hit_at) VALUES ('offen', now())`);
    await new Promise<void>((resolve) => (release = resolve));
  });
  held.catch(() => undefined);
  thread.reclaim();

  const next = await borrow();
  expect(await hits(next)).toEqual([]);
  release();
  await next.close();
});

test("the end of a file's database, reported late, does not free the thread the next file holds", async () => {
  // The ended session's listener makes its end take a moment in the thread.
  const ending = await borrow();
  await ending.listen('finder_changes', () => undefined);
  await ending.close();
  // As between two test files: the environment takes the thread back, the next file borrows it.
  thread.reclaim();
  // The thread reports the ended port before it answers the attach, so the report is in here.
  const next = await borrow();
  expect(thread.busy).toBe(true);
  await next.close();
  // Free again once the thread has ended this port too (the test times out otherwise).
  while (thread.busy) await new Promise((resolve) => setTimeout(resolve, 10));
});

test(
  'outside Jest (a benchmark) the process waits for its database instead of ending silently',
  async () => {
    const testDatabase = path.join(__dirname, 'test-database.ts');
    const script = `
    const { sql } = require('drizzle-orm');
    const { createTestDatabase } = require(${JSON.stringify(testDatabase)});
    createTestDatabase().then(async (database) => {
      const { rows } = await database.db.execute(sql\`SELECT 41 + 1 AS answer\`);
      console.log(JSON.stringify(rows));
      await database.close();
    });
  `;
    const tsxLoader = pathToFileURL(require.resolve('tsx')).href;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', tsxLoader, '--eval', script],
      { cwd: __dirname },
    );
    expect(stdout.trim()).toBe('[{"answer":42}]');
  },
  testDatabaseTimeoutMs,
);
