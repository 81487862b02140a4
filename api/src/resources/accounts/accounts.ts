import { eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from './one-time-codes';
import { authorities } from '../authorities/schema';
import type { AuthorityRow } from '../authorities/schema';
import { companies, emailMatches, users } from './schema';
import type { CompanyRow, UserRow } from './schema';

/**
 * A person with the company they belong to (none for operators and clerks) and, for a clerk,
 * their authority.
 */
export interface Account {
  user: UserRow;
  company: CompanyRow | null;
  authority: AuthorityRow | null;
}

export function findAccountByEmail(
  db: DatabaseOrTransaction,
  email: string,
): Promise<Account | null> {
  return findAccount(db, emailMatches(email));
}

export function findAccountById(db: DatabaseOrTransaction, id: number): Promise<Account | null> {
  return findAccount(db, eq(users.id, id));
}

/**
 * The person by id and, read in the same statement, whether `condition` holds for them (a
 * signed-in call asks whether its session is still open: one round trip instead of two).
 */
export async function findAccountByIdWhere(
  db: DatabaseOrTransaction,
  id: number,
  condition: SQL<boolean>,
): Promise<{ account: Account; holds: boolean } | null> {
  const [row] = await selectAccounts(db, { holds: condition }).where(eq(users.id, id));
  if (!row) return null;
  const { holds, ...account } = row;
  return { account, holds };
}

async function findAccount(db: DatabaseOrTransaction, where: SQL): Promise<Account | null> {
  const [row] = await selectAccounts(db, {}).where(where);
  return row ?? null;
}

function selectAccounts<Extra extends Record<string, SQL>>(
  db: DatabaseOrTransaction,
  extra: Extra,
) {
  return db
    .select({ user: users, company: companies, authority: authorities, ...extra })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(authorities, eq(authorities.id, users.authorityId));
}

/**
 * Why an account may not use the platform now, as the German answer; null when it may.
 * Blocking is set by the operators (issue 10); a blocked company's people are refused at
 * log-in, at token refresh and on every authenticated call; so are the clerks of an authority
 * the operators disabled.
 */
export function accountRefusal(account: Account): string | null {
  if (!account.user.isVerified) return accountMessages.unverified;
  if (account.company?.blockedAt) return companyBlockedDetail(account.company.blockReason);
  if (account.authority?.disabledAt) return accountMessages.authorityDisabled;
  return null;
}

export const accountMessages = {
  unverified:
    'Ihre E-Mail-Adresse ist noch nicht bestätigt. Bitte geben Sie zuerst den Bestätigungscode ein, den wir Ihnen per E-Mail gesendet haben.',
  authorityDisabled:
    'Der Zugang Ihrer Behörde ist deaktiviert. Bitte wenden Sie sich an den Bildbote-Support.',
} as const;

export function companyBlockedDetail(reason: string | null): string {
  const base =
    'Der Zugang Ihres Unternehmens ist gesperrt. Bitte wenden Sie sich an den Bildbote-Support.';
  return reason ? `${base} Grund: ${reason}` : base;
}
