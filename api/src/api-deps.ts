import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { AppConfig } from './config';
import type { OpenedDatabase } from './db/database';
import type { TypeBoxTypeProvider } from './http/typebox-type-provider';

/** What every API route plugin receives as its options. */
export interface ApiDeps {
  config: AppConfig;
  database: OpenedDatabase;
  /** Current time for expiries and rate limits; tests pass their own to move time. */
  clock?: () => Date;
}

/**
 * A feature's routes: registered inside the `/api` scope, so `app.get('/health', ...)` answers
 * `GET /api/health`. Give every route a TypeBox schema; it feeds validation and `/api/docs`.
 */
export type ApiRoutes = FastifyPluginAsync<ApiDeps, RawServerDefault, TypeBoxTypeProvider>;
