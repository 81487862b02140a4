import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { AppConfig, DatabaseTimeouts } from '../config/config';
import { createLogger } from '../logging/logger';
import { pgliteExtensions } from './durable-pglite';
import {
  connectDatabasePort,
  startPgliteWorker,
  type DatabasePort,
  type PgliteStatements,
} from './pglite-worker';
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
  /**
   * Tells every process on this database that something changed (PostgreSQL NOTIFY; on the
   * embedded database, which has one process, only this one). Never throws: a lost notice
   * costs freshness, not correctness.
   */
  notify(channel: string): void;
  /**
   * Calls `onNotice` for each notice on `channel` from any process, and also after a lost
   * connection came back (notices may have been missed meanwhile). Notices sent inside the
   * database (`pg_notify` in a trigger) count too. Resolves once notices are being received
   * (on PostgreSQL: also when the attempt failed; the connection is then tried again).
   *
   * On the embedded database a committed change's notices have reached `onNotice` before the
   * promise of the statement that committed it resolves. On PostgreSQL they arrive on a
   * connection of their own, a little later.
   */
  listen(channel: string, onNotice: () => void): Promise<void>;
  /** Safe to call more than once. */
  close(): Promise<void>;
}

/** Channel names are identifiers written into LISTEN/NOTIFY; only these characters. */
const channelPattern = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): string {
  if (!channelPattern.test(channel)) throw new Error(`Ungültiger Kanal: ${channel}`);
  return channel;
}

/**
 * The embedded database serves one process: notices stay in it. Those sent inside the database
 * (triggers) come from PGlite, which hands them over when the statement that committed them
 * completes, before its promise resolves.
 */
function localNotices(client: EmbeddedClient): Pick<OpenedDatabase, 'notify' | 'listen'> {
  const listeners = new Map<string, Set<() => void>>();
  const listening = new Map<string, Promise<void>>();
  const callAll = (channel: string) => {
    for (const onNotice of listeners.get(channel) ?? []) onNotice();
  };
  return {
    notify: (channel) => callAll(checkChannel(channel)),
    listen: (channel, onNotice) => {
      const set = listeners.get(checkChannel(channel)) ?? new Set();
      set.add(onNotice);
      listeners.set(channel, set);
      let started = listening.get(channel);
      if (!started) {
        started = client.listen(channel, () => callAll(channel)).then(() => undefined);
        listening.set(channel, started);
      }
      return started;
    },
  };
}

const relistenDelayMs = 1_000;

/**
 * LISTEN on one connection of its own, outside the pool. When it breaks (database restart,
 * outage) it is opened again, and every listener is called once: notices of the gap are lost.
 */
function postgresNotices(
  url: string,
  logger: DatabaseLogger,
  timeouts: DatabaseTimeouts,
  pool: pg.Pool,
): Pick<OpenedDatabase, 'notify' | 'listen'> & { close(): Promise<void> } {
  const listeners = new Map<string, Set<() => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let reconnecting: NodeJS.Timeout | null = null;
  let closed = false;

  const callAll = () => {
    for (const set of listeners.values()) for (const onNotice of set) onNotice();
  };

  // Once closed, nothing connects again: a reconnect due after close() (or a late listen())
  // would open a connection nobody ends.
  const connect = async (): Promise<void> => {
    if (closed) return;
    await (connecting ??= (async () => {
      const next = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: timeouts.connectMs,
        keepAlive: true,
      });
      next.on('notification', (message) => {
        for (const onNotice of listeners.get(message.channel) ?? []) onNotice();
      });
      const broken = (error?: Error) => {
        if (client !== next) return;
        client = null;
        if (error) logger.error({ err: error }, 'PostgreSQL-Benachrichtigungen unterbrochen');
        next.end().catch(() => undefined);
        scheduleReconnect();
      };
      next.on('error', broken);
      next.on('end', () => broken());
      try {
        await next.connect();
        for (const channel of listeners.keys()) await next.query(`LISTEN ${channel}`);
        if (closed) {
          await next.end();
          return;
        }
        const reconnected = client === null && listeners.size > 0;
        client = next;
        if (reconnected) callAll();
      } catch (error) {
        next.end().catch(() => undefined);
        logger.error({ err: error }, 'PostgreSQL-Benachrichtigungen nicht verfügbar');
        scheduleReconnect();
      }
    })().finally(() => (connecting = null)));
  };

  const scheduleReconnect = () => {
    if (closed) return;
    reconnecting = setTimeout(() => {
      reconnecting = null;
      void connect();
    }, relistenDelayMs);
    reconnecting.unref();
  };

  return {
    notify: (channel) => {
      pool.query(`NOTIFY ${checkChannel(channel)}`).catch((error: unknown) => {
        logger.error({ err: error }, 'PostgreSQL-Benachrichtigung nicht gesendet');
      });
    },
    listen: async (channel, onNotice) => {
      const set = listeners.get(checkChannel(channel)) ?? new Set();
      const isNew = !listeners.has(channel);
      set.add(onNotice);
      listeners.set(channel, set);
      if (client && isNew) {
        await client.query(`LISTEN ${channel}`).catch(() => undefined);
      } else if (!client) {
        await connect();
      }
    },
    close: async () => {
      closed = true;
      if (reconnecting) clearTimeout(reconnecting);
      await connecting?.catch(() => undefined);
      const last = client;
      client = null;
      if (last) await endWithin(last, timeouts.connectMs);
    },
  };
}

export interface DatabaseLogger {
  error(details: object, message: string): void;
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite with its files under DATA_DIR/db. */
export function openDatabase(
  config: AppConfig,
  logger: DatabaseLogger = createLogger(config.logLevel),
): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    return Promise.resolve(
      openPostgresDatabase(config.databaseUrl, logger, config.databaseTimeouts),
    );
  }
  return openPgliteDatabase(embeddedDatabaseDirectory(config.dataDir), { logger });
}

/** Where the embedded database keeps its files under DATA_DIR. */
export function embeddedDatabaseDirectory(dataDir: string): string {
  return path.join(dataDir, 'db');
}

/** What the embedded database needs of PGlite, in this thread or in its worker. */
interface EmbeddedClient {
  transaction<T>(work: (tx: PgliteStatements) => Promise<T>): Promise<T>;
  listen(channel: string, onNotice: () => void): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * `dataDir` null keeps the whole database in memory, in this thread (the tests' template). On
 * disk it runs in a worker thread (pglite-worker.ts). PGlite does not notice a second process
 * opening the same files, which would corrupt them, so a lock file guards the folder.
 */
export async function openPgliteDatabase(
  dataDir: string | null,
  {
    logger,
  }: {
    /** On disk: where the worker thread's unexpected end and restarts are reported. */
    logger?: DatabaseLogger;
  } = {},
): Promise<OpenedDatabase> {
  if (dataDir === null) {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    return embeddedDatabase(client, client, () => undefined);
  }
  const unlock = lockDataDir(dataDir);
  try {
    const client = await startPgliteWorker(dataDir, { logger });
    return embeddedDatabase(client, client.asPglite(), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

/** The in-memory database a tests' thread lends to `port` (kernel/testing/test-database-thread.ts). */
export function connectPgliteDatabase(port: DatabasePort): OpenedDatabase {
  const client = connectDatabasePort(port);
  return embeddedDatabase(client, client.asPglite(), () => undefined);
}

function embeddedDatabase(
  client: EmbeddedClient,
  driverClient: PGlite,
  unlock: () => void,
): OpenedDatabase {
  return {
    db: drizzlePglite({ client: driverClient, schema }),
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
    ...localNotices(client),
    close: once(async () => {
      await client.close();
      unlock();
    }),
  };
}

/** DATABASE_CONNECT_TIMEOUT and DATABASE_STATEMENT_TIMEOUT when no configuration is at hand. */
export const defaultDatabaseTimeouts: DatabaseTimeouts = { connectMs: 5_000, statementMs: 5_000 };

/**
 * The client gives up on a statement a little after the server would have cancelled it: the
 * server's cancellation (SQLSTATE 57014) is the usual end, the client's own limit covers a
 * server that no longer answers at all (a dropped network), which would otherwise hang.
 */
const clientGraceMs = 1_000;
/** The longest timer Node keeps (about 24 days): "no limit" for pg's per-query query_timeout. */
const unlimitedMs = 2 ** 31 - 1;

export function openPostgresDatabase(
  url: string,
  logger: DatabaseLogger,
  timeouts: DatabaseTimeouts = defaultDatabaseTimeouts,
): OpenedDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + clientGraceMs,
    // Notices a peer that vanished without closing the connection (a cut network).
    keepAlive: true,
  });
  // An idle connection that breaks (server restart) must not crash the process; the pool
  // replaces it on the next query. The error carries the client object: the logger's error
  // serializer writes the reason only.
  pool.on('error', (error) => logger.error({ err: error }, 'PostgreSQL-Verbindung unterbrochen'));
  const notices = postgresNotices(url, logger, timeouts, pool);
  return {
    db: drizzleNodePostgres({ client: pool, schema }),
    kind: 'postgres',
    rawTransaction: async (work) => {
      const connection = await pool.connect();
      // A connection whose rollback failed is broken: handing the error to release() discards it.
      let broken: Error | undefined;
      try {
        await connection.query('BEGIN');
        // Raw transactions are the migrations at start-up: they may run long on a big table,
        // and nothing waits for them but the start. No server or client limit applies.
        await connection.query('SET LOCAL statement_timeout = 0');
        const result = await work({
          exec: async (sqlText) => {
            await connection.query(withoutClientLimit(sqlText, []));
          },
          query: async <Row>(sqlText: string, params: unknown[] = []) =>
            (await connection.query(withoutClientLimit(sqlText, params))).rows as Row[],
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
    notify: notices.notify,
    listen: notices.listen,
    close: once(async () => {
      await notices.close();
      await pool.end();
    }),
  };
}

/** pg reads a per-query `query_timeout` that its type declarations do not list. */
function withoutClientLimit(text: string, values: unknown[]): pg.QueryConfig {
  return Object.assign({ text, values }, { query_timeout: unlimitedMs });
}

/**
 * Ends a connection, or drops it when the server does not confirm in time (a dropped network
 * would otherwise hold up the shutdown until TCP gives up).
 */
async function endWithin(client: pg.Client, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  const outcome = await Promise.race([
    client.end().then(
      () => 'ended' as const,
      () => 'ended' as const,
    ),
    late,
  ]);
  clearTimeout(timer);
  if (outcome === 'late') {
    (
      client as unknown as { connection: { stream: { destroy(): void } } }
    ).connection.stream.destroy();
  }
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
