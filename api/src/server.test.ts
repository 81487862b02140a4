import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './kernel/testing/free-port';

/** The real process: `node --import tsx src/server.ts`, as `npm start -w api` runs it. */
const serverFile = path.join(__dirname, 'server.ts');
/** Resolved here: the child runs in a temporary folder without node_modules. */
const tsxLoader = pathToFileURL(require.resolve('tsx')).href;
const startTimeoutMs = 90_000;

interface RunningServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: NodeJS.ProcessEnv, cwd: string): RunningServer {
  const inherited = { ...process.env };
  // The embedded database even when the suite runs against PostgreSQL: this test is about the
  // process, and it must not migrate the server's own database.
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', tsxLoader, serverFile], {
    cwd,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exited };
}

function waitForOutput(server: RunningServer, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (server.output().includes(text)) return resolve();
      if (server.child.exitCode !== null) return reject(new Error(server.output()));
      setTimeout(check, 100);
    };
    check();
  });
}

const temporaryDirectories: string[] = [];

function temporaryDirectory(): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bildbote-server-'));
  temporaryDirectories.push(directory);
  return directory;
}

afterAll(() => {
  for (const directory of temporaryDirectories)
    fs.rmSync(directory, { recursive: true, force: true });
});

it('lists every configuration problem and exits with 1 before touching anything', async () => {
  const cwd = temporaryDirectory();
  const server = startServer(
    { PORT: 'abc', COMPANY_POSTCODE: '12', JWT_SECRET: 'kurz', DATA_DIR: path.join(cwd, 'data') },
    cwd,
  );

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
    const cwd = temporaryDirectory();
    const port = await freePort();
    fs.writeFileSync(path.join(cwd, '.env'), `PORT=${port}\nDATA_DIR=./daten\n`);
    const server = startServer({ LOG_LEVEL: 'info', JWT_SECRET: '' }, cwd);

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
