import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../kernel/database/database';
import type { DatabaseOrTransaction } from '../accounts/one-time-codes';
import type { UserRow } from '../accounts/schema';
import { operatorDecisions } from './schema';
import type { OperatorAction } from 'shared-ui/contracts/operator-contract';

/**
 * The record of operator decisions (issue 10 "Audit"): who decided what about which company
 * or location, when and why. Written in the same transaction as the decision itself, so no
 * decision exists without its record; read-only for everybody after that (the table's trigger
 * refuses UPDATE and DELETE, and no route offers either).
 */
export interface Decision {
  operator: UserRow;
  action: OperatorAction;
  companyId: number;
  locationId?: number;
  target: string;
  reason?: string | null;
  at: Date;
}

export async function recordDecision(tx: DatabaseOrTransaction, decision: Decision) {
  await tx.insert(operatorDecisions).values({
    decidedAt: decision.at,
    operatorId: decision.operator.id,
    operatorEmail: decision.operator.email,
    action: decision.action,
    companyId: decision.companyId,
    locationId: decision.locationId ?? null,
    target: decision.target,
    reason: decision.reason ?? null,
  });
}

export function decisionsAboutCompany(db: Database, companyId: number) {
  return db
    .select()
    .from(operatorDecisions)
    .where(eq(operatorDecisions.companyId, companyId))
    .orderBy(desc(operatorDecisions.decidedAt), desc(operatorDecisions.id));
}

/** How a location is named in the record and in mails: name and full address. */
export function locationLabel(location: {
  name: string;
  address: string;
  zipcode: string;
  city: string;
}): string {
  return `${location.name} (${location.address}, ${location.zipcode} ${location.city})`;
}
