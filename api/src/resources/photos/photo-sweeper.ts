import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiContext } from '../../kernel/api-deps';
import { later } from '../../kernel/clock';
import { blobKeyOf, parseBlobKey } from './photo-rules';
import { endPhoto } from './photo-ending';
import { jobLeases, photos } from './schema';

/** Often enough that an expired photo is gone within the hour (ARCHITECTURE.md §8). */
export const photoSweepIntervalMs = 5 * 60_000;
/** Longer than any sweep: a crashed process's lease runs out and another process takes over. */
export const photoSweepLeaseMs = 10 * 60_000;
/**
 * A blob without record younger than this may belong to an upload whose transaction is still
 * running; older ones are left over from a crash.
 */
export const orphanBlobGraceMs = 15 * 60_000;

const sweeperJob = 'photo-sweeper';
/** The actor of expiries in the audit trail. */
export const systemActor = 'System';

export interface SweepResult {
  expired: number;
  orphansRemoved: number;
}

/**
 * Takes the job's lease for `holder` when it is free, run out or already `holder`'s. Only one
 * API process sweeps at a time; the answer says whether this one may.
 */
export async function takeLease(
  deps: ApiContext,
  job: string,
  holder: string,
  durationMs: number,
): Promise<boolean> {
  const now = deps.clock();
  const taken = await deps.database.db
    .insert(jobLeases)
    .values({ job, holder, expiresAt: later(now, durationMs) })
    .onConflictDoUpdate({
      target: jobLeases.job,
      set: { holder, expiresAt: later(now, durationMs) },
      setWhere: or(lte(jobLeases.expiresAt, now), eq(jobLeases.holder, holder)),
    })
    .returning({ holder: jobLeases.holder });
  return taken.length > 0;
}

/**
 * One sweep: photos past their expiry lose their blob (recorded as 'abgelaufen'), and blobs
 * that no stored photo names (a crash between blob and record, a failed removal) are removed.
 * Null when another process holds the lease.
 */
export async function sweepPhotos(deps: ApiContext, holder: string): Promise<SweepResult | null> {
  if (!(await takeLease(deps, sweeperJob, holder, photoSweepLeaseMs))) return null;
  const now = deps.clock();
  const due = await deps.database.db
    .select()
    .from(photos)
    .where(and(isNull(photos.erasedAt), isNull(photos.expiredAt), lte(photos.expiresAt, now)));
  let expired = 0;
  for (const photo of due) {
    if (await endPhoto(deps, photo, 'abgelaufen', systemActor)) expired += 1;
  }
  return { expired, orphansRemoved: await removeOrphanBlobs(deps, now) };
}

async function removeOrphanBlobs(deps: ApiContext, now: Date): Promise<number> {
  const oldEnough = (storedAt: Date) => storedAt.getTime() <= now.getTime() - orphanBlobGraceMs;
  const candidates = (await deps.blobStore.list()).filter((entry) => oldEnough(entry.storedAt));
  let removed = 0;
  for (const { key } of candidates) {
    if (await isLiveBlob(deps, key)) continue;
    await deps.blobStore.delete(key);
    removed += 1;
  }
  return removed;
}

/** Whether a stored, not yet ended photo names this blob. */
async function isLiveBlob(deps: ApiContext, key: string): Promise<boolean> {
  const named = parseBlobKey(key);
  if (!named) return false;
  const [photo] = await deps.database.db
    .select({ id: photos.id, ciphertextHash: photos.ciphertextHash })
    .from(photos)
    .where(and(eq(photos.id, named.id), isNull(photos.erasedAt), isNull(photos.expiredAt)));
  return photo !== undefined && blobKeyOf(photo) === key;
}

/**
 * Runs the sweeper from app start every few minutes until `stop`; the first sweep right away
 * removes what a crash left behind. `stop` waits for a running sweep.
 */
export function startPhotoSweeper(
  deps: ApiContext,
  log: FastifyBaseLogger,
): { stop: () => Promise<void> } {
  const holder = `api-${process.pid}-${randomUUID()}`;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const sweep = () => {
    if (stopped) return;
    running = running
      .then(() => sweepPhotos(deps, holder))
      .then((result) => {
        if (result && (result.expired > 0 || result.orphansRemoved > 0)) {
          log.info(result, 'Fotos abgelaufen oder verwaiste Blobs entfernt');
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'Foto-Sweeper fehlgeschlagen'));
  };
  const timer = setInterval(sweep, photoSweepIntervalMs);
  timer.unref();
  sweep();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
