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

/** How deep the redaction looks into a logged object; deeper values are logged as they are. */
const redactionDepth = 6;

function isWalkable(value: object): boolean {
  if (value instanceof Error) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A copy of a logged value with the secret fields censored, at any level of plain objects,
 * arrays and errors (pino writes an error under another key than `err` with its own properties).
 * Instances of other classes (a Fastify request or reply) are left to their serializers. Values
 * without a secret are returned as they are, so the common log line allocates nothing.
 *
 * pino's own `redact` option ran its ~120 path patterns on every value of every line and on
 * every child logger's bindings, one child per request: about 15 µs per request in the gateway.
 */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth >= redactionDepth) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item: unknown, index) => {
      const redactedItem = redactSecrets(item, depth + 1);
      if (redactedItem === item) return;
      copy ??= [...value];
      copy[index] = redactedItem;
    });
    return copy ?? value;
  }
  if (!isWalkable(value)) return value;
  return redactFields(value, depth);
}

const keepNothing: ReadonlySet<string> = new Set();

/**
 * An object's own fields with the secret ones censored and the others redacted in turn; `keep`
 * names fields left as they are. The object itself when nothing changed.
 */
function redactFields<T extends object>(
  object: T,
  depth: number,
  keep: ReadonlySet<string> = keepNothing,
): T | Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const [key, field] of Object.entries(object)) {
    if (keep.has(key)) continue;
    const redactedField = secretFields.has(key) ? redacted : redactSecrets(field, depth + 1);
    if (redactedField === field) continue;
    copy ??= { ...object } as Record<string, unknown>;
    copy[key] = redactedField;
  }
  return copy ?? object;
}

/** Keys whose values go through one of the serializers below (redacted after serializing). */
const serializedKeys: ReadonlySet<string> = new Set(['err', 'req']);

function redactLogObject(object: Record<string, unknown>): Record<string, unknown> {
  return redactFields(object, 0, serializedKeys);
}

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

type ChildMaker = (
  this: unknown,
  bindings: pino.Bindings,
  options?: pino.ChildLoggerOptions,
) => unknown;

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
  const logger = pino(
    {
      level,
      formatters: { log: redactLogObject },
      serializers: {
        err: (error: unknown) => redactSecrets(serializeError(error)),
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
  // A child's bindings (Fastify's per-request child among them) skip pino's formatters; children
  // are made from their parent with Object.create, so they all inherit this `child`.
  const pinoChild = logger.child as unknown as ChildMaker;
  const childWithRedactedBindings: ChildMaker = function (this, bindings, options) {
    return pinoChild.call(this, redactLogObject(bindings), options);
  };
  logger.child = childWithRedactedBindings as unknown as typeof logger.child;
  return logger;
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
