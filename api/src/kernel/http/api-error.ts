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

  /** Set by `refusedWithBody`: the answer's body as the spec or client software fixes it. */
  private fixedBody?: Record<string, unknown>;

  body(): Record<string, unknown> {
    return this.fixedBody ?? { ...this.fields, detail: this.germanMessage, code: this.code };
  }

  /**
   * An error answer whose body is written exactly as given, for the answers whose shape the
   * spec or client software fixes other than `{ detail, code, ...fields }`: `{ detail }` alone,
   * field arrays alone (invitation form), the duplicate registration. `code` and the message
   * of the error are taken from the body where it has them (for logs; the body is not changed).
   */
  static withBody(
    statusCode: number,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): ApiError {
    const code = typeof body.code === 'string' ? body.code : `http_${statusCode}`;
    const message = [body.detail, body.message, ...Object.values(body).flat()].find(
      (value): value is string => typeof value === 'string',
    );
    const error = new ApiError(statusCode, code, message ?? '', undefined, headers);
    error.fixedBody = body;
    return error;
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

export const tooManyRequestsDetail = 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.';

export const tooManyRequests = (germanMessage: string, retryAfterSeconds: number) =>
  new ApiError(429, 'rate_limited', germanMessage, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

export const serviceUnavailable = (germanMessage: string, retryAfterSeconds = 5) =>
  new ApiError(503, 'unavailable', germanMessage, undefined, {
    'retry-after': String(retryAfterSeconds),
  });

/**
 * `{ detail }` alone, without `code`: the answer of the routes whose clients and tests know that
 * exact body (sign-in, locations, staff); newer answers use the factories above.
 */
export const refusedWithDetail = (statusCode: number, germanMessage: string) =>
  ApiError.withBody(statusCode, { detail: germanMessage });
