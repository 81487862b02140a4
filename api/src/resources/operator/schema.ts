import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { operatorActions } from 'shared-ui/contracts/operator-contract';

/** Tables of migrations/202511221000-operator-console.sql (the SQL there is what creates them). */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE. */
export const operatorDecisions = pgTable('operator_decisions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  decidedAt: timestamptz('decided_at').notNull(),
  operatorId: integer('operator_id').notNull(),
  operatorEmail: text('operator_email').notNull(),
  action: text('action', { enum: operatorActions }).notNull(),
  companyId: integer('company_id').notNull(),
  locationId: integer('location_id'),
  target: text('target').notNull(),
  reason: text('reason'),
});

export type OperatorDecisionRow = typeof operatorDecisions.$inferSelect;

export const locationResubmissions = pgTable('location_resubmissions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  locationId: integer('location_id').notNull(),
  resubmittedAt: timestamptz('resubmitted_at').notNull(),
  rejectionReason: text('rejection_reason'),
  replacedCertificateFile: text('replaced_certificate_file'),
});
