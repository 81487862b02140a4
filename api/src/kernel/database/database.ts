import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { AppConfig } from '../config/config';
import { createLogger } from '../logging/logger';
import { schema } from './schema';

/**
 * Result shape of `db.execute(...)` that both drivers share: PGlite's `Results` and
 * node-postgres' `QueryResult` both carry `rows`. Typed query builders (`db.select()...`)
 * behave the same on both.
 */
export interface DatabaseQueryResultHKT extends PgQueryResultHKT {
  readonly type: QueryRows<this['row']>;
}

export interface QueryRows<Row> {
  rows: Row[];
}

/** The Drizzle instance every feature queries through, on PGlite and on PostgreSQL alike. */
export type Database = PgDatabase<DatabaseQueryResultHKT, typeof schema>;

/** Raw SQL on the one connection of a transaction; used where Drizzle has no equivalent. */
export interface RawTransaction {
  /** Runs a script that may hold several statements (a migration file). */
  exec(sqlText: string): Promise<void>;
  query<Row>(sqlText: string, params?: unknown[]): Promise<Row[]>;
}

export interface OpenedDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Commits when `work` resolves, rolls back when it throws. */
  rawTransaction<T>(work: (tx: RawTransaction) => Promise<T>): Promise<T>;
  /** Safe to call more than once. */
  close(): Promise<void>;
}

export interface DatabaseLogger {
  error(details: object, message: string): void;
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite with its files under DATA_DIR/db. */
export function openDatabase(
  config: AppConfig,
  logger: DatabaseLogger = createLogger(config.logLevel),
): Promise<OpenedDatabase> {
  if (config.databaseUrl) return Promise.resolve(openPostgresDatabase(config.databaseUrl, logger));
  return openPgliteDatabase(path.join(config.dataDir, 'db'));
}

/**
 * `dataDir` null keeps the whole database in memory (tests). PGlite does not notice a second
 * process opening the same files, which would corrupt them, so a lock file guards the folder.
 */
export async function openPgliteDatabase(
  dataDir: string | null,
  /** A database dumped earlier (`dumpDataDir`) to start from instead of an empty one. */
  template?: Blob,
): Promise<OpenedDatabase> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(template ? { loadDataDir: template } : {}),
      extensions: { cube, earthdistance },
    });
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    rawTransaction: (work) =>
      client.transaction((tx) =>
        work({
          exec: async (sqlText) => {
            await tx.exec(sqlText);
          },
          query: async <Row>(sqlText: string, params: unknown[] = []) =>
            (await tx.query<Row>(sqlText, params)).rows,
        }),
      ),
    close: once(async () => {
      await client.close();
      unlock();
    }),
  };
}

export function openPostgresDatabase(url: string, logger: DatabaseLogger): OpenedDatabase {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // An idle connection that breaks (server restart) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', (error) => logger.error({ err: error }, 'PostgreSQL-Verbindung unterbrochen'));
  return {
    db: drizzleNodePostgres({ client: pool, schema }),
    kind: 'postgres',
    rawTransaction: async (work) => {
      const connection = await pool.connect();
      // A connection whose rollback failed is broken: handing the error to release() discards it.
      let broken: Error | undefined;
      try {
        await connection.query('BEGIN');
        const result = await work({
          exec: async (sqlText) => {
            await connection.query(sqlText);
          },
          query: async <Row>(sqlText: string, params: unknown[] = []) =>
            (await connection.query(sqlText, params)).rows as Row[],
        });
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await connection.query('ROLLBACK');
        } catch (rollbackError) {
          broken = rollbackError as Error;
        }
        throw error;
      } finally {
        connection.release(broken);
      }
    },
    close: once(() => pool.end()),
  };
}

function once(action: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => (closing ??= action());
}

/**
 * Takes `<dataDir>.lock` for this process. A lock left by a process that no longer runs (a
 * crash) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
    if (Number.isInteger(holder) && isRunning(holder)) {
      throw new Error(
        `Die eingebettete Datenbank unter ${dataDir} wird bereits vom Prozess ${holder} verwendet ` +
          `(Sperrdatei ${lockFile}). Beenden Sie ihn, oder geben Sie diesem Prozess ein eigenes ` +
          'DATA_DIR oder DATABASE_URL.',
      );
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return () => fs.rmSync(lockFile, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
