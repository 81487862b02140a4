import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Table of migrations/202611251200-eid-test-provider.sql (the SQL there creates it). */
export const eidTestProviderEntries = pgTable(
  'eid_test_provider_entries',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    uid: text('uid'),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [primaryKey({ columns: [table.model, table.id] })],
);
