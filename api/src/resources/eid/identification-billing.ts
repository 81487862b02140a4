import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../kernel/database/database';
import type { Account } from '../accounts/accounts';
import { users } from '../accounts/schema';
import { billableEvents } from './schema';

/** A person's first eID identification costs 0.99 EUR, once (ARCHITECTURE.md §4). */
export const eidIdentificationPriceCents = 99;

/**
 * Marks the person as identified and bills the first identification. A later identification
 * of the same person finds the existing record (unique per person and kind) and bills nothing.
 * Returns whether this identification was billed.
 */
export async function recordIdentification(
  db: Database,
  { user, company }: Account,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.update(users).set({ eidVerified: true }).where(eq(users.id, user.id));
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
