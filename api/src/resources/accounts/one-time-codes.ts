import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../kernel/config/config';
import type { Database } from '../../kernel/database/database';
import { later } from '../../kernel/clock';
import { oneTimeCodes } from './schema';
import type { OneTimeCodePurpose } from './schema';
import { keyedHasher } from '../../kernel/security/secret-hashing';

/**
 * One-time codes for e-mail verification and password reset (ARCHITECTURE.md §2): 6 digits
 * from a CSPRNG, valid 10 minutes, single use, bound to one account and purpose, void after
 * 5 wrong tries, replaced (voided) by a newer code, at most one new code a minute, stored as
 * keyed hash only.
 */
export const oneTimeCodeLifetimeMs = 10 * 60_000;
export const oneTimeCodeMaxAttempts = 5;
export const oneTimeCodeResendIntervalMs = 60_000;

export type DatabaseOrTransaction = Pick<Database, 'insert' | 'update' | 'select' | 'delete'>;

export interface CodeSubject {
  userId: number;
  purpose: OneTimeCodePurpose;
}

export type IssueResult = { issued: true; code: string } | { issued: false; reason: 'too-soon' };

export type CheckResult =
  | { valid: true }
  | { valid: false; reason: 'wrong'; attemptsLeft: number }
  | { valid: false; reason: 'exhausted' | 'expired' | 'missing' };

export interface OneTimeCodes {
  /** A fresh code that replaces any earlier one, unless the last one is younger than a minute. */
  issue(db: DatabaseOrTransaction, subject: CodeSubject, now: Date): Promise<IssueResult>;
  /**
   * Checks and, when right, consumes the code. Each wrong try is counted by one atomic
   * UPDATE, so concurrent guesses together get no more than 5 tries.
   */
  check(
    db: DatabaseOrTransaction,
    subject: CodeSubject & { code: string },
    now: Date,
  ): Promise<CheckResult>;
}

const drawSixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** `drawCode` is replaced only by tests that need to know which code comes next. */
export function createOneTimeCodes(
  config: AppConfig,
  drawCode: () => string = drawSixDigits,
): OneTimeCodes {
  const hash = keyedHasher(config, 'one-time-code');
  // The account and purpose are part of the hashed text: a code is worthless for another one.
  const codeHash = ({ userId, purpose }: CodeSubject, code: string) =>
    hash(`${userId}:${purpose}:${code}`);

  return {
    async issue(db, subject, now) {
      const [replaced] = await db
        .select({ codeHash: oneTimeCodes.codeHash })
        .from(oneTimeCodes)
        .where(
          and(eq(oneTimeCodes.userId, subject.userId), eq(oneTimeCodes.purpose, subject.purpose)),
        );
      // A new code never repeats the one it replaces: that one stops working, for certain.
      let code = drawCode();
      while (replaced && codeHash(subject, code) === replaced.codeHash) code = drawCode();
      const values = {
        userId: subject.userId,
        purpose: subject.purpose,
        codeHash: codeHash(subject, code),
        issuedAt: now,
        expiresAt: later(now, oneTimeCodeLifetimeMs),
        attempts: 0,
        consumedAt: null,
      };
      const resendAllowedBefore = new Date(now.getTime() - oneTimeCodeResendIntervalMs);
      const rows = await db
        .insert(oneTimeCodes)
        .values(values)
        .onConflictDoUpdate({
          target: [oneTimeCodes.userId, oneTimeCodes.purpose],
          set: values,
          // Racing requests: the row lock lets only one of them replace the code per minute.
          setWhere: sql`${oneTimeCodes.issuedAt} <= ${resendAllowedBefore}`,
        })
        .returning({ id: oneTimeCodes.id });
      return rows.length > 0 ? { issued: true, code } : { issued: false, reason: 'too-soon' };
    },

    async check(db, { code, ...subject }, now) {
      const matches = sql`${oneTimeCodes.codeHash} = ${codeHash(subject, code)}`;
      const forSubject = and(
        eq(oneTimeCodes.userId, subject.userId),
        eq(oneTimeCodes.purpose, subject.purpose),
      );
      // One statement decides and counts under the row lock; PostgreSQL re-checks the
      // conditions after waiting for a concurrent try, so the 6th guess finds no open code.
      const [tried] = await db
        .update(oneTimeCodes)
        .set({
          attempts: sql`CASE WHEN ${matches} THEN ${oneTimeCodes.attempts} ELSE ${oneTimeCodes.attempts} + 1 END`,
          consumedAt: sql`CASE WHEN ${matches} THEN ${now}::timestamptz ELSE NULL END`,
        })
        .where(
          and(
            forSubject,
            sql`${oneTimeCodes.consumedAt} IS NULL`,
            sql`${oneTimeCodes.expiresAt} > ${now}`,
            sql`${oneTimeCodes.attempts} < ${oneTimeCodeMaxAttempts}`,
          ),
        )
        .returning({ consumedAt: oneTimeCodes.consumedAt, attempts: oneTimeCodes.attempts });
      if (tried) {
        if (tried.consumedAt) return { valid: true };
        const attemptsLeft = oneTimeCodeMaxAttempts - tried.attempts;
        return attemptsLeft > 0
          ? { valid: false, reason: 'wrong', attemptsLeft }
          : { valid: false, reason: 'exhausted' };
      }
      // No open code: find out why, only to word the answer.
      const [stored] = await db
        .select({
          attempts: oneTimeCodes.attempts,
          expiresAt: oneTimeCodes.expiresAt,
          consumedAt: oneTimeCodes.consumedAt,
        })
        .from(oneTimeCodes)
        .where(forSubject);
      if (!stored || stored.consumedAt) return { valid: false, reason: 'missing' };
      if (stored.attempts >= oneTimeCodeMaxAttempts) return { valid: false, reason: 'exhausted' };
      return { valid: false, reason: 'expired' };
    },
  };
}
