import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { OpenedDatabase } from 'api/src/kernel/database/database';
import { createLogger } from 'api/src/kernel/logging/logger';
import type { PasswordHasher } from 'api/src/kernel/passwords/password-hasher';
import { createTestPasswordHasher } from 'api/src/resources/accounts/testing/identity-test-kit';
import { createTestConfig } from 'api/src/kernel/testing/test-config';
import { createTestDatabase } from 'api/src/kernel/testing/test-database';
import { ensureBuilt, publishBuiltRemotes } from '../build/ensure-built';
import { shellDist } from '../build/workspaces';
import { buildGateway } from '../gateway/gateway';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { linkReleaseTemplate, releaseTemplateVariable } from './release-template';
import { listeningOnFreePort } from 'api/src/kernel/testing/free-port';

export interface TestSite {
  baseUrl: string;
  dataDir: string;
  releasesDir: string;
  /** The site's database, for arranging what a test cannot do through the site itself. */
  database: OpenedDatabase;
  /** The site's password hasher, for accounts a test creates in the database. */
  passwords: PasswordHasher;
  /** Every mail the site sent, caught by a local SMTP server. */
  mail: MailCatcher;
  close(): Promise<void>;
}

/**
 * The composed site as a user gets it from `npm start`: the built shell and remotes published
 * into a fresh release store (linked to the run's published store in a browser test run), the
 * API in-process on a fresh database, on a free port, sending its mails to a local SMTP catcher.
 * The database is the API suites' (an emptied in-memory PGlite that the Jest worker keeps for
 * its test files, see api-test-environment.ts): the browser tests are about the site, and the
 * embedded database's durability on disk has its own tests.
 */
export async function startTestSite(env: NodeJS.ProcessEnv = {}): Promise<TestSite> {
  const template = process.env[releaseTemplateVariable];
  // In a browser-test run the global set-up built once: a source saved during the run must not
  // rebuild the dist/ that other test files' sites are serving at that moment.
  if (!template) await ensureBuilt(() => undefined);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bildbote-e2e-'));
  const mail = await startMailCatcher();
  const settings = { DATA_DIR: dataDir, SMTP_URL: mail.smtpUrl };
  // The release store depends on DATA_DIR only, not on the port asked for below.
  const { releasesDir } = createTestConfig({ ...settings, ...env });
  if (template) await linkReleaseTemplate(template, releasesDir);
  else await publishBuiltRemotes(releasesDir, () => undefined);
  const logger = createLogger('silent');
  const database = await createTestDatabase();
  const passwords = createTestPasswordHasher();
  // PUBLIC_URL names the address the site answers on: links in mails and the eID provider's
  // redirect to ${PUBLIC_URL}/adesso-redirect must reach this site's own origin.
  const { server: gateway, port } = await listeningOnFreePort((sitePort) =>
    buildGateway({
      config: createTestConfig({
        ...settings,
        PORT: String(sitePort),
        PUBLIC_URL: `http://127.0.0.1:${sitePort}`,
        ...env,
      }),
      releasesDir,
      shellDir: shellDist,
      api: { kind: 'in-process', database, passwords },
      logger,
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    dataDir,
    releasesDir,
    database,
    passwords,
    mail,
    async close() {
      await gateway.close();
      await passwords.close();
      await database.close();
      await mail.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
