import { randomBytes, randomUUID } from 'node:crypto';
import { TransactionRollbackError, and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../kernel/database/database';
import { later } from '../../kernel/clock';
import type { DatabaseOrTransaction } from '../accounts/one-time-codes';
import { sha256Hex } from '../../kernel/security/secret-hashing';
import { refreshTokens } from './schema';

/**
 * Refresh tokens (ARCHITECTURE.md §2): opaque 256-bit random strings, stored as SHA-256 only,
 * rotated on every use. All tokens rotated from one log-in form a family; presenting a token
 * that was already rotated (a stolen copy, or the thief's after the owner refreshed) revokes
 * the whole family, so both sides have to log in again.
 */
export const refreshTokenLifetimeMs = 14 * 24 * 60 * 60_000;

export interface IssuedRefreshToken {
  id: number;
  token: string;
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
  return { id: row!.id, token };
}

export type RotationResult =
  | { rotated: true; userId: number; token: string }
  | { rotated: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** Exchanges a valid refresh token for a new one of the same family. */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  now: Date,
): Promise<RotationResult> {
  const [stored] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256Hex(token)));
  if (!stored) return { rotated: false, reason: 'unknown' };
  if (stored.replacedBy !== null) {
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
    .catch(async (error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
      await revokeFamily(db, stored.family, now);
      return null;
    });
  if (!next) return { rotated: false, reason: 'reused' };
  return { rotated: true, userId: stored.userId, token: next.token };
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
