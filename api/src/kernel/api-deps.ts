import type { FastifyBaseLogger, FastifyPluginAsync, RawServerDefault } from 'fastify';
import { createBlobStore } from './blob-store/blob-store';
import type { BlobStore } from './blob-store/blob-store';
import { systemClock } from './clock';
import type { Clock } from './clock';
import type { AppConfig } from './config/config';
import type { OpenedDatabase } from './database/database';
import type { TypeBoxTypeProvider } from './http/typebox-type-provider';
import { createMailer } from './mail/mailer';
import type { Mailer } from './mail/mailer';
import { createRateLimiter } from './rate-limit/rate-limiter';
import type { RateLimiter } from './rate-limit/rate-limiter';
import { createPasswordHasher } from './passwords/password-hasher';
import type { PasswordHasher } from './passwords/password-hasher';

/**
 * What the caller of `buildApp`/`mountApi` provides. The services are optional: left out, they
 * are built once from the configuration; tests replace any of them here, in one place.
 */
export interface ApiDeps {
  config: AppConfig;
  database: OpenedDatabase;
  /** Current time for expiries and rate limits; tests pass their own to move time. */
  clock?: Clock;
  mailer?: Mailer;
  limiter?: RateLimiter;
  /** Ciphertext of the photos: files under DATA_DIR or S3, as configured. */
  blobStore?: BlobStore;
  /**
   * Hashes and checks passwords. Like the database it is the caller's, who closes it; left out,
   * the API builds one at the standard cost and closes it with the app.
   */
  passwords?: PasswordHasher;
}

/** What every route plugin receives: the deps with every service built. */
export interface ApiContext extends ApiDeps {
  clock: Clock;
  mailer: Mailer;
  limiter: RateLimiter;
  blobStore: BlobStore;
  passwords: PasswordHasher;
}

/** Builds the services the caller left out, once for the whole API. */
export function resolveApiContext(deps: ApiDeps, logger: FastifyBaseLogger): ApiContext {
  const clock = deps.clock ?? systemClock;
  return {
    ...deps,
    clock,
    mailer: deps.mailer ?? createMailer(deps.config, logger),
    limiter: deps.limiter ?? createRateLimiter(deps.database.db, clock),
    blobStore: deps.blobStore ?? createBlobStore(deps.config),
    passwords: deps.passwords ?? createPasswordHasher({ workers: deps.config.passwordHashWorkers }),
  };
}

/**
 * A resource's routes: registered inside the `/api` scope, so `app.get('/health', ...)` answers
 * `GET /api/health`. Give every route a TypeBox schema; it feeds validation and `/api/docs`.
 */
export type ApiRoutes = FastifyPluginAsync<ApiContext, RawServerDefault, TypeBoxTypeProvider>;
