import { Worker } from 'node:worker_threads';

/** What a worker is asked: argon2's `hash` or `verify`, with plain, cloneable arguments. */
export type PasswordJob =
  | { op: 'hash'; password: string; options: Record<string, number> }
  | { op: 'verify'; hash: string; password: string };

interface Pending {
  job: PasswordJob;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

interface PoolWorker {
  worker: Worker;
  current: Pending | null;
}

/**
 * Code of each worker: loads argon2 (its resolved path comes as workerData, so the worker finds
 * the same package under tsx, Jest and plain node) and answers one job at a time.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const argon2 = require(workerData.argon2);
parentPort.on('message', async ({ id, job }) => {
  try {
    const result =
      job.op === 'hash'
        ? await argon2.hash(job.password, job.options)
        : await argon2.verify(job.hash, job.password);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

export interface PasswordWorkerPool {
  run(job: PasswordJob): Promise<unknown>;
  /** For tests and logs: workers running, of them busy, jobs waiting. */
  load(): { workers: number; busy: number; queued: number };
  /** Ends every worker; jobs still waiting are refused. */
  close(): Promise<void>;
}

/**
 * A bounded pool of worker threads for password hashing (argon2id, 19 MiB and some 50 ms of
 * CPU each): at most `size` hashes run at once, the rest wait in order. argon2's native work
 * runs on libuv's thread pool, which file reads share; without the bound, 20 logins at once
 * would take every thread and make static files and other requests wait behind them. Workers
 * start on first use and do not keep the process alive.
 */
export function createPasswordWorkerPool(size: number): PasswordWorkerPool {
  const limit = checkedSize(size);
  const workers: PoolWorker[] = [];
  const queue: Pending[] = [];
  let nextId = 0;
  let closed = false;

  function start(): PoolWorker {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { argon2: require.resolve('argon2') },
      // No tsx or test loaders: the worker runs plain CommonJS.
      execArgv: [],
    });
    const entry: PoolWorker = { worker, current: null };
    const settle = (message: { result?: unknown; error?: string }) => {
      const pending = entry.current;
      entry.current = null;
      worker.unref();
      if (pending) {
        if (message.error !== undefined) pending.reject(new Error(message.error));
        else pending.resolve(message.result);
      }
      dispatch();
    };
    worker.on('message', settle);
    const lost = (error: Error) => {
      remove(entry);
      entry.current?.reject(error);
      entry.current = null;
      dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => {
      if (workers.includes(entry)) lost(new Error(`Passwort-Worker beendet (Code ${code})`));
    });
    // After the listeners: an idle worker never keeps the process alive (a busy one does, so
    // a command line tool waiting for a hash does not end before it).
    worker.unref();
    workers.push(entry);
    return entry;
  }

  function remove(entry: PoolWorker): void {
    const index = workers.indexOf(entry);
    if (index >= 0) workers.splice(index, 1);
  }

  function dispatch(): void {
    while (queue.length > 0 && !closed) {
      const idle =
        workers.find((entry) => entry.current === null) ??
        (workers.length < limit ? start() : undefined);
      if (!idle) return;
      const pending = queue.shift()!;
      idle.current = pending;
      idle.worker.ref();
      idle.worker.postMessage({ id: nextId++, job: pending.job });
    }
  }

  return {
    run(job) {
      if (closed) return Promise.reject(new Error('Passwort-Worker sind beendet'));
      return new Promise((resolve, reject) => {
        queue.push({ job, resolve, reject });
        dispatch();
      });
    },
    load: () => ({
      workers: workers.length,
      busy: workers.filter((entry) => entry.current !== null).length,
      queued: queue.length,
    }),
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) {
        pending.reject(new Error('Passwort-Worker sind beendet'));
      }
      const ending = workers.splice(0);
      for (const entry of ending) entry.current?.reject(new Error('Passwort-Worker sind beendet'));
      await Promise.all(ending.map((entry) => entry.worker.terminate()));
    },
  };
}

function checkedSize(size: number): number {
  if (!Number.isInteger(size) || size < 1) {
    throw new RangeError(`Ungültige Zahl von Passwort-Workern: ${size}`);
  }
  return size;
}
