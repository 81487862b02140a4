import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../kernel/database/database';
import { studioLocations } from '../finder/schema';
import type { DatabaseOrTransaction } from '../accounts/one-time-codes';
import { companies, users } from '../accounts/schema';
import type { CompanyRow, UserRow } from '../accounts/schema';
import { locationLabel, recordDecision } from './operator-decisions';
import { locationResubmissions } from './schema';

export type StudioLocationRow = typeof studioLocations.$inferSelect;

export interface QueueEntry {
  location: StudioLocationRow;
  company: CompanyRow;
  owner: UserRow | null;
  /** When the owner last sent it for review: the creation or the latest resubmission. */
  submittedAt: Date;
  resubmissions: number;
  previousRejectionReason: string | null;
}

/** The owner of a company (the person who registered it), or null when none is left. */
export async function companyOwner(
  db: DatabaseOrTransaction,
  companyId: number,
): Promise<UserRow | null> {
  const [owner] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.userType, 'owner')))
    .orderBy(asc(users.id))
    .limit(1);
  return owner ?? null;
}

/** Locations waiting for review, longest waiting first. Demo studios have no company: never. */
export async function reviewQueue(db: Database): Promise<QueueEntry[]> {
  const rows = await db
    .select({ location: studioLocations, company: companies })
    .from(studioLocations)
    .innerJoin(companies, eq(companies.id, studioLocations.companyId))
    .where(eq(studioLocations.reviewStatus, 'pending'));
  if (rows.length === 0) return [];

  const companyIds = [...new Set(rows.map((row) => row.company.id))];
  const owners = await db
    .select()
    .from(users)
    .where(and(inArray(users.companyId, companyIds), eq(users.userType, 'owner')))
    .orderBy(asc(users.id));
  const ownerOf = new Map<number, UserRow>();
  for (const owner of owners)
    if (!ownerOf.has(owner.companyId!)) ownerOf.set(owner.companyId!, owner);

  const history = await db
    .select()
    .from(locationResubmissions)
    .where(
      inArray(
        locationResubmissions.locationId,
        rows.map((row) => row.location.id),
      ),
    )
    .orderBy(desc(locationResubmissions.resubmittedAt), desc(locationResubmissions.id));

  return rows
    .map(({ location, company }) => {
      const resubmissions = history.filter((entry) => entry.locationId === location.id);
      const latest = resubmissions[0];
      return {
        location,
        company,
        owner: ownerOf.get(company.id) ?? null,
        submittedAt: latest?.resubmittedAt ?? location.createdAt,
        resubmissions: resubmissions.length,
        previousRejectionReason: latest?.rejectionReason ?? null,
      };
    })
    .sort(
      (a, b) => a.submittedAt.getTime() - b.submittedAt.getTime() || a.location.id - b.location.id,
    );
}

export type ReviewDecision = { verdict: 'approve' } | { verdict: 'reject'; reason: string };

export type ReviewOutcome =
  | { decided: true; location: StudioLocationRow; owner: UserRow | null }
  | { decided: false; problem: 'not-found' | 'not-pending' | 'no-certificate' };

/**
 * Approves or rejects a pending location and records the decision, in one transaction. Two
 * operators deciding at once: only the first finds it pending.
 */
export async function decideOnLocation(
  db: Database,
  {
    locationId,
    operator,
    decision,
    now,
  }: {
    locationId: number;
    operator: UserRow;
    decision: ReviewDecision;
    now: Date;
  },
): Promise<ReviewOutcome> {
  return db.transaction(async (tx) => {
    const approving = decision.verdict === 'approve';
    const [decided] = await tx
      .update(studioLocations)
      .set({
        reviewStatus: approving ? 'approved' : 'rejected',
        reviewReason: approving ? null : decision.reason,
        reviewedAt: now,
      })
      .where(
        and(
          eq(studioLocations.id, locationId),
          eq(studioLocations.reviewStatus, 'pending'),
          isNotNull(studioLocations.companyId),
          // Only a proof that was looked at can be approved.
          approving ? isNotNull(studioLocations.certificateFile) : undefined,
        ),
      )
      .returning();
    if (!decided) {
      const [existing] = await tx
        .select()
        .from(studioLocations)
        .where(and(eq(studioLocations.id, locationId), isNotNull(studioLocations.companyId)));
      if (!existing) return { decided: false, problem: 'not-found' } as const;
      if (existing.reviewStatus !== 'pending')
        return { decided: false, problem: 'not-pending' } as const;
      return { decided: false, problem: 'no-certificate' } as const;
    }
    await recordDecision(tx, {
      operator,
      action: approving ? 'location_approved' : 'location_rejected',
      companyId: decided.companyId!,
      locationId: decided.id,
      target: locationLabel(decided),
      reason: approving ? null : decision.reason,
      at: now,
    });
    return { decided: true, location: decided, owner: await companyOwner(tx, decided.companyId!) };
  });
}

export type WithdrawalOutcome =
  | { withdrawn: true; location: StudioLocationRow; owner: UserRow | null }
  | { withdrawn: false; problem: 'not-found' | 'not-approved' };

/**
 * Takes back the approval of a location (issue 23): it becomes "rejected" with the reason, so
 * the studio sees it like a rejection and may resubmit it with a new proof, and the finder no
 * longer lists it. Recorded in the same transaction; of two operators only the first succeeds.
 */
export async function withdrawApproval(
  db: Database,
  {
    locationId,
    operator,
    reason,
    now,
  }: { locationId: number; operator: UserRow; reason: string; now: Date },
): Promise<WithdrawalOutcome> {
  return db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(studioLocations)
      .set({ reviewStatus: 'rejected', reviewReason: reason, reviewedAt: now })
      .where(
        and(
          eq(studioLocations.id, locationId),
          eq(studioLocations.reviewStatus, 'approved'),
          isNotNull(studioLocations.companyId),
        ),
      )
      .returning();
    if (!withdrawn) {
      const [existing] = await tx
        .select({ id: studioLocations.id })
        .from(studioLocations)
        .where(and(eq(studioLocations.id, locationId), isNotNull(studioLocations.companyId)));
      return { withdrawn: false, problem: existing ? 'not-approved' : 'not-found' } as const;
    }
    await recordDecision(tx, {
      operator,
      action: 'location_approval_withdrawn',
      companyId: withdrawn.companyId!,
      locationId: withdrawn.id,
      target: locationLabel(withdrawn),
      reason,
      at: now,
    });
    return {
      withdrawn: true,
      location: withdrawn,
      owner: await companyOwner(tx, withdrawn.companyId!),
    };
  });
}
