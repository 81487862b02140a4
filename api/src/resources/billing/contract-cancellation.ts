import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../accounts/one-time-codes';
import { addDays, berlinDate, germanDate, periodRange } from './billing-period';
import { contractCancellations } from './schema';
import type { ContractCancellationRow } from './schema';

/** The terms: „Kündigung 14 Tage zum Monatsende“. */
export const cancellationNoticeDays = 14;

export const cancellationMessages = {
  terms: `Sie können Ihren Vertrag jederzeit mit einer Frist von ${cancellationNoticeDays} Tagen zum Monatsende kündigen.`,
  wouldEnd: (endsOn: string) =>
    `Kündigen Sie heute, endet Ihr Vertrag mit Ablauf des ${germanDate(endsOn)}.`,
  cancelled: (endsOn: string) =>
    `Ihre Kündigung ist eingegangen. Ihr Vertrag endet mit Ablauf des ${germanDate(endsOn)}; bis dahin können Sie Fotos wie gewohnt senden. Der letzte Monat wird wie gewohnt abgerechnet.`,
  alreadyCancelled: (endsOn: string) =>
    `Ihr Vertrag ist bereits gekündigt und endet mit Ablauf des ${germanDate(endsOn)}.`,
  ended: (endsOn: string) =>
    `Ihr Bildbote-Vertrag ist mit Ablauf des ${germanDate(endsOn)} beendet: Fotos können nicht mehr gesendet werden.`,
} as const;

/** The last day of the month of `YYYY-MM-DD`. */
function lastDayOfMonth(isoDate: string): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/**
 * The day the contract ends when notice is given on `noticeOn` (a date in Berlin): the last day
 * of that month when at least 14 days of the month remain after the day of notice (notice on
 * 16 November ends on 30 November), else the last day of the next month (notice on 17 November
 * ends on 31 December).
 */
export function contractEndsOn(noticeOn: string): string {
  const monthEnd = lastDayOfMonth(noticeOn);
  if (addDays(noticeOn, cancellationNoticeDays) <= monthEnd) return monthEnd;
  return lastDayOfMonth(addDays(monthEnd, 1));
}

/** The instant the contract has ended: 00:00 in Berlin on the day after `endsOn`. */
export function contractEndedAt(endsOn: string): Date {
  return periodRange(endsOn.slice(0, 7)).end;
}

export async function contractCancellation(
  db: DatabaseOrTransaction,
  companyId: number,
): Promise<ContractCancellationRow | null> {
  const [row] = await db
    .select()
    .from(contractCancellations)
    .where(eq(contractCancellations.companyId, companyId));
  return row ?? null;
}

/**
 * Records the owner's notice, once: the end is computed here, from the server's clock in
 * Berlin. Answers the cancellation and whether this call made it (false: it existed before).
 */
export async function cancelContract(
  db: DatabaseOrTransaction,
  companyId: number,
  userId: number,
  now: Date,
): Promise<{ cancellation: ContractCancellationRow; created: boolean }> {
  const endsOn = contractEndsOn(berlinDate(now));
  const [created] = await db
    .insert(contractCancellations)
    .values({
      companyId,
      requestedAt: now,
      requestedBy: userId,
      endsOn,
      endedAt: contractEndedAt(endsOn),
    })
    .onConflictDoNothing()
    .returning();
  if (created) return { cancellation: created, created: true };
  return { cancellation: (await contractCancellation(db, companyId))!, created: false };
}

/** The cancellation when the contract has ended by `now`, else null. */
export async function endedContract(
  db: DatabaseOrTransaction,
  companyId: number,
  now: Date,
): Promise<ContractCancellationRow | null> {
  const cancellation = await contractCancellation(db, companyId);
  return cancellation && cancellation.endedAt <= now ? cancellation : null;
}
