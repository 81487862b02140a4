import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../kernel/database/database';
import { violatedUniqueConstraint } from '../../kernel/database/database-errors';
import { ApiError, notFound } from '../../kernel/http/api-error';
import type { PasswordHasher } from '../../kernel/passwords/password-hasher';
import { findAccountByEmail } from '../accounts/accounts';
import { newOneTimePassword, recordInitialPassword } from '../accounts/initial-passwords';
import type { DatabaseOrTransaction } from '../accounts/one-time-codes';
import { normalizeEmail, users } from '../accounts/schema';
import type { UserRow } from '../accounts/schema';
import { operatorAccountMessages } from '../operator/operator-accounts';
import { refreshTokens } from '../sessions/schema';
import { authorities, authorityApiKeys } from './schema';
import type { AuthorityApiKeyRow, AuthorityRow } from './schema';

/**
 * Authorities ("Bürgeramt Kiel") and their clerks (ARCHITECTURE.md section 8): created only by
 * operators (CLI or /Betrieb). A clerk is a user of type 'authority' with a one-time password
 * that the desk refuses until it has been replaced, like an operator account. Disabling an
 * authority ends its clerks' sessions; their log-ins and the authority's keys are refused until
 * it is enabled again. Inputs are validated by the callers (newAuthoritySchema, newClerkSchema).
 */
export const authorityMessages = {
  notFound: 'Diese Behörde wurde nicht gefunden.',
  nameTaken: (name: string) => `Eine Behörde mit dem Namen „${name}“ gibt es bereits.`,
  emailTaken: operatorAccountMessages.emailTaken,
} as const;

/** Clerks are named after their authority; they have no personal data beyond the address. */
const clerkFirstName = 'Sachbearbeitung';

export interface CreatedClerk {
  clerk: UserRow;
  /** Shown once to the operator; only its argon2id hash is stored. */
  oneTimePassword: string;
}

export interface CreatedAuthority extends CreatedClerk {
  authority: AuthorityRow;
}

export async function createAuthority(
  db: Database,
  passwords: PasswordHasher,
  { name, email }: { name: string; email: string },
  now: Date,
): Promise<CreatedAuthority> {
  const authorityName = name.trim();
  const address = await freeAddress(db, email);
  const { password, passwordHash } = await newOneTimePassword(passwords);
  try {
    return await db.transaction(async (tx) => {
      const [authority] = await tx
        .insert(authorities)
        .values({ name: authorityName, createdAt: now })
        .returning();
      const clerk = await insertClerk(tx, authority!, address, passwordHash, now);
      return { authority: authority!, clerk, oneTimePassword: password };
    });
  } catch (error) {
    throw refusalOfDuplicate(error, { name: authorityName, email: address }) ?? error;
  }
}

export async function addClerk(
  db: Database,
  passwords: PasswordHasher,
  authorityId: number,
  email: string,
  now: Date,
): Promise<CreatedClerk> {
  const authority = await findAuthority(db, authorityId);
  const address = await freeAddress(db, email);
  const { password, passwordHash } = await newOneTimePassword(passwords);
  try {
    const clerk = await db.transaction((tx) =>
      insertClerk(tx, authority, address, passwordHash, now),
    );
    return { clerk, oneTimePassword: password };
  } catch (error) {
    throw refusalOfDuplicate(error, { name: authority.name, email: address }) ?? error;
  }
}

/** The authority, or 404. */
export async function findAuthority(db: DatabaseOrTransaction, id: number): Promise<AuthorityRow> {
  const [authority] = await db.select().from(authorities).where(eq(authorities.id, id));
  if (!authority) throw notFound(authorityMessages.notFound);
  return authority;
}

/**
 * Disables the authority and ends every session of its clerks in one transaction; their access
 * tokens fail at the next call (requireUser reads the authority each time). Disabling a disabled
 * authority changes nothing.
 */
export async function disableAuthority(db: Database, id: number, now: Date): Promise<AuthorityRow> {
  return db.transaction(async (tx) => {
    const authority = await findAuthority(tx, id);
    if (authority.disabledAt) return authority;
    const [disabled] = await tx
      .update(authorities)
      .set({ disabledAt: now })
      .where(eq(authorities.id, id))
      .returning();
    const clerks = tx.select({ id: users.id }).from(users).where(eq(users.authorityId, id));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(inArray(refreshTokens.userId, clerks), isNull(refreshTokens.revokedAt)));
    return disabled!;
  });
}

export async function enableAuthority(db: Database, id: number): Promise<AuthorityRow> {
  await findAuthority(db, id);
  const [enabled] = await db
    .update(authorities)
    .set({ disabledAt: null })
    .where(eq(authorities.id, id))
    .returning();
  return enabled!;
}

export interface AuthorityOverview {
  authority: AuthorityRow;
  clerks: UserRow[];
  apiKeys: AuthorityApiKeyRow[];
}

/** Every authority by name, with its clerks (by address) and keys (newest first). */
export async function listAuthorities(db: Database): Promise<AuthorityOverview[]> {
  const rows = await db
    .select()
    .from(authorities)
    .orderBy(asc(authorities.name), asc(authorities.id));
  return withClerksAndKeys(db, rows);
}

/** One authority as the list shows it, or 404. */
export async function authorityOverview(db: Database, id: number): Promise<AuthorityOverview> {
  const [overview] = await withClerksAndKeys(db, [await findAuthority(db, id)]);
  return overview!;
}

async function withClerksAndKeys(db: Database, rows: AuthorityRow[]): Promise<AuthorityOverview[]> {
  const ids = rows.map((authority) => authority.id);
  if (ids.length === 0) return [];
  const [clerks, apiKeys] = await Promise.all([
    db.select().from(users).where(inArray(users.authorityId, ids)).orderBy(asc(users.email)),
    db
      .select()
      .from(authorityApiKeys)
      .where(inArray(authorityApiKeys.authorityId, ids))
      .orderBy(desc(authorityApiKeys.createdAt), desc(authorityApiKeys.id)),
  ]);
  return rows.map((authority) => ({
    authority,
    clerks: clerks.filter((clerk) => clerk.authorityId === authority.id),
    apiKeys: apiKeys.filter((key) => key.authorityId === authority.id),
  }));
}

async function freeAddress(db: Database, email: string): Promise<string> {
  const address = normalizeEmail(email);
  if (await findAccountByEmail(db, address)) {
    throw conflictOn('email', authorityMessages.emailTaken(address));
  }
  return address;
}

async function insertClerk(
  tx: DatabaseOrTransaction,
  authority: AuthorityRow,
  email: string,
  passwordHash: string,
  now: Date,
): Promise<UserRow> {
  const [clerk] = await tx
    .insert(users)
    .values({
      companyId: null,
      authorityId: authority.id,
      userType: 'authority',
      username: `behoerde-${randomUUID()}`,
      email,
      passwordHash,
      salutation: 'Keine Anrede',
      firstName: clerkFirstName,
      lastName: authority.name,
      dateOfBirth: null,
      isVerified: true,
      createdAt: now,
    })
    .returning();
  await recordInitialPassword(tx, clerk!, now);
  return clerk!;
}

/** A race lost to another request with the same name or address, as a 409 on the field. */
function refusalOfDuplicate(error: unknown, { name, email }: { name: string; email: string }) {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'authorities_name_unique') {
    return conflictOn('name', authorityMessages.nameTaken(name));
  }
  if (constraint === 'users_email_unique') {
    return conflictOn('email', authorityMessages.emailTaken(email));
  }
  return null;
}

function conflictOn(field: 'name' | 'email', message: string): ApiError {
  return new ApiError(409, 'conflict', message, { [field]: [message] });
}
