import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ReleaseError } from './release-error';

/**
 * An exclusive lock held by one process across the machine (and across machines sharing the
 * folder): the lock file is written completely under a private name and then hard-linked to
 * the lock's name, which fails when the lock exists. A reader never sees a half-written lock.
 *
 * An abandoned lock is taken over: at once when its holder ran on this machine and is gone
 * (ended, a zombie nobody reaped, or its pid now belongs to another process); from another
 * machine once the holder has stopped refreshing the lock's time for `missedHeartbeats`
 * heartbeats (a live holder touches the file every `heartbeatMs`), or, for a lock without a
 * heartbeat, once it is older than `staleMs`.
 */
export interface LockOptions {
  /** How long to wait for a lock held by someone else before giving up. */
  timeoutMs?: number;
  /** Age after which a lock without a heartbeat counts as abandoned when its holder cannot be checked. */
  staleMs?: number;
  /** First pause between attempts; doubles up to a limit, with jitter. */
  retryMs?: number;
  /** How often the holder refreshes the lock file's modification time. */
  heartbeatMs?: number;
}

interface LockHolder {
  pid: number;
  hostname: string;
  token: string;
  acquiredAt: string;
  /** Start time of the holder process in clock ticks since boot (Linux), to detect a reused pid. */
  processStart?: string;
  /** The holder refreshes the file's time this often; absent in locks of earlier versions. */
  heartbeatMs?: number;
}

const defaults: Required<LockOptions> = {
  timeoutMs: 15_000,
  staleMs: 60_000,
  retryMs: 10,
  heartbeatMs: 5_000,
};
const maxRetryMs = 250;
/** A lock whose time has not moved for this many heartbeats is abandoned. */
export const missedHeartbeats = 4;

function isErrno(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === code;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readHolder(lockFile: string): Promise<LockHolder | null> {
  try {
    return JSON.parse(await fs.readFile(lockFile, 'utf8')) as LockHolder;
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return null;
    // Unreadable content: only the age can tell whether it is abandoned.
    return { pid: 0, hostname: '', token: '', acquiredAt: new Date(0).toISOString() };
  }
}

interface ProcessInfo {
  /** R, S, D, Z (zombie: ended, not yet reaped), … */
  state: string;
  start: string;
}

/** State and start time of a process from /proc (Linux); null when there is no such process. */
function readProcessInfo(pid: number): ProcessInfo | null | 'unknown' {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT') || isErrno(error, 'ESRCH')) {
      return existsSync('/proc/self/stat') ? null : 'unknown';
    }
    return 'unknown';
  }
  // "pid (comm) state ppid … starttime …": comm may hold spaces and parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', start: fields[19] ?? '' };
}

const ownProcessStart = (() => {
  const own = readProcessInfo(process.pid);
  return own && own !== 'unknown' ? own.start : undefined;
})();

/** This process's start time as `holderIsAlive` compares it (undefined off Linux). */
export function currentProcessStart(): string | undefined {
  return ownProcessStart;
}

/**
 * Whether the process that took a lock on this machine is still running. A zombie counts as
 * ended, and so does a process with the holder's pid that started at another time (pid reused).
 */
export function holderIsAlive(pid: number, processStart?: string): boolean {
  const info = readProcessInfo(pid);
  if (info === null) return false;
  if (info !== 'unknown') {
    if (info.state === 'Z' || info.state === 'X') return false;
    return processStart === undefined || info.start === processStart;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return isErrno(error, 'EPERM');
  }
}

async function isStale(lockFile: string, holder: LockHolder, staleMs: number): Promise<boolean> {
  if (holder.hostname === os.hostname() && holder.pid > 0) {
    return !holderIsAlive(holder.pid, holder.processStart);
  }
  const limit = holder.heartbeatMs ? holder.heartbeatMs * missedHeartbeats : staleMs;
  try {
    const { mtimeMs } = await fs.stat(lockFile);
    return Date.now() - mtimeMs > limit;
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return false;
    throw error;
  }
}

/**
 * Removes an abandoned lock. The lock is first renamed to a private name (only one breaker can
 * win that rename); if it turns out to be a fresh lock taken in the meantime, it is put back.
 */
async function breakStaleLock(lockFile: string, stale: LockHolder): Promise<void> {
  const grave = `${lockFile}.stale-${randomBytes(6).toString('hex')}`;
  try {
    await fs.rename(lockFile, grave);
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return;
    throw error;
  }
  const taken = await readHolder(grave);
  if (taken && taken.token !== stale.token) {
    await fs.link(grave, lockFile).catch((error: unknown) => {
      if (!isErrno(error, 'EEXIST')) throw error;
    });
  }
  await fs.rm(grave, { force: true });
}

async function tryAcquire(lockFile: string, holder: LockHolder): Promise<boolean> {
  const draft = `${lockFile}.${holder.token}`;
  await fs.writeFile(draft, JSON.stringify(holder), { flag: 'wx' });
  try {
    await fs.link(draft, lockFile);
    return true;
  } catch (error) {
    if (isErrno(error, 'EEXIST')) return false;
    throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
}

/** Refreshes the lock file's time while this process holds it, so others see it is alive. */
function startHeartbeat(lockFile: string, holder: LockHolder, heartbeatMs: number): () => void {
  const timer = setInterval(() => {
    void (async () => {
      const current = await readHolder(lockFile);
      if (current?.token !== holder.token) return;
      const now = new Date();
      await fs.utimes(lockFile, now, now);
    })().catch(() => {
      // A missed heartbeat is harmless; the next one tries again.
    });
  }, heartbeatMs);
  timer.unref();
  return () => clearInterval(timer);
}

async function release(lockFile: string, holder: LockHolder): Promise<void> {
  const current = await readHolder(lockFile);
  if (current?.token === holder.token) await fs.rm(lockFile, { force: true });
}

function describeHolder(holder: LockHolder | null): string {
  if (!holder?.pid) return '';
  return ` (Prozess ${holder.pid} auf ${holder.hostname} seit ${holder.acquiredAt})`;
}

/** Runs `action` while holding the lock `lockFile`; `what` names the lock in German messages. */
export async function withLock<T>(
  lockFile: string,
  what: string,
  action: () => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const { timeoutMs, staleMs, retryMs, heartbeatMs } = { ...defaults, ...options };
  await fs.mkdir(path.dirname(lockFile), { recursive: true });
  const holder: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    token: randomBytes(12).toString('hex'),
    acquiredAt: new Date().toISOString(),
    ...(ownProcessStart === undefined ? {} : { processStart: ownProcessStart }),
    heartbeatMs,
  };
  const deadline = Date.now() + timeoutMs;
  let wait = retryMs;
  while (!(await tryAcquire(lockFile, { ...holder, acquiredAt: new Date().toISOString() }))) {
    const current = await readHolder(lockFile);
    if (current && (await isStale(lockFile, current, staleMs))) {
      await breakStaleLock(lockFile, current);
      continue;
    }
    if (Date.now() >= deadline) {
      throw new ReleaseError(
        `${what} ist gesperrt${describeHolder(current)}. Bitte später erneut versuchen; ` +
          `hängt der Prozess, die Datei ${lockFile} entfernen.`,
      );
    }
    await pause(wait + Math.random() * wait);
    wait = Math.min(wait * 2, maxRetryMs);
  }
  const stopHeartbeat = startHeartbeat(lockFile, holder, heartbeatMs);
  try {
    return await action();
  } finally {
    stopHeartbeat();
    await release(lockFile, holder);
  }
}
