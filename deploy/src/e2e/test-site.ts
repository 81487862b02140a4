import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from 'api/src/db/database';
import { migrate } from 'api/src/db/migrate';
import { createLogger } from 'api/src/logging/logger';
import { createTestConfig } from 'api/src/testing/test-config';
import { ensureBuilt, publishBuiltRemotes } from '../build/ensure-built';
import { shellDist } from '../build/workspaces';
import { buildGateway } from '../gateway/gateway';

export interface TestSite {
  baseUrl: string;
  dataDir: string;
  releasesDir: string;
  close(): Promise<void>;
}

/**
 * The composed site as a user gets it from `npm start`: the built shell and remotes published
 * into a fresh release store, the API in-process on a fresh PGlite database, on a free port.
 */
export async function startTestSite(env: NodeJS.ProcessEnv = {}): Promise<TestSite> {
  await ensureBuilt(() => undefined);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bildbote-e2e-'));
  const config = createTestConfig({ DATA_DIR: dataDir, ...env });
  const { releasesDir } = config;
  await publishBuiltRemotes(releasesDir, () => undefined);
  const logger = createLogger('silent');
  const database = await openDatabase(config, logger);
  await migrate(database, { logger });
  const gateway = await buildGateway({
    config,
    releasesDir,
    shellDir: shellDist,
    api: { kind: 'in-process', database },
    logger,
  });
  const address = await gateway.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl: address,
    dataDir,
    releasesDir,
    async close() {
      await gateway.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
