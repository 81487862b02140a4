/**
 * Reading RTK Query errors the way the spec's messages need them, for every remote: a network
 * failure, the HTTP status, and the `detail`, `message` or per-field texts of an error body.
 */

type ErrorBody = Record<string, unknown>;

const isRecord = (value: unknown): value is ErrorBody =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request never got an HTTP answer (offline, DNS, refused connection, CORS, timeout). */
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

/**
 * No usable answer: the request failed on the way, or a failing server (5xx) said nothing a
 * person could act on. A 5xx that carries a `detail` (e.g. the mail could not be sent) is shown.
 */
export function serverUnreachable(error: unknown): boolean {
  if (isNetworkError(error)) return true;
  const status = httpStatus(error);
  return status !== undefined && status >= 500 && !errorDetail(error);
}

/** The JSON body of an HTTP error answer, or undefined. */
export function errorBody(error: unknown): ErrorBody | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error as { data: unknown };
  return isRecord(data) ? data : undefined;
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

/** The `detail` of an error answer. */
export function errorDetail(error: unknown): string | undefined {
  return firstErrorOf(error, ['detail']);
}

/** The server's own wording of a failure: `detail` or `message`. */
export function serverMessage(error: unknown): string | undefined {
  return firstErrorOf(error, ['detail', 'message']);
}

function firstTextIn(fields: ErrorBody): string | undefined {
  for (const value of Object.values(fields)) {
    const text = firstText(value) ?? (isRecord(value) ? firstTextIn(value) : undefined);
    if (text) return text;
  }
  return undefined;
}

/** The first message of any field of an error body (`{ zipcode: ['…'] }`), nested ones included. */
export function firstFieldError(error: unknown): string | undefined {
  const body = errorBody(error);
  return body ? firstTextIn(body) : undefined;
}
