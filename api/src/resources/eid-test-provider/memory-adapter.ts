import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; Infinity when the provider gave no lifetime. */
  expiresAt: number;
}

/**
 * Storage of a test provider without a database (interactions, sessions, grants, codes,
 * tokens): in this process only, one store per provider instance. The API's own test provider
 * keeps them in the database instead (database-adapter.ts), so that any process serves any step.
 */
export function memoryAdapterFactory(now: () => number = Date.now): AdapterFactory {
  const entries = new Map<string, Entry>();

  const keyOf = (model: string, id: string) => `${model}:${id}`;

  function live(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function sweep(): void {
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
  }

  function findWhere(model: string, matches: (payload: AdapterPayload) => boolean) {
    for (const [key, entry] of entries) {
      if (key.startsWith(`${model}:`) && live(key) && matches(entry.payload)) return entry.payload;
    }
    return undefined;
  }

  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      sweep();
      const expiresAt = typeof expiresIn === 'number' ? now() + expiresIn * 1000 : Infinity;
      entries.set(keyOf(model, id), { payload, expiresAt });
    },
    async find(id) {
      return live(keyOf(model, id))?.payload;
    },
    async findByUid(uid) {
      return findWhere(model, (payload) => payload.uid === uid);
    },
    async findByUserCode(userCode) {
      return findWhere(model, (payload) => payload.userCode === userCode);
    },
    async consume(id) {
      const entry = live(keyOf(model, id));
      if (entry) entry.payload.consumed = Math.floor(now() / 1000);
    },
    async destroy(id) {
      entries.delete(keyOf(model, id));
    },
    async revokeByGrantId(grantId) {
      for (const [key, entry] of entries) {
        if (entry.payload.grantId === grantId) entries.delete(key);
      }
    },
  });
}
