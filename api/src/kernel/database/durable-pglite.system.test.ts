import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { openPgliteDatabase } from './database';
import { startPgliteWorker, type PgliteInWorker } from './pglite-worker';

/**
 * The embedded database on disk: each commit syncs its WAL to the disk (before, PGlite ran
 * PostgreSQL with fsync off and Emscripten's file system had no fsync: 0 of 1,047 writes).
 */
let directory: string;
let client: PgliteInWorker | null = null;

// Real disk syncs: a fresh folder is synced file by file and every migration's commit waits for
// fsync; on this 2-core machine under a full parallel test run that took over 30 s once.
jest.setTimeout(180_000);

beforeAll(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bildbote-durable-'));
});

afterAll(async () => {
  await client?.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

function filesBelow(folder: string): number {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .reduce(
      (count, entry) =>
        count +
        (entry.isDirectory() ? filesBelow(path.join(folder, entry.name)) : entry.isFile() ? 1 : 0),
      0,
    );
}

test('a new database folder reaches the disk as a whole before it is used', async () => {
  client = await startPgliteWorker(path.join(directory, 'db'));

  expect(await client.fsyncCount()).toBeGreaterThanOrEqual(filesBelow(path.join(directory, 'db')));
});

test('every commit reaches the disk through fsync, and the rows are there after reopening', async () => {
  const opened = client!;
  const db = drizzle({ client: opened.asPglite() });
  await db.execute(sql`CREATE TABLE acknowledged (id integer PRIMARY KEY)`);
  const atStart = await opened.fsyncCount();

  const perCommit: number[] = [];
  for (const id of [1, 2, 3]) {
    const before = await opened.fsyncCount();
    await db.execute(sql`INSERT INTO acknowledged VALUES (${id})`);
    perCommit.push((await opened.fsyncCount()) - before);
  }
  await opened.transaction(async (tx) => {
    await tx.query('INSERT INTO acknowledged VALUES (4)');
    await tx.query('INSERT INTO acknowledged VALUES (5)');
  });

  expect(perCommit.every((count) => count >= 1)).toBe(true);
  expect((await opened.fsyncCount()) - atStart).toBeGreaterThanOrEqual(4);

  await opened.close();
  client = await startPgliteWorker(path.join(directory, 'db'));
  // An existing folder is not synced again as a whole.
  expect(await client.fsyncCount()).toBeLessThan(50);
  const { rows } = await client.query<{ count: number }>(
    'SELECT count(*)::integer AS count FROM acknowledged',
  );
  expect(rows[0]?.count).toBe(5);
});

test('a read-only statement syncs nothing', async () => {
  const before = await client!.fsyncCount();
  await client!.query('SELECT count(*) FROM acknowledged');
  expect(await client!.fsyncCount()).toBe(before);
});

test('the database opened by the site keeps what a transaction committed and drops what it rolled back', async () => {
  await client!.close();
  client = null;
  const database = await openPgliteDatabase(path.join(directory, 'db'));
  try {
    await database.rawTransaction((tx) => tx.query('INSERT INTO acknowledged VALUES (6)'));
    await expect(
      database.rawTransaction(async (tx) => {
        await tx.query('INSERT INTO acknowledged VALUES (7)');
        throw new Error('abgebrochen');
      }),
    ).rejects.toThrow('abgebrochen');
    await expect(
      database.db.execute(sql`INSERT INTO acknowledged VALUES (6)`),
    ).rejects.toMatchObject({ cause: { code: '23505' } });

    const { rows } = await database.db.execute<{ id: number }>(
      sql`SELECT id FROM acknowledged ORDER BY id`,
    );
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6]);
  } finally {
    await database.close();
  }
});
