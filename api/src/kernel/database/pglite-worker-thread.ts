/**
 * Runs inside a worker thread (pglite-worker.ts starts it): the embedded database on its files
 * under DATA_DIR. PGlite executes each statement synchronously in WebAssembly, and each commit
 * waits for fsync; on the main thread that held up every other request meanwhile.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { durablePgliteOptions, fsyncCalls, pgliteExtensions, syncTree } from './durable-pglite';
import {
  carryError,
  type DatabaseReply,
  type DatabaseRequest,
  type WorkerStart,
} from './pglite-worker-protocol';

interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): void;
  done: Promise<void>;
}

const rollback = Symbol('rollback');

function send(reply: DatabaseReply): void {
  parentPort!.postMessage(reply);
}

async function open({ dataDir }: WorkerStart): Promise<PGlite> {
  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const client = await PGlite.create({
    ...durablePgliteOptions(dataDir),
    extensions: pgliteExtensions,
  });
  // A new database's files were copied in without fsync: sync them once.
  if (fresh) syncTree(dataDir);
  return client;
}

function serve(client: PGlite): void {
  const transactions = new Map<number, OpenTransaction>();
  let nextTransaction = 1;
  const openTransaction = (tx: number): OpenTransaction => {
    const open = transactions.get(tx);
    if (!open) throw new Error('Transaktion ist nicht mehr offen.');
    return open;
  };
  const target = (tx: number | null) => (tx === null ? client : openTransaction(tx).tx);

  const begin = (): Promise<number> =>
    new Promise((resolve, reject) => {
      const id = nextTransaction++;
      const entry = {} as OpenTransaction;
      const decided = new Promise<boolean>((resolveDecision) => {
        entry.finish = resolveDecision;
      });
      entry.done = client
        .transaction(async (tx) => {
          entry.tx = tx;
          transactions.set(id, entry);
          resolve(id);
          if (!(await decided)) throw rollback;
        })
        .then(
          () => undefined,
          (error: unknown) => {
            if (error !== rollback) throw error;
          },
        )
        .finally(() => transactions.delete(id));
      entry.done.catch(reject);
    });

  const handle = async (request: DatabaseRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const parsers = Object.fromEntries(
          request.textTypes.map((type) => [type, (value: string) => value]),
        );
        return target(request.tx).query(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers,
        });
      }
      case 'exec':
        return target(request.tx).exec(request.sql);
      case 'begin':
        return begin();
      case 'end': {
        const open = openTransaction(request.tx);
        open.finish(request.commit);
        await open.done;
        return null;
      }
      case 'listen':
        await client.listen(request.channel, () => send({ notice: request.channel }));
        return null;
      case 'fsync-count':
        return fsyncCalls.count;
      case 'close':
        await client.close();
        return null;
    }
  };

  parentPort!.on('message', (request: DatabaseRequest) => {
    handle(request).then(
      (result) => send({ id: request.id, result }),
      (error: unknown) => send({ id: request.id, error: carryError(error) }),
    );
  });
}

open(workerData as WorkerStart).then(
  (client) => {
    serve(client);
    send({ started: true });
  },
  (error: unknown) => send({ failed: carryError(error) }),
);
