import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPgliteDatabase, openPostgresDatabase } from '../database/database';
import type { OpenedDatabase } from '../database/database';
import { migrate } from '../database/migrate';
import { testSwitches } from './test-config';

/** PGlite starts in a few seconds; give `beforeAll` that creates a database this much time. */
export const testDatabaseTimeoutMs = 60_000;

const poolErrors = {
  error: (details: object, message: string) => console.error(message, details),
};

/**
 * A fresh, migrated database for one test file: PGlite in memory by default; with
 * `DATABASE_URL` set, a throwaway database `bildbote_test_<random>` on that PostgreSQL server,
 * dropped again by `close()`. Create one per file in `beforeAll` (PGlite's cold start is slow)
 * and close it in `afterAll`.
 */
export async function createTestDatabase(): Promise<OpenedDatabase> {
  const serverUrl = testSwitches.databaseUrl;
  const database = serverUrl
    ? await createPostgresTestDatabase(serverUrl)
    : await openPgliteDatabase(null);
  await migrate(database);
  return database;
}

async function createPostgresTestDatabase(serverUrl: string): Promise<OpenedDatabase> {
  const name = `bildbote_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgresDatabase(url.toString(), poolErrors);
  let closing: Promise<void> | null = null;
  return {
    ...database,
    close: () =>
      (closing ??= database
        .close()
        .then(() => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
