import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  connectPgliteDatabase,
  embeddedDatabaseDirectory,
  openPgliteDatabase,
  openPostgresDatabase,
} from '../database/database';
import type { OpenedDatabase } from '../database/database';
import { migrate, migrationsDirectory } from '../database/migrate';
import { testSwitches } from './test-config';
import {
  databasePort,
  lendTestDatabaseKey,
  startTestDatabaseThread,
  type LendTestDatabase,
} from './test-database-thread';

/** PGlite starts in a few seconds; give `beforeAll` that creates a database this much time. */
export const testDatabaseTimeoutMs = 60_000;

const poolErrors = {
  error: (details: object, message: string) => console.error(message, details),
};

/**
 * A migrated database with nothing in it but what the migrations wrote, for one test file:
 * PGlite in memory by default (in a thread that Jest's worker process keeps and empties between
 * its test files); with `DATABASE_URL` set, a throwaway database `bildbote_test_<random>` on
 * that PostgreSQL server, dropped again by `close()`. Create one per file in `beforeAll` (the
 * first in a process starts PGlite, which is slow) and close it in `afterAll`.
 */
export async function createTestDatabase(): Promise<OpenedDatabase> {
  const serverUrl = testSwitches.databaseUrl;
  const database = serverUrl
    ? await createPostgresTestDatabase(serverUrl)
    : await borrowPgliteDatabase(await migratedTemplate());
  // Nothing left to do for a database made from the template; the check is cheap.
  await migrate(database);
  return database;
}

const templateFolder = path.resolve(migrationsDirectory, '../../node_modules/.cache/pglite');

/**
 * Under Jest, an emptied database from a thread its worker process keeps for the test files it
 * runs (api-test-environment.ts); elsewhere (the benchmarks), a thread of its own, stopped when
 * the database is closed.
 */
async function borrowPgliteDatabase(template: string): Promise<OpenedDatabase> {
  const lend = (globalThis as { [lendTestDatabaseKey]?: LendTestDatabase })[lendTestDatabaseKey];
  if (lend) return connectPgliteDatabase(databasePort(await lend(template)));
  const thread = await startTestDatabaseThread(template);
  const database = connectPgliteDatabase(databasePort(await thread.attach()));
  let closing: Promise<void> | null = null;
  return {
    ...database,
    close: () => (closing ??= database.close().then(() => thread.stop())),
  };
}

/**
 * The file of an embedded database with every migration applied, dumped once and reused by
 * every test file (starting from the dump skips PGlite's initdb and the migrations). Named by the
 * hash of the migrations and PGlite's version, so a new or changed migration makes a new template.
 */
export function migratedTemplate(): Promise<string> {
  return madeOnce(path.join(templateFolder, `${migrationsHash()}.tar`), async (partial) => {
    const database = await openPgliteDatabase(null);
    try {
      await migrate(database);
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
      fs.writeFileSync(partial, dump);
    } finally {
      await database.close();
    }
  });
}

/**
 * Puts a migrated embedded database where the API started with DATA_DIR `dataDir` opens it: a
 * copy of one made once per migrations hash. Copying and opening it takes about 2 s, a new one with
 * PGlite's initdb about 6 s; every browser test file starts a site with one.
 */
export async function copyMigratedDatabaseFiles(dataDir: string): Promise<void> {
  const folder = await madeOnce(
    path.join(templateFolder, `${migrationsHash()}-files`),
    async (partial) => {
      const database = await openPgliteDatabase(partial);
      try {
        await migrate(database);
      } finally {
        await database.close();
      }
    },
  );
  fs.cpSync(folder, embeddedDatabaseDirectory(dataDir), { recursive: true });
}

/**
 * `target` in the template folder, made by `make(partial)` unless it is there already. Made
 * under a private name and renamed: a test file running in parallel never reads half of it, and
 * when two make it at once, the second keeps the first one's.
 */
async function madeOnce(target: string, make: (partial: string) => Promise<void>): Promise<string> {
  if (fs.existsSync(target)) return target;
  fs.mkdirSync(templateFolder, { recursive: true });
  const partial = `${target}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await make(partial);
  try {
    fs.renameSync(partial, target);
  } catch (error) {
    if (!fs.existsSync(target)) throw error;
    fs.rmSync(partial, { recursive: true, force: true });
  }
  return target;
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  // A dump is only readable by the PGlite version that wrote it.
  const pglitePackage = path.resolve(
    migrationsDirectory,
    '../../node_modules/@electric-sql/pglite/package.json',
  );
  hash.update(fs.readFileSync(pglitePackage));
  for (const name of fs.readdirSync(migrationsDirectory).sort()) {
    hash
      .update(name)
      .update('\0')
      .update(fs.readFileSync(path.join(migrationsDirectory, name)));
  }
  return hash.digest('hex').slice(0, 16);
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

/**
 * For suites that need a real PostgreSQL whatever the run (several processes, outages): the
 * server of DATABASE_URL, else the local one.
 */
export const postgresServerUrl =
  testSwitches.databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function postgresAnswers(): boolean {
  const check = `const c=new (require('pg').Client)({connectionString:process.argv[1],connectionTimeoutMillis:3000});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))`;
  return (
    spawnSync(process.execPath, ['-e', check, postgresServerUrl], { cwd: __dirname }).status === 0
  );
}

/**
 * `describe` when that PostgreSQL answers or in CI (where its absence fails), else skipped.
 * Asked only when a suite uses it: the check starts a Node process, which every other test file
 * importing this module would otherwise pay for. Outside Jest (the benchmarks use
 * createTestDatabase from this module) there is no `describe`, and nothing there uses this.
 */
export function describeWithPostgres(name: string, suite: () => void): void {
  (testSwitches.ci || postgresAnswers() ? describe : describe.skip)(name, suite);
}

/** A migrated, empty database on that server; `drop()` removes it. */
export async function createPostgresDatabaseOnServer(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const name = `bildbote_test_${randomBytes(6).toString('hex')}`;
  await onServer(postgresServerUrl, `CREATE DATABASE ${name}`);
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  const migrating = openPostgresDatabase(url.toString(), poolErrors);
  try {
    await migrate(migrating);
  } finally {
    await migrating.close();
  }
  return {
    url: url.toString(),
    drop: () => onServer(postgresServerUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
