import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite, Results } from '@electric-sql/pglite';
import {
  restoreError,
  type DatabaseReply,
  type DatabaseRequest,
  type WorkerStart,
} from './pglite-worker-protocol';

type Request = DatabaseRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'id'>
    : never
  : never;

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, type: number) => unknown>;
}

/** The part of PGlite's interface that Drizzle's driver and `rawTransaction` use. */
export interface PgliteStatements {
  query<Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>>;
  exec(sql: string): Promise<Results[]>;
}

export interface PgliteInWorker extends PgliteStatements {
  /** Commits when `work` resolves, rolls back when it throws. */
  transaction<T>(work: (tx: PgliteStatements) => Promise<T>): Promise<T>;
  /** Calls `onNotice` for each NOTIFY on `channel`, before the committing statement resolves. */
  listen(channel: string, onNotice: () => void): Promise<void>;
  /** The real fsync calls the database made so far (tests). */
  fsyncCount(): Promise<number>;
  close(): Promise<void>;
  /** Seen by Drizzle's driver as a PGlite client. */
  asPglite(): PGlite;
}

/**
 * The worker's code is TypeScript; tsx's require hook compiles it, under `npm start`, Jest and
 * the container image alike (which has tsx on NODE_PATH).
 */
const bootstrap = `
const { workerData } = require('node:worker_threads');
require(workerData.tsx).register();
require(workerData.entry);
`;

/** Drizzle asks for dates as text; only such "leave it as it is" parsers can cross threads. */
function textTypes(parsers: QueryOptions['parsers']): number[] {
  return Object.entries(parsers ?? {}).map(([type, parse]) => {
    if (parse('2025-05-01', Number(type)) !== '2025-05-01') {
      throw new Error(`Eigene Parser (Typ ${type}) gehen nicht an die eingebettete Datenbank.`);
    }
    return Number(type);
  });
}

/**
 * The embedded database on disk, run in a worker thread: statements and the fsync of each
 * commit no longer hold up the main thread's other requests (static files, probes). Answers
 * and errors (with their SQLSTATE) come back as PGlite's would.
 */
export async function startPgliteWorker(dataDir: string): Promise<PgliteInWorker> {
  const start: WorkerStart = { dataDir };
  const worker = new Worker(bootstrap, {
    eval: true,
    execArgv: [],
    workerData: {
      ...start,
      tsx: require.resolve('tsx/cjs/api'),
      entry: path.join(__dirname, 'pglite-worker-thread.ts'),
    },
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, Set<() => void>>();
  const listening = new Map<string, Promise<void>>();
  let nextId = 1;
  let ended: Error | null = null;

  const started = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: DatabaseReply) => {
      if ('started' in reply) return resolve();
      if ('failed' in reply) return reject(restoreError(reply.failed));
      if ('notice' in reply) {
        for (const onNotice of listeners.get(reply.notice) ?? []) onNotice();
        return;
      }
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      // An idle worker does not keep the process alive (a busy one does).
      if (pending.size === 0) worker.unref();
      if ('error' in reply) waiting?.reject(restoreError(reply.error));
      else waiting?.resolve(reply.result);
    });
    const end = (error: Error) => {
      ended = error;
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on('error', end);
    worker.on('exit', (code) =>
      end(new Error(`Die eingebettete Datenbank ist beendet (Code ${code}).`)),
    );
  });
  await started;
  worker.unref();

  const call = <T>(request: Request): Promise<T> => {
    if (ended) return Promise.reject(ended);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };

  const statements = (tx: number | null): PgliteStatements => ({
    query: (sql, params = [], options = {}) =>
      call({
        op: 'query',
        sql,
        params,
        rowMode: options.rowMode ?? 'object',
        textTypes: textTypes(options.parsers),
        tx,
      }),
    exec: (sql) => call({ op: 'exec', sql, tx }),
  });

  const client: PgliteInWorker = {
    ...statements(null),
    async transaction(work) {
      const tx = await call<number>({ op: 'begin' });
      let result;
      try {
        result = await work(statements(tx));
      } catch (error) {
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    listen(channel, onNotice) {
      const set = listeners.get(channel) ?? new Set();
      set.add(onNotice);
      listeners.set(channel, set);
      let listened = listening.get(channel);
      if (!listened) {
        listened = call({ op: 'listen', channel });
        listening.set(channel, listened);
      }
      return listened;
    },
    fsyncCount: () => call({ op: 'fsync-count' }),
    async close() {
      if (ended) return;
      await call({ op: 'close' });
      await worker.terminate();
    },
    asPglite: () => client as unknown as PGlite,
  };
  return client;
}
