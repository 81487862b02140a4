import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../kernel/config/config';
import type { Database } from '../../kernel/database/database';
import { keyedHasher } from '../../kernel/security/secret-hashing';
import type { Account } from '../accounts/accounts';
import { users } from '../accounts/schema';
import { billableEvents } from './schema';

/** A person's first eID identification costs 0.99 EUR, once (ARCHITECTURE.md §4). */
export const eidIdentificationPriceCents = 99;

/**
 * The person's eID pseudonym (users.eid_pseudonym): HMAC-SHA-256, keyed with a server secret
 * derived from JWT_SECRET, over the provider's issuer and subject identifier. Stable for one
 * person at one provider, never derived from the name, and without the server secret not
 * linkable to the provider's identifier. Photos carry a pseudonym derived from it to the
 * authorities (PassDEÜV § 1b (2), see photo-upload.ts).
 */
export function eidPseudonym(config: AppConfig, issuer: string, subject: string): string {
  return keyedHasher(config, 'eid-pseudonym')(`${issuer}\n${subject}`);
}

/**
 * Marks the person as identified, stores the eID pseudonym (when given) and bills the first
 * identification. A later identification of the same person finds the existing record (unique
 * per person and kind) and bills nothing. Returns whether this identification was billed.
 */
export async function recordIdentification(
  db: Database,
  { user, company }: Account,
  now: Date,
  /** From `eidPseudonym`; left as stored when not given. */
  pseudonym?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ eidVerified: true, ...(pseudonym === undefined ? {} : { eidPseudonym: pseudonym }) })
      .where(eq(users.id, user.id));
    const billed = await tx
      .insert(billableEvents)
      .values({
        companyId: company?.id ?? null,
        userId: user.id,
        kind: 'eid_identification',
        amountCents: eidIdentificationPriceCents,
        createdAt: now,
      })
      // The unique index is partial (other kinds occur many times per person).
      .onConflictDoNothing({
        target: [billableEvents.userId, billableEvents.kind],
        where: sql`kind = 'eid_identification'`,
      })
      .returning({ id: billableEvents.id });
    return billed.length > 0;
  });
}
