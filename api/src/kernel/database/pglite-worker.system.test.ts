import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { openPgliteDatabase, type OpenedDatabase } from './database';
import { isDatabaseUnavailable } from './database-errors';
import { copyMigratedDatabaseFiles, testDatabaseTimeoutMs } from '../testing/test-database';
import { startPgliteWorker } from './pglite-worker';

/**
 * The embedded database on disk runs in a worker thread: what the features rely on must hold
 * across the thread as it did in-process.
 */
let directory: string;
let database: OpenedDatabase;

jest.setTimeout(testDatabaseTimeoutMs);

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bildbote-worker-'));
  await copyMigratedDatabaseFiles(directory);
  database = await openPgliteDatabase(path.join(directory, 'db'));
  await database.db.execute(sql`
    CREATE TABLE entries (
      id integer PRIMARY KEY,
      label text NOT NULL,
      created timestamptz NOT NULL DEFAULT now(),
      data bytea,
      details jsonb
    )
  `);
  await database.db.execute(sql`
    CREATE FUNCTION entries_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('entries_changed', '');
      RETURN NULL;
    END $$
  `);
  await database.db.execute(sql`
    CREATE TRIGGER entries_changed AFTER INSERT ON entries
    FOR EACH STATEMENT EXECUTE FUNCTION entries_changed()
  `);
});

afterAll(async () => {
  await database.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

test('a notice sent by a trigger reaches the listener before the committing statement resolves', async () => {
  const heard: string[] = [];
  await database.listen('entries_changed', () => heard.push('Benachrichtigung'));

  await database.db.execute(sql`INSERT INTO entries (id, label) VALUES (1, 'eins')`);
  heard.push('Anweisung fertig');

  expect(heard).toEqual(['Benachrichtigung', 'Anweisung fertig']);
});

test('values come back with their types: text, timestamps as Drizzle reads them, bytes and JSON', async () => {
  const bytes = new Uint8Array([0, 1, 254, 255]);
  await database.db.execute(
    sql`INSERT INTO entries (id, label, data, details) VALUES (2, 'zwei', ${bytes}, ${JSON.stringify({ stufe: 2 })}::jsonb)`,
  );

  const { rows } = await database.db.execute<{
    label: string;
    data: Uint8Array;
    details: { stufe: number };
    created: string;
  }>(sql`SELECT label, data, details, created FROM entries WHERE id = 2`);

  expect(rows[0]?.label).toBe('zwei');
  expect([...(rows[0]?.data ?? [])]).toEqual([0, 1, 254, 255]);
  expect(rows[0]?.details).toEqual({ stufe: 2 });
  expect(Number.isNaN(Date.parse(rows[0]?.created ?? ''))).toBe(false);
});

test('a failed statement carries its SQLSTATE and constraint, not its parameters', async () => {
  const failure = await database.db
    .execute(sql`INSERT INTO entries (id, label) VALUES (1, ${'geheim@example.de'})`)
    .then(() => null)
    .catch((error: unknown) => error as Error & { cause?: Record<string, unknown> });

  expect(failure?.cause).toMatchObject({ code: '23505', constraint: 'entries_pkey', params: [] });
  expect(JSON.stringify(failure?.cause)).not.toContain('geheim@example.de');
});

test('a transaction keeps other statements out until it ends, and a thrown error rolls it back', async () => {
  let inserted: () => void = () => undefined;
  const insertDone = new Promise<void>((resolve) => {
    inserted = resolve;
  });
  let releaseTransaction: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    releaseTransaction = resolve;
  });
  const transaction = database.db.transaction(async (tx) => {
    await tx.execute(sql`INSERT INTO entries (id, label) VALUES (3, 'drei')`);
    inserted();
    await held;
    throw new Error('abgebrochen');
  });
  await insertDone;
  // Issued while the transaction is open, after its insert: run in between, it would count the
  // uncommitted row (PGlite has one session).
  const countDuring = database.db.execute<{ count: number }>(
    sql`SELECT count(*)::integer AS count FROM entries WHERE id = 3`,
  );
  releaseTransaction();

  await expect(transaction).rejects.toThrow('abgebrochen');
  expect((await countDuring).rows[0]?.count).toBe(0);
});

test('a thread that ends unexpectedly is replaced: meanwhile "database unavailable", then the committed rows, and every listener called once', async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bildbote-worker-crash-'));
  await copyMigratedDatabaseFiles(folder);
  const threads: Worker[] = [];
  const reported: string[] = [];
  const client = await startPgliteWorker(path.join(folder, 'db'), {
    logger: { error: (_details, message) => reported.push(message) },
    onThreadStarted: (thread) => threads.push(thread),
  });
  try {
    await client.exec('CREATE TABLE kept (id integer PRIMARY KEY)');
    await client.query('INSERT INTO kept VALUES (1)');
    let calls = 0;
    await client.listen('kept_changed', () => (calls += 1));

    await threads[0]!.terminate();
    const during = await client.query('SELECT 1').then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(during)).toBe(true);
    expect(reported).toEqual(['Eingebettete Datenbank unerwartet beendet, starte neu']);

    let rows: { count: number }[] | null = null;
    while (rows === null) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      rows = await client
        .query<{ count: number }>('SELECT count(*)::integer AS count FROM kept')
        .then(
          (result) => result.rows,
          () => null,
        );
    }
    expect(rows).toEqual([{ count: 1 }]);
    expect(threads).toHaveLength(2);
    expect(calls).toBe(1);
  } finally {
    await client.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
