import net from 'node:net';
import path from 'node:path';
import {
  killStartedApis,
  startReadyApi,
  waitForOutput,
  type ReadyApi,
} from '../testing/api-process';
import { removeTemporaryDirectories, temporaryDirectory } from '../testing/temporary-directories';
import { copyMigratedDatabaseFiles } from '../testing/test-database';

/**
 * The real start command of the API (`npm start -w api`, i.e. npm → node) in its own process
 * group, signalled the ways an operator's tools do: the server process, the npm process (what a
 * container runtime signals when npm is its first process), or the whole group (Ctrl-C,
 * systemd).
 */
const startTimeoutMs = 120_000;
const inFlightCount = 10;

// A failed test must not leave servers behind.
afterEach(killStartedApis);

afterAll(removeTemporaryDirectories);

/**
 * A data folder whose embedded database is already migrated: this test is about the processes,
 * and PGlite's initdb in an empty folder would cost each start about 4 s more.
 */
async function migratedDataDirectory(): Promise<string> {
  const dataDir = path.join(temporaryDirectory('bildbote-shutdown-'), 'data');
  await copyMigratedDatabaseFiles(dataDir);
  return dataDir;
}

async function startApi(dataDir: string): Promise<ReadyApi> {
  const site = await startReadyApi({
    env: {
      DATA_DIR: dataDir,
      JWT_SECRET: 'shutdown-test-secret-long-enough-for-hs256',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
    },
    viaNpm: true,
  });
  // Its pid (serverPid) is read from this line, which may arrive after the first answer.
  await waitForOutput(site, 'Server listening at');
  return site;
}

/** The pid of the node process serving, from its log lines (pino writes `pid`). */
function serverPid(site: ReadyApi): number {
  const line = site
    .output()
    .split('\n')
    .find((candidate) => candidate.startsWith('{') && candidate.includes('Server listening at'));
  return (JSON.parse(line!) as { pid: number }).pid;
}

interface RawAnswer {
  status: number;
  headers: string;
  /** Resolves when the server closed the connection. */
  closed: Promise<void>;
}

/** One HTTP/1.1 exchange on its own connection; `rest` is written only when `finish` is called. */
function openRequest(port: number, head: string, firstPart: string, rest: string) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const answered = new Promise<RawAnswer>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      const match = /^HTTP\/1\.1 (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n/.exec(received);
      if (match) resolve({ status: Number(match[1]), headers: match[2]!, closed });
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`connection closed without an answer`)));
  });
  // Awaited later; a test that fails before must not leave an unhandled rejection behind.
  answered.catch(() => undefined);
  socket.write(head + firstPart);
  return { answered, finish: () => socket.write(rest), socket };
}

/** A failed log-in whose body is only half sent: the request is in flight at the server. */
function halfSentLogin(port: number, index: number) {
  const body = JSON.stringify({ email: `niemand${index}@beispiel.de`, password: 'falsch-falsch' });
  const head =
    `POST /api/photobooth/web-login/ HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  return openRequest(port, head, body.slice(0, 10), body.slice(10));
}

/** A keep-alive connection that answered one request and now sits idle. */
function idleKeepAlive(port: number): Promise<RawAnswer> {
  return openRequest(
    port,
    'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n',
    '',
    '',
  ).answered;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });
}

function groupIsGone(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Waits for the last process of the group: tsx's esbuild helper ends when the server's end
 * closes its pipe, a moment after the server. Bounded by the test's timeout, not a clock.
 */
async function groupEnds(groupId: number): Promise<boolean> {
  while (!groupIsGone(groupId)) await new Promise((resolve) => setTimeout(resolve, 50));
  return true;
}

type Target = 'server' | 'npm' | 'group';

function signal(site: ReadyApi, target: Target, name: NodeJS.Signals): void {
  if (target === 'server') process.kill(serverPid(site), name);
  if (target === 'npm') process.kill(site.child.pid!, name);
  if (target === 'group') process.kill(-site.child.pid!, name);
}

/**
 * Requests in flight and an idle keep-alive connection, then the signal: every request is
 * answered, the idle connection closed, every process of the group gone, exit code 0.
 */
async function shutDownUnderLoad(
  site: ReadyApi,
  target: Target,
  name: NodeJS.Signals,
  { secondSignal }: { secondSignal: boolean },
) {
  const idle = await idleKeepAlive(site.port);
  expect(idle.status).toBe(200);
  const inFlight = Array.from({ length: inFlightCount }, (_, index) =>
    halfSentLogin(site.port, index),
  );
  // A full round trip on another connection: the server has read the half-sent requests.
  expect((await idleKeepAlive(site.port)).status).toBe(200);

  signal(site, target, name);
  await waitForOutput(site, 'Fahre herunter');
  if (secondSignal) {
    signal(site, target, name);
    await waitForOutput(site, 'Weiteres Signal');
  }
  for (const request of inFlight) request.finish();

  const answers = await Promise.all(inFlight.map((request) => request.answered));
  expect(answers.map((answer) => answer.status)).toEqual(Array(inFlightCount).fill(401));
  await idle.closed;
  expect(await site.exited).toBe(0);
  expect(await groupEnds(site.child.pid!)).toBe(true);
  expect(await portIsFree(site.port)).toBe(true);
  expect(site.output()).toContain('"msg":"Heruntergefahren"');
}

describe('npm start -w api shuts down cleanly', () => {
  it(
    'on SIGTERM to the server process',
    async () => {
      const site = await startApi(await migratedDataDirectory());
      await shutDownUnderLoad(site, 'server', 'SIGTERM', { secondSignal: false });
    },
    startTimeoutMs,
  );

  it(
    'on SIGTERM to the npm process (a container runtime stopping its first process), twice',
    async () => {
      const site = await startApi(await migratedDataDirectory());
      await shutDownUnderLoad(site, 'npm', 'SIGTERM', { secondSignal: true });
    },
    startTimeoutMs,
  );

  it(
    'on SIGINT to the whole process group (Ctrl-C), and keeps what was written just before',
    async () => {
      const dataDir = await migratedDataDirectory();
      const site = await startApi(dataDir);
      // npm forwards the signal as well: the server gets it twice.
      await shutDownUnderLoad(site, 'group', 'SIGINT', { secondSignal: false });

      // The ten failed log-ins of one address were stored: the next one is refused.
      const restarted = await startApi(dataDir);
      const next = halfSentLogin(restarted.port, 99);
      next.finish();
      expect((await next.answered).status).toBe(429);
      signal(restarted, 'group', 'SIGTERM');
      expect(await restarted.exited).toBe(0);
    },
    2 * startTimeoutMs,
  );
});
