import type { FieldErrors } from './validation-errors';

/**
 * The one typed error of the API. Route code throws it (or a factory below); the error handler of
 * `applyApiConventions` turns it into the spec's answer shape: `{ detail, code, ...fields }`.
 * `detail` is the German message the pages show; `code` is stable for client software.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly germanMessage: string,
    readonly fields?: FieldErrors,
    /** Extra headers of the answer, e.g. `Retry-After` or `WWW-Authenticate`. */
    readonly headers: Record<string, string> = {},
  ) {
    super(germanMessage);
    this.name = 'ApiError';
  }

  body(): Record<string, unknown> {
    return { ...this.fields, detail: this.germanMessage, code: this.code };
  }
}

export const badRequest = (germanMessage: string, fields?: FieldErrors) =>
  new ApiError(400, 'invalid', germanMessage, fields);

export const unauthorized = (germanMessage: string) =>
  new ApiError(401, 'unauthorized', germanMessage, undefined, { 'www-authenticate': 'Bearer' });

export const forbidden = (germanMessage: string) => new ApiError(403, 'forbidden', germanMessage);

export const notFound = (germanMessage = 'Nicht gefunden.') =>
  new ApiError(404, 'not_found', germanMessage);

export const conflict = (germanMessage: string) => new ApiError(409, 'conflict', germanMessage);

export const payloadTooLarge = (germanMessage: string) =>
  new ApiError(413, 'too_large', germanMessage);

export const tooManyRequests = (germanMessage: string, retryAfterSeconds: number) =>
  new ApiError(429, 'rate_limited', germanMessage, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

export const serviceUnavailable = (germanMessage: string, retryAfterSeconds = 5) =>
  new ApiError(503, 'unavailable', germanMessage, undefined, {
    'retry-after': String(retryAfterSeconds),
  });
