import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

/**
 * One guard for every route, present and future (issue 25): input no route is written for is
 * refused with 400 before schema validation and route code see it. Deep nesting overflowed the
 * validator's error formatting (500), a NUL byte reached the database, which refused it (500),
 * and numbers past 2^53 lose digits silently.
 */
export const maxInputDepth = 32;

export const inputGuardCode = 'invalid-input';

export const inputGuardMessages = {
  tooDeep: 'Die Anfrage ist zu tief verschachtelt.',
  forbiddenCharacters:
    'Die Anfrage enthält unzulässige Zeichen (Nullzeichen oder ungültiges Unicode).',
  numberOutOfRange: 'Die Anfrage enthält eine Zahl außerhalb des zulässigen Bereichs.',
  valueOutOfRange: 'Die Anfrage enthält einen Wert außerhalb des zulässigen Bereichs.',
} as const;

type Refusal = Exclude<keyof typeof inputGuardMessages, 'valueOutOfRange'>;

/** A NUL byte, or half of a UTF-16 surrogate pair without its other half. */
const forbiddenCharacter =
  /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Adds the guard to a scope: a preValidation hook, so it runs after authentication (whose
 * hooks run at onRequest, see `authentication-first.ts`) and before the schemas. Covers the
 * parsed JSON body, the query string and the path parameters; other bodies (multipart, PDF)
 * are left to their routes.
 */
export function guardInput(scope: FastifyInstance): void {
  scope.addHook('preValidation', async (request: FastifyRequest) => {
    // Fastify's params and query objects have prototypes of their own: copied to plain ones.
    const parts = [
      { ...(request.params as object) },
      { ...(request.query as object) },
      request.body,
    ];
    for (const part of parts) {
      const refusal = refusalOf(part);
      if (refusal) throw new ApiError(400, inputGuardCode, inputGuardMessages[refusal]);
    }
  });
}

/**
 * Why a parsed value is refused, or null. Walks plain objects and arrays without recursion, so
 * it cannot overflow the stack however deep the value is; stops at the first problem.
 */
export function refusalOf(value: unknown): Refusal | null {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, depth } = next;
    if (typeof current === 'string') {
      if (forbiddenCharacter.test(current)) return 'forbiddenCharacters';
    } else if (typeof current === 'number') {
      if (!isSafeNumber(current)) return 'numberOutOfRange';
    } else if (isContainer(current)) {
      if (depth >= maxInputDepth) return 'tooDeep';
      for (const [key, child] of Object.entries(current)) {
        if (forbiddenCharacter.test(key)) return 'forbiddenCharacters';
        pending.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return null;
}

function isSafeNumber(value: number): boolean {
  return (
    Number.isFinite(value) && value >= Number.MIN_SAFE_INTEGER && value <= Number.MAX_SAFE_INTEGER
  );
}

/** JSON arrays and objects; not Buffers, streams or other class instances. */
function isContainer(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
