import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { missedHeartbeats, withLock } from './file-lock';

const run = promisify(execFile);
const repositoryRoot = path.resolve(__dirname, '../../..');
const tsx = path.join(repositoryRoot, 'node_modules', '.bin', 'tsx');

let root: string;
let lockFile: string;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'bildbote-lock-'));
  lockFile = path.join(root, 'state.json.lock');
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

async function writeForeignLock(holder: {
  pid: number;
  hostname: string;
  processStart?: string;
  heartbeatMs?: number;
}) {
  await fs.writeFile(
    lockFile,
    JSON.stringify({ ...holder, token: 'fremd', acquiredAt: new Date().toISOString() }),
  );
}

/** The pid of a process that has already ended. */
async function endedPid(): Promise<number> {
  const { stdout } = await run(process.execPath, [
    '-e',
    'process.stdout.write(String(process.pid))',
  ]);
  return Number(stdout);
}

test('holders take turns: no two actions run inside the lock at once', async () => {
  let inside = 0;
  let most = 0;
  await Promise.all(
    Array.from({ length: 10 }, () =>
      withLock(lockFile, 'Test', async () => {
        inside += 1;
        most = Math.max(most, inside);
        await new Promise((resolve) => setImmediate(resolve));
        inside -= 1;
      }),
    ),
  );
  expect(most).toBe(1);
  await expect(fs.access(lockFile)).rejects.toThrow();
});

test('the lock is released when the action fails', async () => {
  await expect(
    withLock(lockFile, 'Test', async () => {
      throw new Error('kaputt');
    }),
  ).rejects.toThrow('kaputt');
  await expect(withLock(lockFile, 'Test', async () => 'wieder frei')).resolves.toBe('wieder frei');
});

test('a lock left behind by an ended process on this machine is taken over', async () => {
  await writeForeignLock({ pid: await endedPid(), hostname: os.hostname() });
  await expect(withLock(lockFile, 'Test', async () => 'übernommen')).resolves.toBe('übernommen');
});

test('a lock of a running process is respected until the wait ends, with a German reason', async () => {
  await writeForeignLock({ pid: process.pid, hostname: os.hostname() });
  await expect(
    withLock(lockFile, 'Der Release-Speicher', async () => 'nie', { timeoutMs: 50 }),
  ).rejects.toThrow(
    `Der Release-Speicher ist gesperrt (Prozess ${process.pid} auf ${os.hostname()}`,
  );
  expect(JSON.parse(await fs.readFile(lockFile, 'utf8')).token).toBe('fremd');
});

test('a lock from another machine counts as abandoned once it is older than the limit', async () => {
  await writeForeignLock({ pid: 1, hostname: 'anderer-rechner' });
  const old = new Date(Date.now() - 10 * 60_000);
  await fs.utimes(lockFile, old, old);
  await expect(
    withLock(lockFile, 'Test', async () => 'übernommen', { staleMs: 60_000 }),
  ).resolves.toBe('übernommen');
});

describe('a lock whose holder is gone is taken over at once (issue 20)', () => {
  // timeoutMs 0: no waiting at all, as `deploy publish` does.
  const atOnce = { timeoutMs: 0, staleMs: 60 * 60_000 };

  test('the holder process was killed (SIGKILL) while holding it', async () => {
    const holder = spawn(tsx, [path.join(__dirname, 'testing', 'hold-lock.ts'), lockFile], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('gesperrt')) resolve();
      });
      holder.on('exit', () => reject(new Error('Der Halter endete, bevor er sperrte.')));
    });
    const held = JSON.parse(await fs.readFile(lockFile, 'utf8')) as { pid: number };
    // tsx runs the script in a child process: kill the one that holds the lock.
    process.kill(held.pid, 'SIGKILL');
    await waitUntilGone(held.pid);

    await expect(withLock(lockFile, 'Test', async () => 'übernommen', atOnce)).resolves.toBe(
      'übernommen',
    );
    holder.kill('SIGKILL');
    await exited;
  }, 30_000);

  test('the holder is a zombie (ended, not reaped by its parent)', async () => {
    // sh starts `sleep 1` in the background and becomes `sleep 30`, which never reaps it. The
    // child ends after the exec: a child that ended before it, sh might still reap.
    const parent = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 30'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const zombie = await new Promise<number>((resolve) =>
      parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    await waitForState(zombie, 'Z');
    await writeForeignLock({ pid: zombie, hostname: os.hostname() });

    await expect(withLock(lockFile, 'Test', async () => 'übernommen', atOnce)).resolves.toBe(
      'übernommen',
    );
    parent.kill('SIGKILL');
  });

  test('the pid now belongs to another process (started at another time)', async () => {
    await writeForeignLock({ pid: process.pid, hostname: os.hostname(), processStart: '1' });
    await expect(withLock(lockFile, 'Test', async () => 'übernommen', atOnce)).resolves.toBe(
      'übernommen',
    );
  });

  test('a holder on another machine that stopped its heartbeat, long before staleMs', async () => {
    await writeForeignLock({ pid: 1, hostname: 'anderer-rechner', heartbeatMs: 100 });
    const missed = new Date(Date.now() - (missedHeartbeats + 1) * 100);
    await fs.utimes(lockFile, missed, missed);
    await expect(withLock(lockFile, 'Test', async () => 'übernommen', atOnce)).resolves.toBe(
      'übernommen',
    );
  });

  test('a holder on another machine with a fresh heartbeat keeps its lock', async () => {
    await writeForeignLock({ pid: 1, hostname: 'anderer-rechner', heartbeatMs: 60_000 });
    await expect(withLock(lockFile, 'Test', async () => 'nie', atOnce)).rejects.toThrow(
      'Test ist gesperrt (Prozess 1 auf anderer-rechner',
    );
  });

  test('a live holder refreshes the lock’s time while it works', async () => {
    await withLock(
      lockFile,
      'Test',
      async () => {
        const before = (await fs.stat(lockFile)).mtimeMs;
        await new Promise((resolve) => setTimeout(resolve, 150));
        expect((await fs.stat(lockFile)).mtimeMs).toBeGreaterThan(before);
      },
      { heartbeatMs: 20 },
    );
    await expect(fs.access(lockFile)).rejects.toThrow();
  });
});

async function processState(pid: number): Promise<string | null> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? null;
  } catch {
    return null;
  }
}

async function waitForState(pid: number, state: string): Promise<void> {
  for (;;) {
    const current = await processState(pid);
    if (current === state) return;
    if (current === null)
      throw new Error(`Prozess ${pid} endete, bevor er im Zustand ${state} war.`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function waitUntilGone(pid: number): Promise<void> {
  for (;;) {
    const state = await processState(pid);
    if (state === null || state === 'Z') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
