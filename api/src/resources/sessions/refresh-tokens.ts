import { randomBytes, randomUUID } from 'node:crypto';
import { TransactionRollbackError, and, eq, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../kernel/database/database';
import { later } from '../../kernel/clock';
import type { DatabaseOrTransaction } from '../accounts/one-time-codes';
import { sha256Hex } from '../../kernel/security/secret-hashing';
import { refreshTokens } from './schema';
import { sessionLifetimeMs } from 'shared-ui/session/session-lifetime';

/**
 * Refresh tokens (ARCHITECTURE.md §2): opaque 256-bit random strings, stored as SHA-256 only,
 * rotated on every use. All tokens rotated from one log-in form a family; the family is the
 * session (`sid` of the access tokens). Presenting a token that was already rotated (a stolen
 * copy, or the thief's after the owner refreshed) revokes the whole family, so both sides have
 * to log in again, unless it comes back within the grace window below.
 */
// One value with the page, which warns ("Angemeldet bleiben") shortly before it runs out.
export const refreshTokenLifetimeMs = sessionLifetimeMs;

/**
 * Two tabs (or a retry after a lost answer) refresh with the same token at nearly the same
 * moment: the later one gets a fresh token of the same family instead of ending the log-in
 * for both. Short, as the large identity providers keep it (Auth0, Okta: up to 60 s); a copy
 * replayed later still revokes the family.
 */
export const refreshReuseGraceMs = 30_000;

export interface IssuedRefreshToken {
  id: number;
  token: string;
  /** The log-in it belongs to: the session id (`sid`) of the access tokens issued with it. */
  family: string;
}

export async function issueRefreshToken(
  db: DatabaseOrTransaction,
  userId: number,
  now: Date,
  family: string = randomUUID(),
): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(refreshTokens)
    .values({
      userId,
      family,
      tokenHash: sha256Hex(token),
      expiresAt: later(now, refreshTokenLifetimeMs),
      createdAt: now,
    })
    .returning({ id: refreshTokens.id });
  return { id: row!.id, token, family };
}

export type RotationResult =
  | { rotated: true; userId: number; refresh: IssuedRefreshToken }
  | { rotated: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

const successors = alias(refreshTokens, 'successor');

/** Exchanges a valid refresh token for a new one of the same family. */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  now: Date,
): Promise<RotationResult> {
  const first = await tryRotation(db, token, now);
  // Lost the race against a refresh with the same token a moment ago: the grace path applies.
  return first === 'lost-race' ? settle(await tryRotation(db, token, now)) : first;
}

function settle(outcome: RotationResult | 'lost-race'): RotationResult {
  return outcome === 'lost-race' ? { rotated: false, reason: 'reused' } : outcome;
}

async function tryRotation(
  db: Database,
  token: string,
  now: Date,
): Promise<RotationResult | 'lost-race'> {
  const [found] = await db
    .select({ stored: refreshTokens, replacedAt: successors.createdAt })
    .from(refreshTokens)
    .leftJoin(successors, eq(successors.id, refreshTokens.replacedBy))
    .where(eq(refreshTokens.tokenHash, sha256Hex(token)));
  if (!found) return { rotated: false, reason: 'unknown' };
  const { stored, replacedAt } = found;
  if (stored.replacedBy !== null) {
    if (!stored.revokedAt && stored.expiresAt > now && withinGrace(replacedAt, now)) {
      const sibling = await issueRefreshToken(db, stored.userId, now, stored.family);
      return rotatedInto(stored, sibling);
    }
    await revokeFamily(db, stored.family, now);
    return { rotated: false, reason: 'reused' };
  }
  if (stored.revokedAt) return { rotated: false, reason: 'revoked' };
  if (stored.expiresAt <= now) return { rotated: false, reason: 'expired' };

  const next = await db
    .transaction(async (tx) => {
      const issued = await issueRefreshToken(tx, stored.userId, now, stored.family);
      // Only one of two racing refreshes with the same token can mark it replaced.
      const marked = await tx
        .update(refreshTokens)
        .set({ replacedBy: issued.id })
        .where(
          and(
            eq(refreshTokens.id, stored.id),
            isNull(refreshTokens.replacedBy),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .returning({ id: refreshTokens.id });
      if (marked.length === 0) {
        tx.rollback();
      }
      return issued;
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
      return null;
    });
  if (!next) return 'lost-race';
  return rotatedInto(stored, next);
}

function withinGrace(replacedAt: Date | null, now: Date): boolean {
  if (!replacedAt) return false;
  const age = now.getTime() - replacedAt.getTime();
  return age >= 0 && age <= refreshReuseGraceMs;
}

function rotatedInto(stored: { userId: number }, issued: IssuedRefreshToken): RotationResult {
  return { rotated: true, userId: stored.userId, refresh: issued };
}

/**
 * Whether the log-in (family) an access token was issued for is still open: not logged out,
 * not ended by a password change or reset, a block or an authority's disabling. A removed
 * person's tokens are gone with them. A condition, read along with the person.
 */
export function sessionIsOpen(userId: number, family: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${refreshTokens} where ${and(
    eq(refreshTokens.family, family),
    eq(refreshTokens.userId, userId),
    isNull(refreshTokens.revokedAt),
  )})`;
}

/** Ends the log-in the token belongs to (logout). Unknown tokens are ignored. */
export async function revokeRefreshTokenFamily(
  db: Database,
  token: string,
  now: Date,
): Promise<void> {
  const [stored] = await db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256Hex(token)));
  if (stored) await revokeFamily(db, stored.family, now);
}

/** Ends every log-in of a person: password change or reset, removal, blocking. */
export async function revokeAllRefreshTokens(
  db: DatabaseOrTransaction,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

async function revokeFamily(db: DatabaseOrTransaction, family: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
}
