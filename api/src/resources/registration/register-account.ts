import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildUsername } from 'shared-ui/validation/registration';
import type { RegistrationPayload } from 'shared-ui/validation/registration';
import type { Database } from '../../kernel/database/database';
import { violatedUniqueConstraint } from '../../kernel/database/database-errors';
import { consumeInvitation, findOpenInvitation } from '../accounts/invitations';
import type { InvitationProblem, OpenInvitation } from '../accounts/invitations';
import type { DatabaseOrTransaction, OneTimeCodes } from '../accounts/one-time-codes';
import type { PasswordHasher } from '../../kernel/passwords/password-hasher';
import { companies, invitations, normalizeEmail, users } from '../accounts/schema';
import type { UserRow } from '../accounts/schema';

export type RegistrationResult =
  | { outcome: 'created'; user: UserRow; code: string; invitationId: number | null }
  | { outcome: 'duplicate' }
  | { outcome: 'invitation-invalid'; problem: InvitationProblem };

/** Raised inside the transaction when a racing registration took the invitation first. */
class InvitationTakenError extends Error {}

const usernameAttempts = 5;

/**
 * Creates the person, for owners also their company, marks the invitation of invited staff as
 * used and issues the first verification code, all in one transaction: when any step fails,
 * nothing of the registration remains.
 */
export async function registerAccount(
  db: Database,
  codes: OneTimeCodes,
  passwords: PasswordHasher,
  payload: RegistrationPayload,
  now: Date,
): Promise<RegistrationResult> {
  let invitation: OpenInvitation | null = null;
  if (payload.user_type !== 'owner') {
    const found = await findOpenInvitation(
      db,
      {
        ownerCode: payload.owner_code ?? '',
        email: payload.user.email,
        userType: payload.user_type,
      },
      now,
    );
    if ('problem' in found) return { outcome: 'invitation-invalid', problem: found.problem };
    invitation = found;
  }

  const passwordHash = await passwords.hash(payload.user.password);
  let username = payload.user.username;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const user = await insertPerson(tx, payload, { username, passwordHash, invitation, now });
        if (invitation && !(await consumeInvitation(tx, invitation.id, user.id, now))) {
          throw new InvitationTakenError();
        }
        const issued = await codes.issue(
          tx,
          { userId: user.id, purpose: 'email_verification' },
          now,
        );
        if (!issued.issued) throw new Error('Neues Konto hat bereits einen Bestätigungscode');
        return {
          outcome: 'created' as const,
          user,
          code: issued.code,
          invitationId: invitation?.id ?? null,
        };
      });
    } catch (error) {
      if (error instanceof InvitationTakenError) {
        return { outcome: 'invitation-invalid', problem: 'used' };
      }
      const constraint = violatedUniqueConstraint(error);
      if (constraint === 'users_email_unique') return { outcome: 'duplicate' };
      // The username's random suffix is the browser's; on a clash the server draws another.
      if (constraint === 'users_username_key' && attempt < usernameAttempts) {
        username = buildUsername(
          payload.user.first_name,
          payload.user.last_name,
          () => randomInt(0, 900_000) / 900_000,
        );
        continue;
      }
      throw error;
    }
  }
}

async function insertPerson(
  tx: DatabaseOrTransaction,
  payload: RegistrationPayload,
  {
    username,
    passwordHash,
    invitation,
    now,
  }: { username: string; passwordHash: string; invitation: OpenInvitation | null; now: Date },
): Promise<UserRow> {
  let companyId: number;
  if (invitation) {
    companyId = invitation.companyId;
  } else {
    const [company] = await tx
      .insert(companies)
      .values({
        name: payload.company_name ?? '',
        legalForm: (payload.legal_form as (typeof companies.$inferInsert)['legalForm']) ?? null,
        website: payload.website ?? '',
        createdAt: now,
      })
      .returning({ id: companies.id });
    companyId = company!.id;
  }
  const [user] = await tx
    .insert(users)
    .values({
      companyId,
      userType: invitation?.userType ?? 'owner',
      username,
      email: normalizeEmail(payload.user.email),
      passwordHash,
      salutation: payload.salutation,
      firstName: payload.user.first_name,
      lastName: payload.user.last_name,
      dateOfBirth: payload.date_of_birth,
      phone: payload.phone ?? '',
      supervisorId: invitation?.invitedBy ?? null,
      createdAt: now,
    })
    .returning();
  return user!;
}

/**
 * Takes back a registration whose verification mail could not be sent, so the person can
 * simply register again: owners with their company, invited staff with their invitation
 * reopened.
 */
export async function undoRegistration(
  db: Database,
  user: UserRow,
  invitationId: number | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (invitationId !== null) {
      await tx
        .update(invitations)
        .set({ usedAt: null, usedBy: null })
        .where(eq(invitations.id, invitationId));
      await tx.delete(users).where(eq(users.id, user.id));
      return;
    }
    if (user.companyId !== null) await tx.delete(companies).where(eq(companies.id, user.companyId));
  });
}
