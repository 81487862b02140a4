/**
 * Reading RTK Query errors the way the spec's messages need them: a network failure, the HTTP
 * status, and the `detail`, `message` or per-field texts of an error body.
 */

/** The request never got an HTTP answer (offline, DNS, refused connection, timeout). */
export function isNetworkError(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/** The HTTP status of an error answer (also when its body was no JSON), or RTK's error kind. */
export function errorStatus(error: unknown): number | string | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status, originalStatus } = error as { status: unknown; originalStatus?: unknown };
  if (status === 'PARSING_ERROR' && typeof originalStatus === 'number') return originalStatus;
  return typeof status === 'number' || typeof status === 'string' ? status : undefined;
}

/** The HTTP status as a number, or undefined when there was no HTTP answer. */
export function httpStatus(error: unknown): number | undefined {
  const status = errorStatus(error);
  return typeof status === 'number' ? status : undefined;
}

/** The JSON body of an HTTP error answer, or undefined. */
export function errorBody(error: unknown): Record<string, unknown> | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error as { data: unknown };
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : undefined;
}

/** The first text of a value that may be a string or a list of strings (per-field errors). */
export function firstText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) return value.map(firstText).find(Boolean);
  return undefined;
}

/** The first text under one of the given keys of an error body, in the order of the keys. */
export function firstErrorOf(error: unknown, keys: readonly string[]): string | undefined {
  const body = errorBody(error);
  if (!body) return undefined;
  return keys.map((key) => firstText(body[key])).find(Boolean);
}

/** The server's own wording of a failure: `detail` or `message`. */
export function serverMessage(error: unknown): string | undefined {
  return firstErrorOf(error, ['detail', 'message']);
}

/** The first message of any field of an error body (`{ zipcode: ['…'] }`). */
export function firstFieldError(error: unknown): string | undefined {
  const body = errorBody(error);
  if (!body) return undefined;
  return Object.values(body).map(firstText).find(Boolean);
}
