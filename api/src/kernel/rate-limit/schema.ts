import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Table of migrations/202511220410-identity.sql: one row per counted event. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  bucket: text('bucket').notNull(),
  hitAt: timestamp('hit_at', { withTimezone: true, mode: 'date' }).notNull(),
});
