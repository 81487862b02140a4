import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { runAuthenticationFirst } from '../auth/authentication-first';
import { isDatabaseUnavailable, isRefusedValue } from '../database/database-errors';
import { ApiError, tooManyRequestsDetail } from './api-error';
import { guardInput, inputGuardCode, inputGuardMessages } from './input-guard';
import { compileSchemasOnFirstUse } from './schema-compilers';
import { validationErrorBody } from './validation-errors';

/** Error answers carry a German `detail`, the field the spec's client reads. */
export interface DetailBody {
  detail: string;
}

export const notFoundBody: DetailBody = { detail: 'Nicht gefunden.' };
export const invalidJsonBody: DetailBody = { detail: 'Ungültiger JSON-Inhalt.' };
export const internalErrorBody: DetailBody = { detail: 'Interner Serverfehler.' };
/** The database cannot be reached; the request was fine and may be repeated. */
export const databaseUnavailableBody = {
  detail:
    'Der Dienst ist vorübergehend nicht erreichbar (Datenbank). Bitte versuchen Sie es in einigen Sekunden erneut.',
  code: 'database-unavailable',
} as const;
/** Seconds a client (or load balancer) waits before repeating; the pool reconnects meanwhile. */
export const databaseRetryAfterSeconds = 5;

const clientErrorDetails: Record<number, string> = {
  400: 'Ungültige Anfrage.',
  401: 'Nicht angemeldet.',
  403: 'Keine Berechtigung.',
  404: notFoundBody.detail,
  405: 'Diese Methode ist nicht erlaubt.',
  406: 'Dieses Antwortformat wird nicht unterstützt.',
  413: 'Die Anfrage ist zu groß.',
  415: 'Dieser Inhaltstyp wird nicht unterstützt.',
  429: tooManyRequestsDetail,
};

interface FastifyLikeError {
  code?: unknown;
  statusCode?: unknown;
  validation?: FastifySchemaValidationError[];
}

/**
 * The conventions of every `/api` answer, applied to the scope the routes live in before they
 * are registered: authentication before validation, the input guard, JSON errors in the spec's
 * shapes, never a stack trace, and `Cache-Control: no-store`.
 */
export function applyApiConventions(scope: FastifyInstance): void {
  compileSchemasOnFirstUse(scope);
  scope.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // Order of every route: authentication and role (onRequest), body parsing, the input guard
  // (preValidation), schema validation, route code.
  runAuthenticationFirst(scope);
  guardInput(scope);
  scope.setNotFoundHandler(sendNotFound);
  scope.setErrorHandler(handleApiError);
}

export function sendNotFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(reply, 404, notFoundBody);
}

function handleApiError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    reply.headers(error.headers);
    return sendError(reply, error.statusCode, error.body());
  }
  const { code, statusCode, validation } = (error ?? {}) as FastifyLikeError;
  if (validation) return sendError(reply, 400, validationErrorBody(validation));
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return sendError(reply, 400, invalidJsonBody);
  }
  // The last line of the input guard: a value the guard cannot judge without the schema of the
  // table (an id past the integer column's range) is refused by the database; 400, not 500.
  if (isRefusedValue(error)) {
    request.log.info({ err: error }, 'Wert von der Datenbank abgelehnt');
    return sendError(reply, 400, {
      detail: inputGuardMessages.valueOutOfRange,
      code: inputGuardCode,
    });
  }
  // A database outage is no fault of the request and no bug: 503 with Retry-After, one short
  // log line (the serializer names the reason and the statement, not the driver's objects).
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'Datenbank nicht erreichbar');
    reply.header('retry-after', String(databaseRetryAfterSeconds));
    return sendError(reply, 503, databaseUnavailableBody);
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return sendError(reply, statusCode, {
      detail: clientErrorDetails[statusCode] ?? clientErrorDetails[400],
    });
  }
  request.log.error({ err: error }, 'Unerwarteter Fehler bei der Bearbeitung der Anfrage');
  return sendError(reply, 500, internalErrorBody);
}

/**
 * Plain JSON, past the route's response schema: a route that documents `400: { detail }` must
 * not strip the per-field arrays of a validation error.
 */
function sendError(reply: FastifyReply, statusCode: number, body: object): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(body);
}
