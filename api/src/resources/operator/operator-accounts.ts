import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { emailRule } from 'shared-ui/validation/rules';
import type { Database } from '../../kernel/database/database';
import { findAccountByEmail } from '../accounts/accounts';
import { violatedUniqueConstraint } from '../../kernel/database/database-errors';
import type { PasswordHasher } from '../../kernel/passwords/password-hasher';
import { newOneTimePassword, recordInitialPassword } from '../accounts/initial-passwords';
import { emailMatches, normalizeEmail, users } from '../accounts/schema';
import type { UserRow } from '../accounts/schema';

/**
 * Operator accounts (issue 10): created and removed only through the operator CLI, never by
 * registration (its schema allows owner, manager and employee only). Operators belong to no
 * company. A new account gets a random one-time password, printed once; the console stays
 * closed until the operator has replaced it.
 */
export class OperatorAccountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorAccountError';
  }
}

export const operatorAccountMessages = {
  invalidEmail: (email: string) => `„${email}“ ist keine gültige E-Mail-Adresse.`,
  emailTaken: (email: string) => `Für ${email} gibt es bereits ein Konto.`,
  notFound: (email: string) => `Für ${email} gibt es kein Konto.`,
  notOperator: (email: string) =>
    `${email} ist kein Betriebskonto; andere Konten werden hier nicht entfernt.`,
} as const;

export interface NewOperator {
  email: string;
  firstName?: string;
  lastName?: string;
}

export interface CreatedOperator {
  user: UserRow;
  /** Shown once to whoever ran the CLI; only its argon2id hash is stored. */
  oneTimePassword: string;
}

export const defaultOperatorName = { firstName: 'Bildbote', lastName: 'Betrieb' } as const;

export async function createOperatorAccount(
  db: Database,
  passwords: PasswordHasher,
  { email, firstName, lastName }: NewOperator,
  now: Date,
): Promise<CreatedOperator> {
  const address = normalizeEmail(email);
  if (!emailRule.isValidSync(address)) {
    throw new OperatorAccountError(operatorAccountMessages.invalidEmail(email));
  }
  if (await findAccountByEmail(db, address)) {
    throw new OperatorAccountError(operatorAccountMessages.emailTaken(address));
  }
  const { password: oneTimePassword, passwordHash } = await newOneTimePassword(passwords);
  try {
    const user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          companyId: null,
          userType: 'operator',
          username: `betrieb-${randomUUID()}`,
          email: address,
          passwordHash,
          salutation: 'Keine Anrede',
          firstName: firstName?.trim() || defaultOperatorName.firstName,
          lastName: lastName?.trim() || defaultOperatorName.lastName,
          dateOfBirth: null,
          isVerified: true,
          createdAt: now,
        })
        .returning();
      await recordInitialPassword(tx, created!, now);
      return created!;
    });
    return { user, oneTimePassword };
  } catch (error) {
    // Someone registered the address between the check and the insert.
    if (violatedUniqueConstraint(error) === 'users_email_unique') {
      throw new OperatorAccountError(operatorAccountMessages.emailTaken(address));
    }
    throw error;
  }
}

/**
 * Removes an operator account and ends its sessions (its refresh tokens go with it). The
 * decisions it made stay on record under its address.
 */
export async function removeOperatorAccount(db: Database, email: string): Promise<UserRow> {
  const account = await findAccountByEmail(db, email);
  if (!account) throw new OperatorAccountError(operatorAccountMessages.notFound(email));
  if (account.user.userType !== 'operator') {
    throw new OperatorAccountError(operatorAccountMessages.notOperator(account.user.email));
  }
  await db.delete(users).where(and(emailMatches(email), eq(users.userType, 'operator')));
  return account.user;
}
