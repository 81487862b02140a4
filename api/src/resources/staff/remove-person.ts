import { and, eq } from 'drizzle-orm';
import type { Database } from '../../kernel/database/database';
import { invitations, users } from '../accounts/schema';
import type { UserRow } from '../accounts/schema';

/**
 * Removes a person's personal data irreversibly, in one transaction: the user row and with it
 * (by foreign key) their refresh tokens, one-time codes and the invitations they sent, plus the
 * invitations addressed to them (they hold their e-mail address). Their access tokens stop
 * working at once, since every authenticated call loads the person. People they supervised
 * are handed to `successorId`, so someone can still manage them.
 *
 * What billing needs stays, anonymised: the person's billable events (eID identification) keep
 * company, kind, amount and time, and lose the reference to the person (ON DELETE SET NULL).
 */
export async function removePerson(
  db: Database,
  person: Pick<UserRow, 'id' | 'companyId' | 'email'>,
  successorId: number | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ supervisorId: successorId })
      .where(eq(users.supervisorId, person.id));
    if (person.companyId !== null) {
      await tx
        .delete(invitations)
        .where(
          and(eq(invitations.companyId, person.companyId), eq(invitations.email, person.email)),
        );
    }
    await tx.delete(users).where(eq(users.id, person.id));
  });
}
