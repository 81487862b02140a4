import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../kernel/database/database';
import { refreshTokens } from '../sessions/schema';
import { studioLocations } from '../finder/schema';
import { companies, users } from '../accounts/schema';
import type { CompanyRow, UserRow } from '../accounts/schema';
import { recordDecision } from './operator-decisions';

export const companySearchLimit = 50;

export interface CompanySummary {
  company: CompanyRow;
  owner: UserRow | null;
  people: number;
  locations: number;
  pendingLocations: number;
}

/** `%`, `_` and `\` typed by the operator are searched for literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Companies whose name, whose people's names or e-mail addresses or whose locations' postcodes
 * contain the text (case-insensitive); all companies, newest first, for an empty text. At most
 * 50. A person's name is matched as "Vorname Nachname", "Nachname Vorname" and "Nachname,
 * Vorname", since operators type names the way the caller on the phone said them.
 */
export async function searchCompanies(db: Database, text: string): Promise<CompanySummary[]> {
  const term = text.trim();
  const pattern = containsPattern(term.toLowerCase());
  const matches = term
    ? sql`(
        lower(${companies.name}) LIKE ${pattern}
        OR EXISTS (
          SELECT 1 FROM users u WHERE u.company_id = ${companies.id} AND (
            lower(u.email) LIKE ${pattern}
            OR lower(u.first_name || ' ' || u.last_name) LIKE ${pattern}
            OR lower(u.last_name || ', ' || u.first_name) LIKE ${pattern}
            OR lower(u.last_name || ' ' || u.first_name) LIKE ${pattern}
          )
        )
        OR EXISTS (SELECT 1 FROM studio_locations s WHERE s.company_id = ${companies.id} AND s.zipcode LIKE ${pattern})
      )`
    : undefined;
  const found = await db
    .select()
    .from(companies)
    .where(matches)
    .orderBy(
      ...(term
        ? [asc(companies.name), asc(companies.id)]
        : [desc(companies.createdAt), desc(companies.id)]),
    )
    .limit(companySearchLimit);
  if (found.length === 0) return [];

  const ids = found.map((company) => company.id);
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.companyId, ids))
    .orderBy(asc(users.id));
  const locations = await db
    .select({ companyId: studioLocations.companyId, reviewStatus: studioLocations.reviewStatus })
    .from(studioLocations)
    .where(inArray(studioLocations.companyId, ids));
  return found.map((company) => {
    const members = people.filter((person) => person.companyId === company.id);
    const own = locations.filter((location) => location.companyId === company.id);
    return {
      company,
      owner: members.find((person) => person.userType === 'owner') ?? null,
      people: members.length,
      locations: own.length,
      pendingLocations: own.filter((location) => location.reviewStatus === 'pending').length,
    };
  });
}

export type CompanyState = 'active' | 'unconfirmed' | 'blocked';

/**
 * What the operator sees as the company's state: a block comes first; a company whose owner
 * never confirmed the e-mail address has not finished its registration and is not active yet.
 */
export function companyStateOf(company: CompanyRow, owner: UserRow | null): CompanyState {
  if (company.blockedAt) return 'blocked';
  if (owner && !owner.isVerified) return 'unconfirmed';
  return 'active';
}

export async function findCompany(db: Database, id: number): Promise<CompanyRow | null> {
  const [company] = await db.select().from(companies).where(eq(companies.id, id));
  return company ?? null;
}

export function peopleOfCompany(db: Database, companyId: number) {
  return db
    .select()
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export function locationsOfCompany(db: Database, companyId: number) {
  return db
    .select()
    .from(studioLocations)
    .where(eq(studioLocations.companyId, companyId))
    .orderBy(asc(studioLocations.name), asc(studioLocations.id));
}

export type BlockOutcome =
  | { changed: true; company: CompanyRow; endedSessions: number }
  | { changed: false; problem: 'not-found' | 'already' };

/**
 * Blocks a company: its people are refused at log-in, refresh and every call from now on
 * (their access tokens too, as requireUser checks the company), all their refresh tokens are
 * revoked, and the finder no longer shows its studios. Nothing is deleted.
 */
export async function blockCompany(
  db: Database,
  {
    companyId,
    operator,
    reason,
    now,
  }: { companyId: number; operator: UserRow; reason: string; now: Date },
): Promise<BlockOutcome> {
  return db.transaction(async (tx) => {
    const [blocked] = await tx
      .update(companies)
      .set({ blockedAt: now, blockReason: reason })
      .where(and(eq(companies.id, companyId), isNull(companies.blockedAt)))
      .returning();
    if (!blocked) return { changed: false, problem: await missingOrUnchanged(tx, companyId) };
    const ended = await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          isNull(refreshTokens.revokedAt),
          inArray(
            refreshTokens.userId,
            tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId)),
          ),
        ),
      )
      .returning({ id: refreshTokens.id });
    await recordDecision(tx, {
      operator,
      action: 'company_blocked',
      companyId,
      target: blocked.name,
      reason,
      at: now,
    });
    return { changed: true, company: blocked, endedSessions: ended.length };
  });
}

export type UnblockOutcome =
  { changed: true; company: CompanyRow } | { changed: false; problem: 'not-found' | 'already' };

/** Lifts a block: the people may sign in again and the approved studios return to the finder. */
export async function unblockCompany(
  db: Database,
  {
    companyId,
    operator,
    reason,
    now,
  }: {
    companyId: number;
    operator: UserRow;
    reason: string | null;
    now: Date;
  },
): Promise<UnblockOutcome> {
  return db.transaction(async (tx) => {
    const [unblocked] = await tx
      .update(companies)
      .set({ blockedAt: null, blockReason: null })
      .where(and(eq(companies.id, companyId), isNotNull(companies.blockedAt)))
      .returning();
    if (!unblocked) return { changed: false, problem: await missingOrUnchanged(tx, companyId) };
    await recordDecision(tx, {
      operator,
      action: 'company_unblocked',
      companyId,
      target: unblocked.name,
      reason,
      at: now,
    });
    return { changed: true, company: unblocked };
  });
}

async function missingOrUnchanged(
  tx: Pick<Database, 'select'>,
  companyId: number,
): Promise<'not-found' | 'already'> {
  const [existing] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  return existing ? 'already' : 'not-found';
}
