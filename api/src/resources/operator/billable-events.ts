import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../kernel/database/database';
import { billableEvents } from '../eid/schema';
import type { BillableEventKind } from '../eid/schema';
import { users } from '../accounts/schema';

/** How the console names each kind of billable event. */
export const billableEventDescriptions: Record<BillableEventKind, string> = {
  eid_identification: 'eID-Identifizierung (einmalig je Person)',
  photo_transfer: 'Fotoübertragung',
};

export interface BillableEvent {
  id: number;
  /** Name of the person; null when the person has been removed since. */
  person: string | null;
  description: string;
  amountEur: number;
  occurredAt: Date;
}

/** The company's billable events (ARCHITECTURE.md §4), newest first. */
export async function billableEventsOfCompany(
  db: Database,
  companyId: number,
): Promise<BillableEvent[]> {
  const rows = await db
    .select({ event: billableEvents, firstName: users.firstName, lastName: users.lastName })
    .from(billableEvents)
    .leftJoin(users, eq(users.id, billableEvents.userId))
    .where(eq(billableEvents.companyId, companyId))
    .orderBy(desc(billableEvents.createdAt), desc(billableEvents.id));
  return rows.map(({ event, firstName, lastName }) => ({
    id: event.id,
    person: firstName === null ? null : `${firstName} ${lastName}`,
    description: billableEventDescriptions[event.kind],
    amountEur: event.amountCents / 100,
    occurredAt: event.createdAt,
  }));
}
