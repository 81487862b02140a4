import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/config';
import type { AppConfig } from '../config/config';

/**
 * A valid configuration for tests, independent of the developer's environment and `.env`:
 * fixed JWT secret, silent logs, and a DATA_DIR path of its own under the system temp folder
 * (not created here; features that write files create it). `env` overrides single variables.
 */
export function createTestConfig(env: NodeJS.ProcessEnv = {}): AppConfig {
  return loadConfig({
    DATA_DIR: path.join(os.tmpdir(), `bildbote-test-${randomBytes(6).toString('hex')}`),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'silent',
    ...env,
  });
}
