import { Type, type SchemaOptions, type TSchema } from '@sinclair/typebox';

/**
 * Pieces the contracts' schemas are built from. Only contracts import this module: it brings
 * TypeBox, which a remote's bundle never needs (the remotes import the contracts' types only).
 */

/** One of `values`: a union of string literals, listed as such in /api/docs. */
export const literalUnion = <T extends string>(values: readonly T[], options?: SchemaOptions) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  );

export const nullable = <T extends TSchema>(schema: T, options?: SchemaOptions) =>
  Type.Union([schema, Type.Null()], options);

/** An ISO 8601 timestamp as the API writes them (`Date.toISOString()`). */
export const DateTime = Type.String({ format: 'date-time' });
