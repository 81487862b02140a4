import type { IncomingMessage } from 'node:http';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { DestinationStream } from 'pino';
import type { LogLevel } from '../config/config';
import { databaseErrorSummary, databaseUnavailableReason } from '../database/database-errors';

/**
 * The one redaction list (issue 25): field names whose values never reach a log line, wherever
 * they appear in a logged object (matched as written; header names in lower case, as Node
 * gives them). Personal data too: addresses, bank details and the ids of photos.
 */
export const secretFieldNames = [
  // Passwords and one-time codes.
  'password',
  'new_password',
  'old_password',
  'confirm_password',
  'current_password',
  'passwordHash',
  'otp',
  'code',
  'reset_code',
  'owner_code',
  'oneTimePassword',
  // Tokens, keys and signatures.
  'token',
  'access_token',
  'refresh_token',
  'refreshToken',
  'accessToken',
  'id_token',
  'client_secret',
  'secret',
  'signature',
  'license_key',
  'api_key',
  'key',
  'proof',
  'authorization',
  'cookie',
  'set-cookie',
  'x-authority-key',
  'x-photo-proof',
  // Personal data.
  'email',
  'iban',
  'bic',
  'phone',
  'date_of_birth',
  'dateOfBirth',
  'photo_id',
  'photoId',
] as const;

const secretFields = new Set<string>(secretFieldNames);
const redacted = '[REDACTED]';

/** pino redaction reaches three levels deep: `password`, `body.password`, `req.body.password`. */
const redactPaths = secretFieldNames.flatMap((field) => {
  if (field.includes('-')) return [`*["${field}"]`, `*.*["${field}"]`];
  return [field, `*.${field}`, `*.*.${field}`];
});

/** Photo ids (client-chosen UUIDs) stand in the paths of the photo routes. */
const uuidInPath = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Query strings carry codes and tokens too (e.g. an OpenID Connect callback), paths the ids of
 * photos.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(uuidInPath, redacted);
  if (queryStart === -1) return path;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const key of new Set(query.keys())) {
    if (!secretFields.has(key.toLowerCase())) continue;
    query.set(key, redacted);
    changed = true;
  }
  return `${path}?${changed ? query.toString() : url.slice(queryStart + 1)}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  socket?: IncomingMessage['socket'];
}

/**
 * The pino logger Fastify uses (`loggerInstance`); JSON lines on stdout. Typed as Fastify's
 * logger so a Fastify root created with it fits `mountApi` and `registerSecurityHeaders`.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): FastifyBaseLogger {
  return pino(
    {
      level,
      redact: { paths: redactPaths, censor: redacted },
      serializers: {
        err: serializeError,
        req: (request: LoggedRequest) => ({
          method: request.method,
          url: request.url === undefined ? undefined : redactUrl(request.url),
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
    destination,
  );
}

/**
 * Errors as pino writes them, except that a failed database statement is logged by its
 * statement and SQLSTATE only: the driver's message carries the parameters (an e-mail address,
 * a code), and PostgreSQL's detail the values of a violated key. An unreachable database is
 * one short line naming the reason and the statement that needed it.
 */
export function serializeError(error: unknown): unknown {
  const summary = databaseErrorSummary(error);
  const reason = databaseUnavailableReason(error);
  if (reason !== null) {
    return {
      type: 'DatabaseUnavailable',
      reason,
      statement: summary?.statement ?? null,
      sqlstate: summary?.sqlstate ?? null,
    };
  }
  return summary ?? compactError(error);
}

/**
 * pino's error serializer copies every property of an error; drivers hang whole objects on
 * theirs (pg-pool puts the `client` with its connection parameters, password included, on an
 * idle connection's error). Only text, numbers and flags are kept, and the causes.
 */
function compactError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const compact: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(serialized)) {
    if (value === null || typeof value !== 'object') compact[name] = value;
  }
  if (error.cause !== undefined) compact.cause = serializeError(error.cause);
  return compact;
}
