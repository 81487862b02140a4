import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { photoAuditEvents } from 'shared-ui/contracts/photos-contract';
import { overrideReasonCodes } from 'shared-ui/photo-code/override-reasons';

/** Tables of migrations/202611250200-photos.sql (the SQL there creates them). */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const photos = pgTable('photos', {
  id: uuid('id').primaryKey(),
  companyId: integer('company_id'),
  locationId: integer('location_id'),
  uploadedBy: integer('uploaded_by'),
  uploaderPseudonym: text('uploader_pseudonym'),
  proofHash: text('proof_hash').notNull(),
  ciphertextHash: text('ciphertext_hash').notNull(),
  ciphertextBytes: integer('ciphertext_bytes').notNull(),
  capturedAt: timestamptz('captured_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  checkPassed: boolean('check_passed'),
  overrideReason: text('override_reason', { enum: overrideReasonCodes }),
  overrideText: text('override_text'),
  createdAt: timestamptz('created_at').notNull(),
  erasedAt: timestamptz('erased_at'),
  expiredAt: timestamptz('expired_at'),
});

export const photoRetrievals = pgTable('photo_retrievals', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  photoId: uuid('photo_id').notNull(),
  authorityId: integer('authority_id').notNull(),
  clerkId: integer('clerk_id'),
  apiKeyId: integer('api_key_id'),
  retrievedAt: timestamptz('retrieved_at').notNull(),
});

export const photoAudit = pgTable('photo_audit', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  photoId: uuid('photo_id').notNull(),
  event: text('event', { enum: photoAuditEvents }).notNull(),
  actor: text('actor').notNull(),
  at: timestamptz('at').notNull(),
});

export const jobLeases = pgTable('job_leases', {
  job: text('job').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export type PhotoRow = typeof photos.$inferSelect;
