import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite, Results } from '@electric-sql/pglite';
import type { DatabaseLogger } from './database';
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

/** One started thread: its statements, and `stop` for a planned end. */
interface DatabaseThread {
  call<T>(request: Request): Promise<T>;
  stop(): Promise<void>;
}

/**
 * SQLSTATEs the API already answers with 503 and Retry-After (database-errors.ts): 57P02 for
 * statements the ended thread took with it, 57P03 while its successor starts.
 */
function unavailable(message: string, sqlstate: '57P02' | '57P03', cause?: unknown): Error {
  return Object.assign(new Error(message, { cause }), { code: sqlstate });
}

/** Requests sent to a database thread, each settled by the reply that carries its id. */
interface PendingCalls {
  call<T>(request: Request): Promise<T>;
  settle(reply: Extract<DatabaseReply, { id: number }>): void;
  failAll(error: Error): void;
}

/** `onBusy` hears when calls start and stop waiting (an idle thread need not keep Node alive). */
function pendingCalls(
  post: (request: DatabaseRequest) => void,
  onBusy: (busy: boolean) => void = () => undefined,
): PendingCalls {
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let ended: Error | null = null;
  return {
    call: <T>(request: Request): Promise<T> => {
      if (ended) return Promise.reject(ended);
      const id = nextId++;
      if (pending.size === 0) onBusy(true);
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        post({ ...request, id } as DatabaseRequest);
      });
    },
    settle(reply) {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (pending.size === 0) onBusy(false);
      if ('error' in reply) waiting?.reject(restoreError(reply.error));
      else waiting?.resolve(reply.result);
    },
    failAll(error) {
      ended = error;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    },
  };
}

/** The worker that runs pglite-worker-thread.ts with `start`. */
export function spawnDatabaseThread(start: WorkerStart): Worker {
  return new Worker(bootstrap, {
    eval: true,
    execArgv: [],
    workerData: {
      ...start,
      // Loaded through tsx's own require (the API's Jest environment), resolve() answers with a
      // `?namespace=` suffix that is no file name.
      tsx: require.resolve('tsx/cjs/api').replace(/\?.*$/, ''),
      entry: path.join(__dirname, 'pglite-worker-thread.ts'),
    },
  });
}

async function startThread(
  start: WorkerStart,
  onNotice: (channel: string) => void,
  onUnexpectedEnd: (thread: DatabaseThread, error: Error) => void,
  onThreadStarted: ((thread: Worker) => void) | undefined,
): Promise<DatabaseThread> {
  const worker = spawnDatabaseThread(start);
  // An idle worker does not keep the process alive (a busy one does).
  const calls = pendingCalls(
    (request) => worker.postMessage(request),
    (busy) => (busy ? worker.ref() : worker.unref()),
  );
  let ended = false;
  let running = false;
  let stopping = false;

  const started = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: DatabaseReply) => {
      if ('started' in reply) return resolve();
      if ('failed' in reply) return reject(restoreError(reply.failed));
      if ('notice' in reply) return onNotice(reply.notice);
      if ('id' in reply) calls.settle(reply);
    });
    const end = (reason: Error) => {
      if (ended) return;
      ended = true;
      calls.failAll(unavailable('Die eingebettete Datenbank ist beendet.', '57P02', reason));
      reject(reason);
      if (running && !stopping) onUnexpectedEnd(self, reason);
    };
    worker.on('error', end);
    worker.on('exit', (code) => end(new Error(`Der Datenbank-Thread endete mit Code ${code}.`)));
  });
  onThreadStarted?.(worker);
  await started;
  running = true;
  worker.unref();

  const self: DatabaseThread = {
    call: calls.call,
    async stop() {
      stopping = true;
      if (ended) return;
      await calls.call({ op: 'close' });
      await worker.terminate();
    },
  };
  return self;
}

export interface PgliteWorkerOptions {
  /** Where an unexpected end of the thread and failed restarts are reported. */
  logger?: DatabaseLogger;
  /** Called with each thread started (tests end one as a crash would). */
  onThreadStarted?(thread: Worker): void;
}

/** Waits before the n-th attempt to start a new thread after the last one ended. */
const restartDelaysMs = [100, 1_000, 5_000, 30_000];

/**
 * The embedded database on disk, run in a worker thread: statements and the fsync of each
 * commit no longer hold up the main thread's other requests (static files, probes). Answers
 * and errors (with their SQLSTATE) come back as PGlite's would. When the thread ends without
 * being asked to (out of memory, a fault in PGlite), a new one opens the same files: what was
 * committed is there, open transactions are gone. Meanwhile statements fail as "database
 * unavailable" (503), and every listener is called once, as after a PostgreSQL reconnect.
 */
export async function startPgliteWorker(
  dataDir: string,
  { logger, onThreadStarted }: PgliteWorkerOptions = {},
): Promise<PgliteInWorker> {
  const listeners = new Map<string, Set<() => void>>();
  let closed = false;
  let restarting: Error | null = null;
  let thread: DatabaseThread;

  const onNotice = (channel: string) => notify(listeners, channel);
  const start = () => startThread({ dataDir }, onNotice, onUnexpectedEnd, onThreadStarted);

  const restart = (attempt: number) => {
    const delay = restartDelaysMs[Math.min(attempt, restartDelaysMs.length - 1)];
    setTimeout(() => void attemptRestart(attempt), delay).unref();
  };

  const attemptRestart = async (attempt: number) => {
    if (closed) return;
    let next: DatabaseThread | null = null;
    try {
      next = await start();
      for (const channel of listeners.keys()) await next.call({ op: 'listen', channel });
    } catch (error) {
      logger?.error({ err: error }, 'Eingebettete Datenbank startet nicht neu');
      await next?.stop().catch(() => undefined);
      return restart(attempt + 1);
    }
    if (closed) return next.stop();
    thread = next;
    restarting = null;
    for (const channel of listeners.keys()) onNotice(channel);
  };

  function onUnexpectedEnd(ended: DatabaseThread, reason: Error) {
    // A thread that ends while its successor is being set up is that attempt's failure.
    if (closed || ended !== thread) return;
    logger?.error({ err: reason }, 'Eingebettete Datenbank unerwartet beendet, starte neu');
    restarting = unavailable('Die eingebettete Datenbank startet neu.', '57P03', reason);
    restart(0);
  }

  thread = await start();
  return threadClient({
    current: () => restarting ?? thread,
    listeners,
    async close() {
      if (closed) return;
      closed = true;
      if (!restarting) await thread.stop();
    },
  });
}

/**
 * A port with the replies of a database thread: a MessagePort, or one moved into a Jest test's
 * realm, which has `onmessage` only (test-database-thread.ts).
 */
export interface DatabasePort {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  start?(): void;
}

/** The database a tests' thread lends to `port` until `close` (test-database-thread.ts). */
export function connectDatabasePort(port: DatabasePort): PgliteInWorker {
  const listeners = new Map<string, Set<() => void>>();
  const calls = pendingCalls((request) => port.postMessage(request));
  port.onmessage = ({ data }) => {
    const reply = data as DatabaseReply;
    if ('notice' in reply) return notify(listeners, reply.notice);
    if ('id' in reply) calls.settle(reply);
  };
  port.start?.();
  let closing: Promise<void> | null = null;
  const thread: DatabaseThread = {
    call: calls.call,
    stop: () =>
      (closing ??= calls.call<void>({ op: 'close' }).then(() => {
        port.onmessage = null;
        calls.failAll(new Error('Die Testdatenbank ist geschlossen.'));
      })),
  };
  return threadClient({ current: () => thread, listeners, close: thread.stop });
}

function notify(listeners: Map<string, Set<() => void>>, channel: string): void {
  for (const onNotice of listeners.get(channel) ?? []) onNotice();
}

/**
 * PGlite's interface over a database thread. `current` is the thread statements go to now, or
 * why there is none; `listeners` are the callbacks by channel that hear the thread's notices.
 */
function threadClient({
  current,
  listeners,
  close,
}: {
  current(): DatabaseThread | Error;
  listeners: Map<string, Set<() => void>>;
  close(): Promise<void>;
}): PgliteInWorker {
  const listening = new Map<string, Promise<void>>();
  const call = <T>(request: Request): Promise<T> => {
    const target = current();
    return target instanceof Error ? Promise.reject(target) : target.call<T>(request);
  };
  const statements = (on: <T>(request: Request) => Promise<T>, tx: number | null) => ({
    query: <Row>(sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
      on<Results<Row>>({
        op: 'query',
        sql,
        params,
        rowMode: options.rowMode ?? 'object',
        textTypes: textTypes(options.parsers),
        tx,
      }),
    exec: (sql: string) => on<Results[]>({ op: 'exec', sql, tx }),
  });

  const client: PgliteInWorker = {
    ...statements(call, null),
    async transaction(work) {
      // A transaction lives in the thread it began in; it ends with that thread.
      const target = current();
      if (target instanceof Error) throw target;
      const tx = await target.call<number>({ op: 'begin' });
      let result;
      try {
        result = await work(statements(target.call, tx));
      } catch (error) {
        await target.call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await target.call({ op: 'end', tx, commit: true });
      return result;
    },
    listen(channel, onNoticeOf) {
      const set = listeners.get(channel) ?? new Set();
      set.add(onNoticeOf);
      listeners.set(channel, set);
      let listened = listening.get(channel);
      if (!listened) {
        // Failed while a new thread starts: that thread listens on every channel named here.
        listened = call<void>({ op: 'listen', channel }).catch((error: unknown) => {
          listening.delete(channel);
          throw error;
        });
        listening.set(channel, listened);
      }
      return listened;
    },
    fsyncCount: () => call({ op: 'fsync-count' }),
    close,
    asPglite: () => client as unknown as PGlite,
  };
  return client;
}
