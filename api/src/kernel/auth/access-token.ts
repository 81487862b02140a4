import { userTypes, type UserType } from 'shared-ui/contracts/accounts-contract';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config/config';

/**
 * Access tokens: JWT signed with HS256 and JWT_SECRET, valid 15 minutes, carrying `iss`,
 * `aud`, `exp`, `sub` (the user id), `user_type` and `sid`, the log-in (refresh token family)
 * it was issued for: requireUser checks that log-in is still open, so logout, a password
 * change and a block end the access tokens at once. Verification accepts exactly this one
 * algorithm: a token naming another one (`none`, RS256, ...) is refused before any check.
 */
export const accessTokenLifetimeSeconds = 15 * 60;
const algorithm = 'HS256';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessTokenSubject {
  userId: number;
  userType: UserType;
  /** The refresh token family (a UUID) of the log-in. */
  sessionId: string;
}

interface AccessTokenClaims {
  iss: string;
  aud: string;
  sub: string;
  user_type: UserType;
  sid: string;
  iat: number;
  exp: number;
}

/** Issuer: the site itself; audience: its API. */
export function tokenIssuer(config: AppConfig): { iss: string; aud: string } {
  return { iss: config.publicUrl, aud: `${config.publicUrl}/api` };
}

export function signAccessToken(config: AppConfig, subject: AccessTokenSubject, now: Date): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const claims: AccessTokenClaims = {
    ...tokenIssuer(config),
    sub: String(subject.userId),
    user_type: subject.userType,
    sid: subject.sessionId,
    iat: issuedAt,
    exp: issuedAt + accessTokenLifetimeSeconds,
  };
  const unsigned = `${encodeJson({ alg: algorithm, typ: 'JWT' })}.${encodeJson(claims)}`;
  return `${unsigned}.${signature(config, unsigned).toString('base64url')}`;
}

/** The subject of a valid, unexpired token of this site, or null. */
export function verifyAccessToken(
  config: AppConfig,
  token: string,
  now: Date,
): AccessTokenSubject | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [encodedHeader, encodedClaims, encodedSignature] = parts as [string, string, string];

  const header = decodeJson(encodedHeader);
  if (!header || header.alg !== algorithm) return null;

  const expected = signature(config, `${encodedHeader}.${encodedClaims}`);
  const given = Buffer.from(encodedSignature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  const claims = decodeJson(encodedClaims);
  if (!claims) return null;
  const { iss, aud } = tokenIssuer(config);
  const audiences: unknown[] = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.iss !== iss || !audiences.includes(aud)) return null;
  if (typeof claims.exp !== 'number' || claims.exp <= now.getTime() / 1000) return null;
  if (typeof claims.nbf === 'number' && claims.nbf > now.getTime() / 1000) return null;

  const userId = typeof claims.sub === 'string' ? Number(claims.sub) : NaN;
  const userType = userTypes.find((type) => type === claims.user_type);
  if (!Number.isSafeInteger(userId) || userId <= 0 || !userType) return null;
  // Tokens without a log-in to check against cannot be ended: refused.
  if (typeof claims.sid !== 'string' || !uuidPattern.test(claims.sid)) return null;
  return { userId, userType, sessionId: claims.sid };
}

function signature(config: AppConfig, unsigned: string): Buffer {
  return createHmac('sha256', config.jwtSecret).update(unsigned).digest();
}

function encodeJson(value: object): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
