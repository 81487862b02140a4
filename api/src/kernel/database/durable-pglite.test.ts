import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPgliteDatabase } from './database';
import type { OpenedDatabase } from './database';
import { fsyncCalls } from './durable-pglite';

/**
 * The embedded database on disk: each commit syncs its WAL to the disk (before, PGlite ran
 * PostgreSQL with fsync off and Emscripten's file system had no fsync: 0 of 1,047 writes).
 */
let directory: string;
let database: OpenedDatabase | null = null;

// Real disk syncs: a fresh folder is synced file by file and every migration's commit waits for
// fsync; on this 2-core machine under a full parallel test run that took over 30 s once.
jest.setTimeout(180_000);

beforeAll(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bildbote-durable-'));
});

afterAll(async () => {
  await database?.close();
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
  const spy = jest.spyOn(fs, 'fsyncSync');
  database = await openPgliteDatabase(path.join(directory, 'db'));
  const synced = spy.mock.calls.length;
  spy.mockRestore();

  expect(synced).toBeGreaterThanOrEqual(filesBelow(path.join(directory, 'db')));
});

test('every commit reaches the disk through fsync, and the rows are there after reopening', async () => {
  const opened = database!;
  await opened.db.execute(sql`CREATE TABLE acknowledged (id integer PRIMARY KEY)`);
  const spy = jest.spyOn(fs, 'fsyncSync');

  const perCommit: number[] = [];
  for (const id of [1, 2, 3]) {
    const before = fsyncCalls.count;
    await opened.db.execute(sql`INSERT INTO acknowledged VALUES (${id})`);
    perCommit.push(fsyncCalls.count - before);
  }
  await opened.rawTransaction(async (tx) => {
    await tx.query('INSERT INTO acknowledged VALUES (4)');
    await tx.query('INSERT INTO acknowledged VALUES (5)');
  });

  expect(perCommit.every((count) => count >= 1)).toBe(true);
  expect(spy.mock.calls.length).toBeGreaterThanOrEqual(4);
  spy.mockRestore();

  await opened.close();
  const spyOnReopen = jest.spyOn(fs, 'fsyncSync');
  database = await openPgliteDatabase(path.join(directory, 'db'));
  // An existing folder is not synced again as a whole.
  expect(spyOnReopen.mock.calls.length).toBeLessThan(50);
  spyOnReopen.mockRestore();
  const { rows } = await database.db.execute<{ count: number }>(
    sql`SELECT count(*)::integer AS count FROM acknowledged`,
  );
  expect(rows[0]?.count).toBe(5);
});

test('a read-only statement syncs nothing', async () => {
  const before = fsyncCalls.count;
  await database!.db.execute(sql`SELECT count(*) FROM acknowledged`);
  expect(fsyncCalls.count).toBe(before);
});
