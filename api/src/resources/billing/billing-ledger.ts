import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { periodLabel } from 'shared-ui/billing/billing-rules';
import type { DatabaseOrTransaction } from '../accounts/one-time-codes';
import { users } from '../accounts/schema';
import { billableEvents } from '../eid/schema';
import type { BillableEventKind } from '../eid/schema';
import { studioLocations } from '../finder/schema';
import { photos } from '../photos/schema';
import { periodOf } from './billing-period';
import type { PeriodRange } from './billing-period';
import type { InvoiceLine } from './schema';

/** One row of the ledger with what it bills: the transfer's location or the identified person. */
export interface LedgerRow {
  id: number;
  kind: BillableEventKind;
  amountCents: number;
  createdAt: Date;
  photoId: string | null;
  invoiceId: number | null;
  locationId: number | null;
  locationName: string | null;
  personId: number | null;
  personName: string | null;
}

export const ledgerTexts = {
  transfer: 'Fotoübertragung',
  identification: 'eID-Identifizierung',
  removedLocation: 'gelöschter Standort',
  removedPerson: 'entfernte Person',
  /** A row of an earlier month, billed late: `(Leistung im November 2026, nachberechnet)`. */
  lateService: (label: string) => `(Leistung im ${label}, nachberechnet)`,
} as const;

/**
 * The company's ledger rows in time order: of a month, of an invoice, or not yet invoiced from
 * before an instant (a month's run bills those: rows of earlier months that committed after
 * their month was closed come along).
 */
export async function ledgerRows(
  db: DatabaseOrTransaction,
  companyId: number,
  which: { range: PeriodRange } | { invoiceId: number } | { unbilledBefore: Date },
): Promise<LedgerRow[]> {
  const conditions: SQL[] = [eq(billableEvents.companyId, companyId)];
  if ('invoiceId' in which) {
    conditions.push(eq(billableEvents.invoiceId, which.invoiceId));
  } else if ('unbilledBefore' in which) {
    conditions.push(isNull(billableEvents.invoiceId));
    conditions.push(lt(billableEvents.createdAt, which.unbilledBefore));
  } else {
    conditions.push(gte(billableEvents.createdAt, which.range.start));
    conditions.push(lt(billableEvents.createdAt, which.range.end));
  }
  const rows = await db
    .select({
      event: billableEvents,
      locationId: studioLocations.id,
      locationName: studioLocations.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(billableEvents)
    .leftJoin(photos, eq(photos.id, billableEvents.photoId))
    .leftJoin(studioLocations, eq(studioLocations.id, photos.locationId))
    .leftJoin(users, eq(users.id, billableEvents.userId))
    .where(and(...conditions))
    .orderBy(asc(billableEvents.createdAt), asc(billableEvents.id));
  return rows.map(({ event, locationId, locationName, firstName, lastName }) => ({
    id: event.id,
    kind: event.kind,
    amountCents: event.amountCents,
    createdAt: event.createdAt,
    photoId: event.photoId,
    invoiceId: event.invoiceId,
    locationId,
    locationName,
    personId: event.userId,
    personName: firstName === null ? null : `${firstName} ${lastName}`,
  }));
}

/**
 * The invoice lines of ledger rows billed with `period`: transfers per location (quantity ×
 * price), one line per identified person. A row of an earlier month (it committed after that
 * month was closed) gets lines of its own that name its month, the time of that service. The
 * lines' sum is the sum of the rows, to the cent.
 */
export function invoiceLines(rows: LedgerRow[], period: string): InvoiceLine[] {
  const transfers = new Map<string, InvoiceLine>();
  const identifications: InvoiceLine[] = [];
  for (const row of rows) {
    const served = periodOf(row.createdAt);
    const late = served === period ? '' : ` ${ledgerTexts.lateService(periodLabel(served))}`;
    const ofMonth = served === period ? {} : { period: served };
    if (row.kind === 'photo_transfer') {
      const location = row.locationName ?? ledgerTexts.removedLocation;
      const key = `${served}\0${location}\0${row.amountCents}`;
      const line = transfers.get(key) ?? {
        kind: row.kind,
        description: `${ledgerTexts.transfer} – Standort ${location}${late}`,
        quantity: 0,
        unitCents: row.amountCents,
        totalCents: 0,
        ...ofMonth,
      };
      line.quantity += 1;
      line.totalCents += row.amountCents;
      transfers.set(key, line);
    } else {
      identifications.push({
        kind: row.kind,
        description: `${ledgerTexts.identification} – ${row.personName ?? ledgerTexts.removedPerson}${late}`,
        quantity: 1,
        unitCents: row.amountCents,
        totalCents: row.amountCents,
        ...ofMonth,
      });
    }
  }
  // Earlier months first, then by description.
  const order = (a: InvoiceLine, b: InvoiceLine) =>
    (a.period ?? period).localeCompare(b.period ?? period) ||
    a.description.localeCompare(b.description, 'de');
  return [...[...transfers.values()].sort(order), ...identifications.sort(order)];
}

export function sumCents(items: { amountCents: number }[]): number {
  return items.reduce((sum, item) => sum + item.amountCents, 0);
}

/** The ledger rows as CSV (semicolons and decimal commas, as German spreadsheets expect). */
export function ledgerCsv(rows: LedgerRow[], invoiceNumbers: Map<number, string>): string {
  const header = [
    'Buchung',
    'Zeitpunkt',
    'Art',
    'Standort',
    'Person',
    'Foto',
    'Betrag (EUR)',
    'Rechnung',
  ];
  const cell = (raw: string) => {
    // A name starting with = + - @ would run as a formula in a spreadsheet.
    const value = /^[=+\-@]/.test(raw) ? `'${raw}` : raw;
    return /[;"\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  };
  const lines = rows.map((row) =>
    [
      String(row.id),
      row.createdAt.toISOString(),
      row.kind === 'photo_transfer' ? ledgerTexts.transfer : ledgerTexts.identification,
      row.kind === 'photo_transfer' ? (row.locationName ?? ledgerTexts.removedLocation) : '',
      row.kind === 'eid_identification' ? (row.personName ?? ledgerTexts.removedPerson) : '',
      row.photoId ?? '',
      `${Math.floor(row.amountCents / 100)},${String(row.amountCents % 100).padStart(2, '0')}`,
      row.invoiceId === null ? '' : (invoiceNumbers.get(row.invoiceId) ?? ''),
    ]
      .map(cell)
      .join(';'),
  );
  return `${[header.join(';'), ...lines].join('\r\n')}\r\n`;
}
