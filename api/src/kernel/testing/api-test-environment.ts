import { moveMessagePortToContext, type MessagePort } from 'node:worker_threads';
import { TestEnvironment } from 'jest-environment-node';
import { require as requireTypeScript } from 'tsx/cjs/api';
import type * as TestDatabaseThreads from './test-database-thread';
import type { LendTestDatabase, TestDatabaseThread } from './test-database-thread';

/**
 * Jest loads this file with Node's require and its own transform hook, which does not always
 * resolve a TypeScript sibling (another project's transform may have hooked `.ts` first); tsx
 * loads it by name, as mfe-blog's content transform does.
 */
const { lendTestDatabaseKey, startTestDatabaseThread } = requireTypeScript(
  './test-database-thread',
  __filename,
) as typeof TestDatabaseThreads;

/**
 * Jest loads a test environment once per worker process, outside the test files' realms: what
 * this module keeps, it keeps across test files. Here that is the database threads, so an API
 * test file borrows an emptied database instead of starting one from the template.
 */
const threads: { template: string; thread: Promise<TestDatabaseThread> }[] = [];

/** An idle thread's database, attached (and the thread busy) in the same turn it was found idle. */
async function borrow(
  template: string,
): Promise<{ thread: TestDatabaseThread; port: Promise<MessagePort> }> {
  for (const entry of threads) {
    if (entry.template !== template) continue;
    const thread = await entry.thread;
    if (!thread.busy) return { thread, port: thread.attach() };
  }
  // A file holding two databases at once, or a changed template: one thread more.
  threads.push({ template, thread: startTestDatabaseThread(template) });
  return borrow(template);
}

export default class ApiTestEnvironment extends TestEnvironment {
  private readonly borrowed = new Set<TestDatabaseThread>();

  override async setup(): Promise<void> {
    await super.setup();
    const lend: LendTestDatabase = async (template) => {
      const { thread, port } = await borrow(template);
      this.borrowed.add(thread);
      // Messages then arrive as objects of the test's realm (Uint8Array, Array, Date …).
      return moveMessagePortToContext(await port, this.getVmContext()!);
    };
    this.global[lendTestDatabaseKey] = lend;
  }

  override async teardown(): Promise<void> {
    for (const thread of this.borrowed) thread.reclaim();
    await super.teardown();
  }
}
