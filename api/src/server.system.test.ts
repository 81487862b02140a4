import fs from 'node:fs';
import path from 'node:path';
import { killStartedApis, spawnApi, waitForOutput } from './kernel/testing/api-process';
import { freePort } from './kernel/testing/free-port';
import {
  removeTemporaryDirectories,
  temporaryDirectory,
} from './kernel/testing/temporary-directories';

const startTimeoutMs = 90_000;

// A failed test must not leave a server behind.
afterEach(killStartedApis);

afterAll(removeTemporaryDirectories);

it('lists every configuration problem and exits with 1 before touching anything', async () => {
  const cwd = temporaryDirectory('bildbote-server-');
  const server = spawnApi({
    env: {
      PORT: 'abc',
      COMPANY_POSTCODE: '12',
      JWT_SECRET: 'kurz',
      DATA_DIR: path.join(cwd, 'data'),
    },
    cwd,
  });

  expect(await server.exited).toBe(1);
  expect(server.output()).toContain('Die Konfiguration ist ungültig:');
  expect(server.output()).toContain('- PORT: muss eine Zahl zwischen 1 und 65535 sein');
  expect(server.output()).toContain('- COMPANY_POSTCODE: muss eine fünfstellige Postleitzahl');
  expect(server.output()).toContain('- JWT_SECRET: muss mindestens 32 Zeichen lang sein');
  expect(fs.existsSync(path.join(cwd, 'data'))).toBe(false);
});

it(
  'reads .env, migrates, serves, and shuts down gracefully on SIGTERM',
  async () => {
    const cwd = temporaryDirectory('bildbote-server-');
    const port = await freePort();
    fs.writeFileSync(path.join(cwd, '.env'), `PORT=${port}\nDATA_DIR=./daten\n`);
    const server = spawnApi({ env: { LOG_LEVEL: 'info', JWT_SECRET: '' }, cwd });

    try {
      await waitForOutput(server, 'Server listening at');
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    } finally {
      server.child.kill('SIGTERM');
    }

    expect(await server.exited).toBe(0);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string });
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'Migration angewendet',
        'Datenbank bereit',
        'Fahre herunter: keine neuen Anfragen, laufende werden beendet',
        'Heruntergefahren',
      ]),
    );
    // The start-up log says how durable the embedded database is and what it is not for.
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'Datenbank bereit',
        database: 'pglite',
        durability: 'fsync bei jedem Commit',
      }),
    );
    expect(fs.readdirSync(path.join(cwd, 'daten')).sort()).toEqual(['db', 'jwt-secret']);
  },
  startTimeoutMs,
);
