import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export type ApiError = FetchBaseQueryError | SerializedError | undefined;

/** The request never got an HTTP answer (offline, DNS, refused connection, CORS). */
export function isNetworkError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error
    ? error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR'
    : false;
}

export function errorStatus(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'status' in error
    ? error.status
    : undefined;
}

/**
 * No usable answer: the request failed on the way, or a failing server (5xx) said nothing a
 * person could act on. A 5xx that carries a `detail` (e.g. the mail could not be sent) is shown.
 */
export function serverUnreachable(error: unknown): boolean {
  if (isNetworkError(error)) return true;
  const status = errorStatus(error);
  return typeof status === 'number' && status >= 500 && !errorDetail(error);
}

/** The JSON body of an HTTP error answer, or undefined. */
export function errorBody(error: unknown): Record<string, unknown> | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error as { data: unknown };
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
}

/** The first text of a field that may be a string or a list of strings (DRF-style errors). */
export function firstText(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (Array.isArray(value)) return value.map(firstText).find(Boolean);
  return undefined;
}

/** The `detail` of an error answer. */
export function errorDetail(error: unknown): string | undefined {
  return firstText(errorBody(error)?.detail);
}

/** The first message of any field of an error answer (`{ zipcode: ['…'] }`), nested ones included. */
export function firstFieldError(body: Record<string, unknown> | undefined): string | undefined {
  if (!body) return undefined;
  for (const value of Object.values(body)) {
    const text =
      firstText(value) ??
      (typeof value === 'object' && value !== null && !Array.isArray(value)
        ? firstFieldError(value as Record<string, unknown>)
        : undefined);
    if (text) return text;
  }
  return undefined;
}
