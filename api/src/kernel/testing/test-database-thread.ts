import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { spawnDatabaseThread, type DatabasePort } from '../database/pglite-worker';
import { restoreError, type DatabaseReply } from '../database/pglite-worker-protocol';

/**
 * A thread holding one in-memory database made from the migrated template, lent to one port at
 * a time and emptied before each (pglite-worker-thread.ts). Emptying takes about 50 ms; a new
 * database from the template about 2.5 s, which every API test file used to pay.
 */
export interface TestDatabaseThread {
  /** A port to the database, emptied for it. The thread is busy until the port is closed. */
  attach(): Promise<MessagePort>;
  readonly busy: boolean;
  /** Lets the next `attach` take the database from a port nobody closed (its test file ended). */
  reclaim(): void;
  stop(): Promise<void>;
}

/**
 * Under Jest, the name of the test global through which a test file borrows a database from its
 * worker process's threads (api-test-environment.ts): `(template) => Promise<port>`.
 */
export const lendTestDatabaseKey = '__bildboteLendTestDatabase';

export type LendTestDatabase = (template: string) => Promise<MessagePort>;

/** Node's MessagePort is an EventTarget with `onmessage` and `start`; @types/node leaves them out. */
export function databasePort(port: MessagePort): DatabasePort {
  return port as unknown as DatabasePort;
}

export async function startTestDatabaseThread(template: string): Promise<TestDatabaseThread> {
  const worker = spawnDatabaseThread({ template });
  const waiting: { resolve(): void; reject(error: Error): void }[] = [];
  // Counted, not a flag: the thread reports a port's end after it happened, possibly after the
  // next attach (a file's `close` is answered before the session ends). A flag cleared by that
  // late report let a file's second database take the thread from under its first one.
  let attached = 0;
  let ended = 0;
  let reclaimed = 0;
  const started = new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
  worker.on('message', (reply: DatabaseReply) => {
    if ('detached' in reply) {
      ended += 1;
      return;
    }
    const next = waiting.shift();
    if ('failed' in reply) next?.reject(restoreError(reply.failed));
    else next?.resolve();
  });
  worker.on('error', (error) => {
    for (const next of waiting.splice(0)) next.reject(error);
  });
  await started;
  // A database nobody uses does not keep the process alive.
  worker.unref();

  return {
    get busy() {
      return Math.max(ended, reclaimed) < attached;
    },
    async attach() {
      attached += 1;
      const { port1, port2 } = new MessageChannel();
      const ready = new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
      worker.postMessage({ attach: port2 }, [port2]);
      // Waiting for the thread keeps the process alive (a benchmark outside Jest has nothing
      // else running meanwhile and would end here without a word).
      worker.ref();
      try {
        await ready;
      } finally {
        worker.unref();
      }
      return port1;
    },
    reclaim() {
      reclaimed = attached;
    },
    async stop() {
      await worker.terminate();
    },
  };
}
