import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { withLock } from './file-lock';

const run = promisify(execFile);

let root: string;
let lockFile: string;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'bildbote-lock-'));
  lockFile = path.join(root, 'state.json.lock');
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

async function writeForeignLock(holder: { pid: number; hostname: string }) {
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
