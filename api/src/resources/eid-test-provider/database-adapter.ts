import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../kernel/database/database';
import { eidTestProviderEntries as entries } from './schema';

/** Expired rows are removed now and then, at most this often per process. */
const sweepIntervalMs = 60_000;

/**
 * Storage of the local test provider (interactions, sessions, grants, codes, tokens) in the
 * database: every API process on one database sees the same flows, so a flow may start on one
 * process and continue on another.
 */
export function databaseAdapterFactory(db: Database, now: () => number = Date.now): AdapterFactory {
  let lastSweep = 0;

  async function sweep(): Promise<void> {
    const time = now();
    if (time - lastSweep < sweepIntervalMs) return;
    lastSweep = time;
    await db.delete(entries).where(lte(entries.expiresAt, new Date(time)));
  }

  const live = () => or(isNull(entries.expiresAt), gt(entries.expiresAt, new Date(now())));

  async function findWhere(model: string, condition: ReturnType<typeof eq>) {
    const [row] = await db
      .select({ payload: entries.payload })
      .from(entries)
      .where(and(eq(entries.model, model), condition, live()))
      .limit(1);
    return row?.payload as AdapterPayload | undefined;
  }

  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      await sweep();
      const values = {
        payload: payload as Record<string, unknown>,
        uid: payload.uid ?? null,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        expiresAt: typeof expiresIn === 'number' ? new Date(now() + expiresIn * 1000) : null,
      };
      await db
        .insert(entries)
        .values({ model, id, ...values })
        .onConflictDoUpdate({ target: [entries.model, entries.id], set: values });
    },
    find: (id) => findWhere(model, eq(entries.id, id)),
    findByUid: (uid) => findWhere(model, eq(entries.uid, uid)),
    findByUserCode: (userCode) => findWhere(model, eq(entries.userCode, userCode)),
    async consume(id) {
      const consumed = Math.floor(now() / 1000);
      await db
        .update(entries)
        .set({
          payload: sql`${entries.payload} || jsonb_build_object('consumed', ${consumed}::integer)`,
        })
        .where(and(eq(entries.model, model), eq(entries.id, id)));
    },
    async destroy(id) {
      await db.delete(entries).where(and(eq(entries.model, model), eq(entries.id, id)));
    },
    async revokeByGrantId(grantId) {
      await db.delete(entries).where(eq(entries.grantId, grantId));
    },
  });
}

/** A value of the provider's own (identities, secrets), kept under a model oidc-provider never uses. */
export interface ProviderRecords<T> {
  get(id: string): Promise<T | undefined>;
  set(id: string, value: T, ttlSeconds?: number): Promise<void>;
  /** The stored value, or `make()`'s stored by the first process to get there. */
  getOrCreate(id: string, make: () => T): Promise<T>;
}

export function providerRecords<T extends object>(
  db: Database,
  model: string,
  now: () => number = Date.now,
): ProviderRecords<T> {
  const expiry = (ttlSeconds?: number) =>
    ttlSeconds === undefined ? null : new Date(now() + ttlSeconds * 1000);
  async function get(id: string) {
    const [row] = await db
      .select({ payload: entries.payload })
      .from(entries)
      .where(
        and(
          eq(entries.model, model),
          eq(entries.id, id),
          or(isNull(entries.expiresAt), gt(entries.expiresAt, new Date(now()))),
        ),
      );
    return row?.payload as T | undefined;
  }
  return {
    get,
    async set(id, value, ttlSeconds) {
      const values = { payload: value as Record<string, unknown>, expiresAt: expiry(ttlSeconds) };
      await db
        .insert(entries)
        .values({ model, id, ...values })
        .onConflictDoUpdate({ target: [entries.model, entries.id], set: values });
    },
    async getOrCreate(id, make) {
      const stored = await get(id);
      if (stored) return stored;
      await db
        .insert(entries)
        .values({ model, id, payload: make() as Record<string, unknown>, expiresAt: null })
        .onConflictDoNothing();
      const first = await get(id);
      if (!first) throw new Error(`Test-Identitätsanbieter: ${model}/${id} nicht gespeichert`);
      return first;
    },
  };
}
