import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { invitableUserTypes, userTypes } from 'shared-ui/contracts/accounts-contract';
import { legalForms } from 'shared-ui/validation/domain-values';

/**
 * Tables of migrations/202511220410-identity.sql (the SQL there is what creates them);
 * `authority` users and `users.authority_id` come from migrations/202611250100-authorities.sql.
 */

export const oneTimeCodePurposes = ['email_verification', 'password_reset'] as const;
export type OneTimeCodePurpose = (typeof oneTimeCodePurposes)[number];

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  legalForm: text('legal_form', { enum: legalForms }),
  website: text('website').notNull().default(''),
  licenseId: uuid('license_id').notNull().defaultRandom(),
  blockedAt: timestamptz('blocked_at'),
  blockReason: text('block_reason'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  userType: text('user_type', { enum: userTypes }).notNull(),
  username: text('username').notNull().unique(),
  /** Stored lowercased; unique regardless of case (index on lower(email)). */
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  salutation: text('salutation').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  phone: text('phone').notNull().default(''),
  isVerified: boolean('is_verified').notNull().default(false),
  eidVerified: boolean('eid_verified').notNull().default(false),
  supervisorId: integer('supervisor_id').references((): AnyPgColumn => users.id, {
    onDelete: 'set null',
  }),
  /** The authority a clerk (user_type 'authority') works for; null for everyone else. */
  authorityId: integer('authority_id'),
  /** HMAC of the eID subject identifier (migration 202611250200-photos.sql); null until stored. */
  eidPseudonym: text('eid_pseudonym'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const invitations = pgTable('invitations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  invitedBy: integer('invited_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  userType: text('user_type', { enum: invitableUserTypes }).notNull(),
  codeHash: text('code_hash').notNull().unique(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const oneTimeCodes = pgTable('one_time_codes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: oneTimeCodePurposes }).notNull(),
  codeHash: text('code_hash').notNull(),
  issuedAt: timestamptz('issued_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  consumedAt: timestamptz('consumed_at'),
});

/** Case-insensitive match on the stored (lowercased) address. */
export const emailMatches = (email: string) =>
  sql`lower(${users.email}) = ${normalizeEmail(email)}`;

/** Addresses are compared and stored trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
