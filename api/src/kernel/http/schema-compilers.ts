import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';

type Validate = ((data: unknown) => unknown) & {
  errors?: FastifySchemaValidationError[] | null;
};
type Serialize = (data: unknown) => string;
type CompilersFactory = NonNullable<
  NonNullable<Parameters<FastifyInstance['setSchemaController']>[0]>['compilersFactory']
>;

const buildValidator = AjvCompiler();
const buildSerializer = SerializerSelector();

/** Compiles on the first call and validates with the result from then on. */
function validatorOnFirstUse(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const validate: Validate = (data) => {
    compiled ??= compile();
    const result = compiled(data);
    // Fastify reads a failed validation's findings from the function it called.
    validate.errors = compiled.errors;
    return result;
  };
  return validate;
}

function serializerOnFirstUse(compile: () => Serialize): Serialize {
  let compiled: Serialize | undefined;
  return (data) => (compiled ??= compile())(data);
}

/**
 * The scope's validators and response serializers, each compiled when its route first needs it
 * rather than when the route is registered. Compiling every schema of every route (ajv,
 * fast-json-stringify) was a large part of building the app, paid by every process start and every
 * test app; a route that is never called never pays it. A schema that cannot compile
 * fails its first request instead of the start (every route is called by
 * `openapi-security.test.ts`).
 *
 * Validation reports every error (one message per field), independent of the options of the
 * Fastify root the API is mounted on. Bodies are bounded by Fastify's body limit.
 */
export function compileSchemasOnFirstUse(scope: FastifyInstance): void {
  scope.setSchemaController({
    compilersFactory: {
      // Typed for ajv's own functions; Fastify calls any function that sets `errors`.
      buildValidator: ((externalSchemas: Parameters<typeof buildValidator>[0]) => {
        const compile = buildValidator(externalSchemas, { customOptions: { allErrors: true } });
        return (route: Parameters<typeof compile>[0]) =>
          validatorOnFirstUse(() => compile(route) as Validate);
      }) as unknown as CompilersFactory['buildValidator'],
      buildSerializer: (externalSchemas: unknown, options?: object) => {
        const compile = buildSerializer(externalSchemas, options);
        return (route: Parameters<typeof compile>[0]) => serializerOnFirstUse(() => compile(route));
      },
    },
  });
}
