import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Tables of migrations/202611250100-authorities.sql (the SQL there is what creates them). */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const authorities = pgTable('authorities', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Unique regardless of case (index on lower(name)). */
  name: text('name').notNull(),
  disabledAt: timestamptz('disabled_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Only the SHA-256 (hex) of a key is kept; the key itself is shown once. */
export const authorityApiKeys = pgTable('authority_api_keys', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  authorityId: integer('authority_id').notNull(),
  label: text('label').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  revokedAt: timestamptz('revoked_at'),
});

export type AuthorityRow = typeof authorities.$inferSelect;
export type AuthorityApiKeyRow = typeof authorityApiKeys.$inferSelect;
