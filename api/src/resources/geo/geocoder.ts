import type { FastifyBaseLogger } from 'fastify';
import type { GeocodeAnswer, PostcodePlace } from 'shared-ui/contracts/geo-contract';
import type { GeoProvider, GeocodeRequest } from './geocoding';

/** Every provider together could not answer; the client shows its own message for this. */
export class GeocodingFailed extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Kein Geocoding-Dienst hat geantwortet.', options);
    this.name = 'GeocodingFailed';
  }
}

export interface GeocoderOptions {
  providers: GeoProvider[];
  logger: Pick<FastifyBaseLogger, 'warn'>;
  /** Time one provider gets before the next is asked. */
  timeoutMs?: number;
  now?: () => number;
}

const foundTtlMs = 24 * 60 * 60 * 1000;
const notFoundTtlMs = 10 * 60 * 1000;
const maxCacheEntries = 5000;

/**
 * Asks the providers in order (Mapbox, Nominatim, offline) until one finds something. Answers
 * are cached (found: a day, not found: ten minutes); failures are not. When nothing was found
 * and a provider failed, the answer is a failure, not a wrong ZERO_RESULTS.
 */
export function createGeocoder({
  providers,
  logger,
  timeoutMs = 5000,
  now = Date.now,
}: GeocoderOptions) {
  const cache = new TtlCache<unknown>(maxCacheEntries, now);

  async function firstFound<T>(
    key: string,
    ask: (provider: GeoProvider, signal: AbortSignal) => Promise<T[]>,
  ): Promise<T[]> {
    const cached = cache.get(key) as T[] | undefined;
    if (cached) return cached;
    const failures: unknown[] = [];
    for (const provider of providers) {
      try {
        const found = await ask(provider, AbortSignal.timeout(timeoutMs));
        if (found.length > 0) {
          cache.set(key, found, foundTtlMs);
          return found;
        }
      } catch (error) {
        logger.warn({ err: error, provider: provider.name }, 'Geocoding-Dienst nicht verfügbar');
        failures.push(error);
      }
    }
    if (failures.length > 0) throw new GeocodingFailed({ cause: failures[0] });
    cache.set(key, [], notFoundTtlMs);
    return [];
  }

  return {
    async geocode(request: GeocodeRequest): Promise<GeocodeAnswer> {
      const key =
        request.kind === 'postcode'
          ? `postcode:${request.postcode}`
          : `text:${request.text.trim().toLowerCase().replace(/\s+/g, ' ')}`;
      const results = await firstFound(key, (provider, signal) =>
        provider.geocode(request, signal),
      );
      return { status: results.length > 0 ? 'OK' : 'ZERO_RESULTS', results };
    },
    postcodePlaces(postcode: string): Promise<PostcodePlace[]> {
      return firstFound(`places:${postcode}`, (provider, signal) =>
        provider.postcodePlaces(postcode, signal),
      );
    },
  };
}

export type Geocoder = ReturnType<typeof createGeocoder>;

/** A small LRU map with an expiry per entry. */
class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, ttlMs: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
