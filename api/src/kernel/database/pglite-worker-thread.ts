/**
 * Runs inside a worker thread (pglite-worker.ts starts it): the embedded database on its files
 * under DATA_DIR. PGlite executes each statement synchronously in WebAssembly, and each commit
 * waits for fsync; on the main thread that held up every other request meanwhile.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { durablePgliteOptions, fsyncCalls, pgliteExtensions, syncTree } from './durable-pglite';
import { emptied, templateState } from './pglite-template-state';
import {
  carryError,
  type AttachRequest,
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

/** Where requests come from and replies go: the parent, or a port a `template` parent handed over. */
type Channel = Pick<MessagePort, 'on' | 'postMessage'>;

function sendTo(channel: Channel, reply: DatabaseReply): void {
  channel.postMessage(reply);
}

async function open(start: WorkerStart): Promise<PGlite> {
  if ('template' in start) {
    return PGlite.create({
      loadDataDir: new Blob([fs.readFileSync(start.template)]),
      extensions: pgliteExtensions,
    });
  }
  const { dataDir } = start;
  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const client = await PGlite.create({
    ...durablePgliteOptions(dataDir),
    extensions: pgliteExtensions,
  });
  // A new database's files were copied in without fsync: sync them once.
  if (fresh) syncTree(dataDir);
  return client;
}

interface Session {
  /** Rolls back what is still open, stops its notices and closes the channel. */
  end(): Promise<void>;
}

/**
 * Answers the requests arriving on `channel` with `client`. `close` is what a `close` request
 * does: closing the database, or only ending this channel's session on a shared one.
 */
function serve(
  client: PGlite,
  channel: Channel,
  close: (session: Session) => Promise<void>,
): Session {
  const send = (reply: DatabaseReply) => sendTo(channel, reply);
  const unlisten: (() => Promise<void>)[] = [];
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
        unlisten.push(
          await client.listen(request.channel, () => send({ notice: request.channel })),
        );
        return null;
      case 'fsync-count':
        return fsyncCalls.count;
      case 'close':
        await close(session);
        return null;
    }
  };

  channel.on('message', (request: DatabaseRequest) => {
    handle(request).then(
      (result) => send({ id: request.id, result }),
      (error: unknown) => send({ id: request.id, error: carryError(error) }),
    );
  });

  const session: Session = {
    async end() {
      for (const open of transactions.values()) open.finish(false);
      await Promise.allSettled([...transactions.values()].map((open) => open.done));
      for (const stop of unlisten.splice(0)) await stop();
      if (channel !== parentPort) (channel as MessagePort).close();
    },
  };
  return session;
}

/** Tests' thread: one database, lent to one port at a time, emptied between them. */
async function serveAttachments(start: WorkerStart): Promise<void> {
  let client = await open(start);
  const template = await templateState(client);
  let session: Session | null = null;
  let queue = Promise.resolve();
  const parent = parentPort!;
  const detach = async (ended: Session) => {
    if (session !== ended) return;
    session = null;
    await ended.end();
    sendTo(parent, { detached: true });
  };
  parent.on('message', ({ attach }: AttachRequest) => {
    queue = queue.then(async () => {
      try {
        if (session) await detach(session);
        client = await emptied(client, template, () => open(start));
        // Closing ends the session after the `close` reply has gone out on the same port.
        session = serve(client, attach, async (closing) => {
          setImmediate(() => (queue = queue.then(() => detach(closing))));
        });
        sendTo(parent, { attached: true });
      } catch (error) {
        sendTo(parent, { failed: carryError(error) });
      }
    });
  });
}

async function main(start: WorkerStart): Promise<void> {
  const parent = parentPort!;
  if ('template' in start) return serveAttachments(start);
  const client = await open(start);
  serve(client, parent, () => client.close());
}

main(workerData as WorkerStart).then(
  () => sendTo(parentPort!, { started: true }),
  (error: unknown) => sendTo(parentPort!, { failed: carryError(error) }),
);
