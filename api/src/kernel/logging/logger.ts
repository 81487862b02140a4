import type { IncomingMessage } from 'node:http';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { DestinationStream } from 'pino';
import type { LogLevel } from '../config/config';

/** Field names whose values never reach a log line, wherever they appear in a logged object. */
export const secretFieldNames = [
  'password',
  'new_password',
  'old_password',
  'confirm_password',
  'current_password',
  'otp',
  'code',
  'reset_code',
  'owner_code',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'secret',
  'signature',
  'license_key',
  'authorization',
  'cookie',
  'set-cookie',
] as const;

const secretFields = new Set<string>(secretFieldNames);
const redacted = '[REDACTED]';

/** pino redaction reaches three levels deep: `password`, `body.password`, `req.body.password`. */
const redactPaths = secretFieldNames.flatMap((field) => {
  if (field.includes('-')) return [`*["${field}"]`, `*.*["${field}"]`];
  return [field, `*.${field}`, `*.*.${field}`];
});

/** Query strings carry codes and tokens too (e.g. an OpenID Connect callback). */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const key of new Set(query.keys())) {
    if (!secretFields.has(key.toLowerCase())) continue;
    query.set(key, redacted);
    changed = true;
  }
  return changed ? `${url.slice(0, queryStart)}?${query.toString()}` : url;
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
