import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../database/database';
import type { Clock } from '../clock';
import { tooManyRequests, tooManyRequestsDetail } from '../http/api-error';
import type { ApiError } from '../http/api-error';
import { sha256Hex } from '../security/secret-hashing';
import { rateLimitHits } from './schema';

/** At most `limit` events per `windowMs`, counted per subject (an IP address, an account). */
export interface RateLimitRule {
  /** Unique among all rules; part of the stored bucket name. */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Sliding-window limits kept in the database, so they hold across several API processes.
 * Each counted event is a row; a limit counts the rows of its bucket inside its window.
 */
export interface RateLimiter {
  /**
   * Counts one event unless the limit is reached. `false` means refused; a refused event is
   * not counted, so a waiting client gets through once the window has moved on.
   */
  take(rule: RateLimitRule, subject: string): Promise<boolean>;
  /** `take` for route code: counts one event, or throws the 429 (`rateLimited`) when refused. */
  enforce(rule: RateLimitRule, subject: string, detail?: string): Promise<void>;
  /** Whether the limit is reached, without counting anything. */
  isExhausted(rule: RateLimitRule, subject: string): Promise<boolean>;
  /** Counts one event whether or not the limit is reached (failed log-ins). */
  record(rule: RateLimitRule, subject: string): Promise<void>;
  /** Forgets the subject's events (a successful log-in clears the account's failures). */
  clear(rule: RateLimitRule, subject: string): Promise<void>;
}

/** Longer than every rule's window: rows older than this are never counted again. */
const retentionMs = 24 * 60 * 60_000;
const sweepIntervalMs = 60 * 60_000;

export function createRateLimiter(db: Database, clock: Clock): RateLimiter {
  let lastSweep = 0;

  /** Subjects are hashed: the table holds no e-mail or IP address in clear text. */
  const bucketOf = (rule: RateLimitRule, subject: string) =>
    `${rule.name}:${sha256Hex(subject.trim().toLowerCase())}`;

  const windowStart = (rule: RateLimitRule, now: Date) => new Date(now.getTime() - rule.windowMs);

  async function countInWindow(bucket: string, rule: RateLimitRule, now: Date): Promise<number> {
    const [row] = await db
      .select({ hits: count() })
      .from(rateLimitHits)
      .where(
        and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.hitAt, windowStart(rule, now))),
      );
    return row?.hits ?? 0;
  }

  /**
   * One statement: the bucket's rows that left the window go, the new one comes. They are never
   * the same rows (the new one is inside the window), and on PostgreSQL it is one round trip.
   */
  async function insertHit(bucket: string, rule: RateLimitRule, now: Date): Promise<number> {
    await sweepHourly(now);
    const forgotten = db
      .$with('forgotten')
      .as(
        db
          .delete(rateLimitHits)
          .where(
            and(eq(rateLimitHits.bucket, bucket), lte(rateLimitHits.hitAt, windowStart(rule, now))),
          ),
      );
    const [row] = await db
      .with(forgotten)
      .insert(rateLimitHits)
      .values({ bucket, hitAt: now })
      .returning({ id: rateLimitHits.id });
    return row!.id;
  }

  /** Once an hour, the rows of every bucket older than any window. */
  async function sweepHourly(now: Date): Promise<void> {
    if (now.getTime() - lastSweep < sweepIntervalMs) return;
    lastSweep = now.getTime();
    await db
      .delete(rateLimitHits)
      .where(lte(rateLimitHits.hitAt, new Date(now.getTime() - retentionMs)));
  }

  async function take(rule: RateLimitRule, subject: string): Promise<boolean> {
    const now = clock();
    const bucket = bucketOf(rule, subject);
    // Insert first, then count: two racing requests both see each other's row, so together
    // they can never pass more events than the limit (at worst both are refused).
    const id = await insertHit(bucket, rule, now);
    if ((await countInWindow(bucket, rule, now)) <= rule.limit) return true;
    await db.delete(rateLimitHits).where(eq(rateLimitHits.id, id));
    return false;
  }

  return {
    take,
    async enforce(rule, subject, detail) {
      if (!(await take(rule, subject))) throw rateLimited(rule, detail);
    },
    async isExhausted(rule, subject) {
      return (await countInWindow(bucketOf(rule, subject), rule, clock())) >= rule.limit;
    },
    async record(rule, subject) {
      await insertHit(bucketOf(rule, subject), rule, clock());
    },
    async clear(rule, subject) {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucketOf(rule, subject)));
    },
  };
}

/**
 * 429 in the API's one error shape (`detail` in German, `code: rate_limited`); `Retry-After`
 * tells clients when the window has moved on. Route code throws it.
 */
export function rateLimited(rule: RateLimitRule, detail: string = tooManyRequestsDetail): ApiError {
  return tooManyRequests(detail, rule.windowMs / 1000);
}
