import type { OpenedDatabase } from '../../kernel/database/database';

/**
 * Serialized shops-nearby answers, per database. Every visitor who opens the map asks the same
 * all-shops question, and a postcode always geocodes to the same point, so most requests repeat
 * an earlier one. Answers live `ttlMs`; a change clears them at once (invalidateShopsNearby),
 * in other API processes on the same PostgreSQL through a database notice (LISTEN/NOTIFY), or
 * after `ttlMs` at the latest should the notice be lost.
 * Concurrent misses for the same question share one query.
 */
const ttlMs = 60_000;
const maxBytes = 64 * 1024 * 1024;

interface Entry {
  body: string;
  expiresAt: number;
}

export class ShopsNearbyCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<string>>();
  private bytes = 0;
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async get(key: string, load: () => Promise<string>): Promise<string> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.body;
    if (entry) this.remove(key);
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generation;
    const loading = load()
      .then((body) => {
        // A change during the query may not have been seen: do not keep that answer.
        if (generation === this.generation) this.store(key, body);
        return body;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, loading);
    return loading;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private store(key: string, body: string): void {
    this.remove(key);
    this.entries.set(key, { body, expiresAt: this.now() + ttlMs });
    this.bytes += body.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }
}

const caches = new WeakMap<OpenedDatabase, ShopsNearbyCache>();

/** The database notice by which every process learns that the finder's answers are stale. */
const finderChannel = 'bildbote_finder_changed';

export function shopsNearbyCache(database: OpenedDatabase): ShopsNearbyCache {
  let cache = caches.get(database);
  if (!cache) {
    const created = new ShopsNearbyCache();
    // Changes made through other API processes on the same PostgreSQL clear it as well.
    database.listen(finderChannel, () => created.clear());
    caches.set(database, created);
    cache = created;
  }
  return cache;
}

/**
 * Call after creating, changing, approving, rejecting or deleting a studio, or blocking or
 * unblocking a company, so the finder shows the change at once, in every process.
 */
export function invalidateShopsNearby(database: OpenedDatabase): void {
  caches.get(database)?.clear();
  database.notify(finderChannel);
}
