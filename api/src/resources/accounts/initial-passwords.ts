import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { isValidPassword } from 'shared-ui/validation/rules';
import type { DatabaseOrTransaction } from './one-time-codes';
import type { PasswordHasher } from '../../kernel/passwords/password-hasher';
import type { UserRow } from './schema';

/**
 * One-time passwords of accounts an operator creates (operator accounts by the CLI, authority
 * clerks by the CLI or /Betrieb): random, printed once, and refused by the console or desk
 * until the person has replaced it. While `users.password_hash` still equals the hash kept
 * here, the printed password is the one in use.
 */

/** Table of migrations/202511221000-operator-console.sql, renamed in 202611250150-authority-accounts.sql. */
export const initialPasswords = pgTable('initial_passwords', {
  userId: integer('user_id').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Machine-readable reason next to the German `detail`: the page shows its password form. */
export const passwordChangeRequiredCode = 'password_change_required';

const oneTimePasswordLength = 20;
/** Without look-alikes (0/O, 1/l/I) and with specials the password rule accepts. */
const oneTimePasswordAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#%*@';

/**
 * 20 characters from 62 (about 119 bits) drawn with a CSPRNG; drawn again until it satisfies
 * the platform's password rule, so every form accepts it as the current password.
 */
export function generateOneTimePassword(): string {
  for (;;) {
    let password = '';
    for (let index = 0; index < oneTimePasswordLength; index += 1) {
      password += oneTimePasswordAlphabet[randomInt(oneTimePasswordAlphabet.length)];
    }
    if (isValidPassword(password)) return password;
  }
}

export interface OneTimePassword {
  /** Shown once to whoever created the account; only its argon2id hash is stored. */
  password: string;
  passwordHash: string;
}

/** A new one-time password and the hash the new account is created with. */
export async function newOneTimePassword(passwords: PasswordHasher): Promise<OneTimePassword> {
  const password = generateOneTimePassword();
  return { password, passwordHash: await passwords.hash(password) };
}

/** Marks the account's password as the printed one; call in the transaction that creates it. */
export async function recordInitialPassword(
  db: DatabaseOrTransaction,
  user: Pick<UserRow, 'id' | 'passwordHash'>,
  now: Date,
): Promise<void> {
  await db
    .insert(initialPasswords)
    .values({ userId: user.id, passwordHash: user.passwordHash, issuedAt: now });
}

/** True while the person still signs in with the password they were given. */
export async function initialPasswordInUse(
  db: DatabaseOrTransaction,
  user: Pick<UserRow, 'id' | 'passwordHash'>,
): Promise<boolean> {
  const [initial] = await db
    .select({ passwordHash: initialPasswords.passwordHash })
    .from(initialPasswords)
    .where(eq(initialPasswords.userId, user.id));
  return initial?.passwordHash === user.passwordHash;
}
