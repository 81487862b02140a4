import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { OpenedDatabase } from 'api/src/kernel/database/database';
import { createLogger } from 'api/src/kernel/logging/logger';
import { createTestConfig } from 'api/src/kernel/testing/test-config';
import { createTestDatabase, testDatabaseTimeoutMs } from 'api/src/kernel/testing/test-database';
import { buildGateway, type ApiMount } from '../gateway';

/** What a gateway test file's `beforeAll` builds on; read the fields inside hooks and tests. */
export interface GatewayTestBed {
  /** The file's own temporary folder: the configuration's DATA_DIR. */
  root: string;
  /** The shell's build folder inside `root`, holding what `writeShell` wrote. */
  shellDir: string;
  /** The release store of the configuration on `root`. */
  releasesDir: string;
  /** Writes the shell's build files (name → content) into `shellDir`. */
  writeShell(files: Record<string, string>): Promise<void>;
  /** A migrated embedded (or DATABASE_URL) test database. */
  openDatabase(): Promise<OpenedDatabase>;
  /**
   * A gateway on the bed's folders. Its API: `api` if given, else the in-process API on
   * `database`, else a proxy to a closed port (for tests that make no API call, so they need no
   * database). `env` adds configuration variables.
   */
  startGateway(options?: {
    env?: NodeJS.ProcessEnv;
    database?: OpenedDatabase;
    api?: ApiMount;
    logger?: FastifyBaseLogger;
  }): Promise<FastifyInstance>;
  /** Closes `resource` with the bed, before everything the bed handed out earlier. */
  closeLater<T extends { close(): Promise<unknown> }>(resource: T): T;
}

/**
 * A fresh test bed for the calling file (or describe block): made in a `beforeAll` registered
 * here, so it is ready in the caller's own `beforeAll`; every gateway and database it handed out
 * is closed and the folder removed after the last test.
 */
export function useGatewayTestBed(prefix: string): GatewayTestBed {
  const closers: Array<() => Promise<unknown>> = [];
  const configWith = (env: NodeJS.ProcessEnv = {}) =>
    createTestConfig({ DATA_DIR: bed.root, ...env });
  const bed: GatewayTestBed = {
    root: '',
    shellDir: '',
    releasesDir: '',
    async writeShell(files) {
      await fs.mkdir(bed.shellDir, { recursive: true });
      for (const [name, content] of Object.entries(files)) {
        await fs.writeFile(path.join(bed.shellDir, name), content);
      }
    },
    async openDatabase() {
      return bed.closeLater(await createTestDatabase());
    },
    closeLater(resource) {
      closers.push(() => resource.close());
      return resource;
    },
    async startGateway({ env, database, api, logger = createLogger('silent') } = {}) {
      const gateway = await buildGateway({
        config: configWith(env),
        releasesDir: bed.releasesDir,
        shellDir: bed.shellDir,
        api:
          api ??
          (database
            ? { kind: 'in-process', database }
            : { kind: 'proxy', url: 'http://127.0.0.1:9' }),
        logger,
      });
      return bed.closeLater(gateway);
    },
  };
  beforeAll(async () => {
    bed.root = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
    bed.shellDir = path.join(bed.root, 'shell');
    bed.releasesDir = configWith().releasesDir;
  });
  afterAll(async () => {
    // Last opened, first closed: a gateway or API before the database it uses.
    for (const close of closers.splice(0).reverse()) await close();
    await fs.rm(bed.root, { recursive: true, force: true });
  }, testDatabaseTimeoutMs);
  return bed;
}
