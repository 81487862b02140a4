import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/config';
import type { AppConfig } from '../config/config';

/**
 * The switches of a test run: the only variables tests read from the environment (the app's
 * own are read by config.ts, and tests pass theirs to createTestConfig). DATABASE_URL runs the
 * API suites on that PostgreSQL server (.ci/run), CI turns a missing browser into an error,
 * CHROME_PATH names the browser of the browser tests and of `npm run bench`. Unset, the browser
 * tests take Debian's Chromium headless shell (Playwright's default for headless runs: the same
 * Blink and V8 without the desktop browser around them, half the CPU time), and the bench the
 * Chromium users have.
 */
export const testSwitches = {
  databaseUrl: process.env.DATABASE_URL?.trim() || null,
  ci: Boolean(process.env.CI),
  chromePath: process.env.CHROME_PATH?.trim() || '/usr/bin/chromium-headless-shell',
  benchChromePath: process.env.CHROME_PATH?.trim() || '/usr/bin/chromium',
};

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
