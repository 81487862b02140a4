import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyTypeProvider } from 'fastify';

/**
 * Fastify type provider for schemas written with `@sinclair/typebox` (import `Type` from there):
 * request and reply types follow from the route schema. `@fastify/type-provider-typebox` 6 is
 * built for the ESM-only `typebox` 1.x, which Jest's CommonJS runtime cannot load.
 */
export interface TypeBoxTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}
