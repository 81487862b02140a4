import { sql } from 'drizzle-orm';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import type { Database, OpenedDatabase } from '../../kernel/database/database';
import {
  earthRadiusKm,
  finderStudios,
  roundedKm,
  shopFromRow,
  type NearbyQuery,
  type NearbyShop,
} from './shops-nearby';

/**
 * The finder's studios in memory, one index per API process, so that shops-nearby needs no
 * spatial query: a kd-tree (kdbush) searched on the sphere (geokdbush), built at start.
 *
 * The database stays the truth. Every statement that can change an answer bumps a number in
 * `finder_changes` in its own transaction and sends a notice (triggers of migration
 * 202611261640), whoever made it: a route, the operator CLI, SQL by hand. The index reloads
 * when that number moved, and no answer misses a change committed before its request arrived:
 * - on PostgreSQL (several processes) the index reads the number before each answer; requests
 *   arriving together share one read. The notice only makes every process reload at once, so
 *   that requests rarely wait for a reload;
 * - on the embedded database (one process) the notice has arrived before the statement that
 *   committed the change returns, so the index reads the number only after a notice.
 */

/** The triggers' notice: something the finder shows changed. */
export const finderChannel = 'bildbote_finder_changed';

/** Serialized answers kept per loaded state (most visitors ask the same few questions). */
const maxAnswerBytes = 64 * 1024 * 1024;

type IndexedShop = Omit<NearbyShop, 'distance_km'>;

interface LoadedState {
  version: string;
  shops: IndexedShop[];
  /** Each shop's JSON without its closing brace: distance_km is appended per answer. */
  shopJson: string[];
  points: KDBush;
  answers: Map<string, Buffer>;
  answerBytes: number;
}

/** A shop found by the index: its position in the loaded state and its exact distance. */
interface Hit {
  at: number;
  distanceKm: number;
}

export interface IndexOptions {
  /**
   * True when every committed change's notice reaches `changed()` before the statement that
   * committed it returns (the embedded database): the number is then read only after one.
   */
  noticesAreImmediate: boolean;
  /** Resolves once notices are received; nothing is loaded before (none may be missed). */
  listening?: Promise<void>;
}

export class ShopsNearbyIndex {
  private state: LoadedState | null = null;
  /** A notice came since the number was last read (or none was read yet). */
  private stale = true;
  private running: Promise<LoadedState> | null = null;
  private following: Promise<LoadedState> | null = null;

  constructor(
    private readonly db: Database,
    private readonly options: IndexOptions = { noticesAreImmediate: false },
  ) {}

  /** The studios within the radius, nearest first (then by id), as findShopsNearby answers. */
  async find(query: NearbyQuery): Promise<NearbyShop[]> {
    const state = await this.current();
    return search(state, query).map(({ at, distanceKm }) => ({
      ...state.shops[at]!,
      distance_km: roundedKm(distanceKm),
    }));
  }

  /** The ids of the studios within the radius, nearest first: the search alone. */
  async nearestIds(query: NearbyQuery): Promise<number[]> {
    const state = await this.current();
    return search(state, query).map(({ at }) => state.shops[at]!.id);
  }

  /**
   * The same answer as JSON bytes, as GET /api/photobooth/shops-nearby/ sends it; kept for
   * the next same question until the studios change.
   */
  async answer(query: NearbyQuery): Promise<Buffer> {
    const state = await this.current();
    const key = `${query.latitude}|${query.longitude}|${query.radiusKm}`;
    const known = state.answers.get(key);
    if (known) return known;
    const body = serialize(state, query);
    remember(state, key, body);
    return body;
  }

  /** answer() without keeping or reusing answers. */
  async serialize(query: NearbyQuery): Promise<Buffer> {
    return serialize(await this.current(), query);
  }

  /** A notice: the database may have changed. */
  changed(): void {
    this.stale = true;
  }

  /** Checks the database for changes now rather than at the next request. */
  refresh(): Promise<LoadedState> {
    this.stale = true;
    return this.current();
  }

  /**
   * The loaded state, reloaded first when the database changed. A check already under way
   * may have read the number before this call's caller saw a change commit: the caller waits
   * for the next check instead, which all callers arriving meanwhile share.
   */
  private current(): Promise<LoadedState> {
    if (this.options.noticesAreImmediate && !this.stale) {
      // No notice since the last check started: that check's answer is current.
      if (this.running) return this.running;
      if (this.state) return Promise.resolve(this.state);
    }
    if (!this.running) return this.startCheck();
    return (this.following ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.following = null;
        return this.startCheck();
      }));
  }

  private startCheck(): Promise<LoadedState> {
    const check = this.check().finally(() => {
      if (this.running === check) this.running = null;
    });
    this.running = check;
    return check;
  }

  private async check(): Promise<LoadedState> {
    await this.options.listening;
    // Cleared before reading: a notice during the check makes the next call check again.
    this.stale = false;
    try {
      const { rows } = await this.db.execute<{ version: string | number }>(
        sql`SELECT version FROM finder_changes`,
      );
      const version = String(rows[0]?.version);
      if (this.state?.version === version) return this.state;
      // Read after the number: the rows hold at least every change the number counts.
      this.state = await load(this.db, version);
      return this.state;
    } catch (error) {
      this.stale = true;
      throw error;
    }
  }
}

async function load(db: Database, version: string): Promise<LoadedState> {
  const { rows } = await db.execute<IndexedShop>(sql`
    SELECT s.id, s.name, s.address, s.zipcode, s.city, s.latitude, s.longitude, s.shop_phone,
           s.website, s.opening_hours, s.barrier_free
    ${finderStudios}
  `);
  const shops = rows.map((row) => shopFromRow(row));
  // kdbush refuses an empty index; one without points is never searched.
  const points = new KDBush(Math.max(1, shops.length));
  for (const shop of shops) points.add(shop.longitude, shop.latitude);
  if (shops.length === 0) points.add(0, 0);
  points.finish();
  return {
    version,
    shops,
    shopJson: shops.map((shop) => JSON.stringify(shop).slice(0, -1)),
    points,
    answers: new Map(),
    answerBytes: 0,
  };
}

/**
 * geokdbush's haversine on the same 6371 km sphere finds the candidates (with a margin, so that
 * rounding never drops a studio lying exactly on the radius); the formula of the database query
 * then decides and orders, so both give the same answer.
 */
const searchMargin = 1.0001;

function search(state: LoadedState, { latitude, longitude, radiusKm }: NearbyQuery): Hit[] {
  if (state.shops.length === 0) return [];
  const candidates = around(
    state.points,
    longitude,
    latitude,
    Infinity,
    radiusKm * searchMargin + 1e-9,
  );
  const hits: Hit[] = [];
  let ordered = true;
  let previousKm = -1;
  for (const at of candidates) {
    const shop = state.shops[at]!;
    const distanceKm = haversineKm(latitude, longitude, shop.latitude, shop.longitude);
    if (distanceKm > radiusKm) continue;
    // geokdbush hands them over nearest first, by the same formula; equal distances need
    // ordering by id (as the query's ORDER BY distance_km, id), which it does not do.
    if (distanceKm <= previousKm) ordered = false;
    previousKm = distanceKm;
    hits.push({ at, distanceKm });
  }
  if (ordered) return hits;
  return hits.sort(
    (a, b) => a.distanceKm - b.distanceKm || state.shops[a.at]!.id - state.shops[b.at]!.id,
  );
}

function serialize(state: LoadedState, query: NearbyQuery): Buffer {
  const parts = search(state, query).map(
    ({ at, distanceKm }) => `${state.shopJson[at]},"distance_km":${roundedKm(distanceKm)}}`,
  );
  return Buffer.from(`[${parts.join(',')}]`);
}

/** PostgreSQL's radians(): multiplied by the constant, as there. */
const radiansPerDegree = Math.PI / 180;

/** The haversine formula of shopsNearbySql, term by term. */
export function haversineKm(
  latitude: number,
  longitude: number,
  shopLatitude: number,
  shopLongitude: number,
): number {
  const halfLatitude = Math.sin(((shopLatitude - latitude) * radiansPerDegree) / 2);
  const halfLongitude = Math.sin(((shopLongitude - longitude) * radiansPerDegree) / 2);
  const h =
    halfLatitude ** 2 +
    Math.cos(latitude * radiansPerDegree) *
      Math.cos(shopLatitude * radiansPerDegree) *
      halfLongitude ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

function remember(state: LoadedState, key: string, body: Buffer): void {
  if (body.length > maxAnswerBytes / 4) return;
  state.answers.set(key, body);
  state.answerBytes += body.length;
  for (const [oldest, { length }] of state.answers) {
    if (state.answerBytes <= maxAnswerBytes) break;
    state.answers.delete(oldest);
    state.answerBytes -= length;
  }
}

const indexes = new WeakMap<OpenedDatabase, ShopsNearbyIndex>();

/**
 * This process's index of the database, created (and its loading started) at the first call.
 * It reloads on every notice of a change, and after a lost notice connection came back.
 */
export function shopsNearbyIndex(
  database: OpenedDatabase,
  onError: (error: unknown) => void = () => undefined,
): ShopsNearbyIndex {
  let index = indexes.get(database);
  if (!index) {
    let created: ShopsNearbyIndex | null = null;
    const refresh = () => void created?.refresh().catch(onError);
    const listening = database.listen(finderChannel, () => {
      created?.changed();
      refresh();
    });
    created = new ShopsNearbyIndex(database.db, {
      noticesAreImmediate: database.kind === 'pglite',
      listening,
    });
    indexes.set(database, created);
    refresh();
    index = created;
  }
  return index;
}

/** Makes this process's index (if it has one) check for changes now. Never throws. */
export function refreshShopsNearbyIndex(database: OpenedDatabase): void {
  indexes
    .get(database)
    ?.refresh()
    .catch(() => undefined);
}
