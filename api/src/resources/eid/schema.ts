import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { eidDisplays } from 'shared-ui/contracts/eid-contract';

/**
 * Tables of migrations/202511231000-eid-identification.sql (the SQL there creates them);
 * 202611250200-photos.sql adds the photo transfer event, 202611250700-billing.sql the invoice.
 */

export const billableEventKinds = ['eid_identification', 'photo_transfer'] as const;
export type BillableEventKind = (typeof billableEventKinds)[number];

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const eidAuthorizationFlows = pgTable('eid_authorization_flows', {
  userId: integer('user_id').primaryKey(),
  state: text('state').notNull().unique(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  display: text('display', { enum: eidDisplays }).notNull(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

export const billableEvents = pgTable('billable_events', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  companyId: integer('company_id'),
  userId: integer('user_id'),
  kind: text('kind', { enum: billableEventKinds }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** The transferred photo of a `photo_transfer` event (one event per photo). */
  photoId: uuid('photo_id'),
  /** The invoice that billed the event (migration 202611250700-billing.sql); null until then. */
  invoiceId: integer('invoice_id'),
});

export type EidAuthorizationFlowRow = typeof eidAuthorizationFlows.$inferSelect;
export type BillableEventRow = typeof billableEvents.$inferSelect;
