import { date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { paymentMethods } from 'shared-ui/contracts/billing-contract';

/** Tables of migrations/202611250700-billing.sql (the SQL there creates them). */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const sepaMandates = pgTable('sepa_mandates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  companyId: integer('company_id').notNull(),
  reference: text('reference').notNull(),
  accountHolder: text('account_holder').notNull(),
  iban: text('iban').notNull(),
  bic: text('bic'),
  signedAt: timestamptz('signed_at').notNull(),
  signedBy: integer('signed_by'),
  supersededAt: timestamptz('superseded_at'),
});

export const billingRuns = pgTable('billing_runs', {
  period: text('period').primaryKey(),
  closedAt: timestamptz('closed_at').notNull(),
  closedBy: text('closed_by').notNull(),
});

/** A party of an invoice as printed: name and address lines. */
export interface InvoiceParty {
  name: string;
  street: string;
  postcode: string;
  city: string;
  /** The owner's address the invoice was sent to: the buyer's electronic address. */
  email?: string;
}

export interface InvoiceSeller extends InvoiceParty {
  email: string;
  phone: string;
  vatId: string;
  taxNumber: string | null;
  managingDirector: string;
  registerCourt: string;
  registerNumber: string;
  iban: string;
  bic: string;
  creditorId: string;
}

/** One line: quantity × unit price; the sum of the lines is the invoice's net amount. */
export interface InvoiceLine {
  kind: 'photo_transfer' | 'eid_identification';
  description: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  /**
   * `YYYY-MM` of the service when it is not the invoice's month: rows that committed after
   * their month was closed are billed with the next run, on lines of their own.
   */
  period?: string;
}

export const invoices = pgTable('invoices', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  number: text('number').notNull(),
  year: integer('year').notNull(),
  sequence: integer('sequence').notNull(),
  period: text('period').notNull(),
  companyId: integer('company_id'),
  issuedAt: timestamptz('issued_at').notNull(),
  dueOn: date('due_on', { mode: 'string' }).notNull(),
  netCents: integer('net_cents').notNull(),
  vatCents: integer('vat_cents').notNull(),
  grossCents: integer('gross_cents').notNull(),
  payment: text('payment', { enum: paymentMethods }).notNull(),
  mandateId: integer('mandate_id'),
  seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
  buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
  lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
  mailedAt: timestamptz('mailed_at'),
  returnedAt: timestamptz('returned_at'),
  returnNote: text('return_note'),
});

export type SepaMandateRow = typeof sepaMandates.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** Migration 202611251215-contract-cancellation.sql: the owner's notice, one per company. */
export const contractCancellations = pgTable('contract_cancellations', {
  companyId: integer('company_id').primaryKey(),
  requestedAt: timestamptz('requested_at').notNull(),
  requestedBy: integer('requested_by'),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  endedAt: timestamptz('ended_at').notNull(),
});

export type ContractCancellationRow = typeof contractCancellations.$inferSelect;
