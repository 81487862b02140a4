import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lt, max, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatEuro, periodLabel, vatCents } from 'shared-ui/billing/billing-rules';
import type { ApiContext } from '../../kernel/api-deps';
import { badRequest } from '../../kernel/http/api-error';
import { renderMail } from '../../kernel/mail/mail-layout';
import { companies, users } from '../accounts/schema';
import { billableEvents } from '../eid/schema';
import { studioLocations } from '../finder/schema';
import { takeLease } from '../photos/photo-sweeper';
import { invoiceLines, ledgerRows, sumCents } from './billing-ledger';
import {
  addDays,
  berlinDate,
  isPeriod,
  periodOf,
  periodRange,
  previousPeriod,
} from './billing-period';
import { invoicePdf, paymentNote } from './invoice-pdf';
import { billingRuns, invoices, sepaMandates } from './schema';
import type { InvoiceParty, InvoiceRow, InvoiceSeller, SepaMandateRow } from './schema';
import { mandateInForce } from './sepa-mandates';
import { pain008 } from './sepa-direct-debit';
import type { DirectDebit } from './sepa-direct-debit';

/** Days from the invoice date to its due date: also the SEPA pre-notification period. */
export const paymentTermDays = 14;

/** Taken by every monthly run inside its transaction: runs of any month happen one at a time. */
const billingLockKey = 7_346_118_319;

export const billingRunMessages = {
  invalidPeriod: 'Bitte geben Sie einen Monat im Format JJJJ-MM an.',
  monthNotOver: (period: string) =>
    `Der ${periodLabel(period)} ist noch nicht zu Ende und kann erst danach abgerechnet werden.`,
} as const;

export interface CloseResult {
  period: string;
  /** False when the month had been closed before: nothing changed. */
  closed: boolean;
  invoices: InvoiceRow[];
}

/** `BB-2026-000001`: the invoice numbers of a year count up without gaps. */
export function invoiceNumber(year: number, sequence: number): string {
  return `BB-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Closes a month: one invoice per company with unbilled ledger rows up to the month's end (its
 * own, and rows of earlier months that committed after those were closed; an earlier month not
 * closed yet keeps its rows for its own run, whatever order months are closed in), each row linked to
 * its invoice, numbers assigned without gaps; then the invoices are mailed. Idempotent: a month
 * closed before changes nothing (unmailed invoices are mailed). Several runs at once, in one
 * or several API processes, wait for each other on a database lock.
 */
export async function closeMonth(
  deps: ApiContext,
  period: string,
  closedBy: string,
): Promise<CloseResult> {
  if (!isPeriod(period))
    throw badRequest(billingRunMessages.invalidPeriod, {
      period: [billingRunMessages.invalidPeriod],
    });
  const now = deps.clock();
  const range = periodRange(period);
  if (range.end > now) {
    const message = billingRunMessages.monthNotOver(period);
    throw badRequest(message, { period: [message] });
  }
  const db = deps.database.db;
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${billingLockKey})`);
    const [done] = await tx.select().from(billingRuns).where(eq(billingRuns.period, period));
    if (done) return null;
    await tx.insert(billingRuns).values({ period, closedAt: now, closedBy });
    // This month and the closed ones: rows of an earlier month not closed yet wait for its run.
    const closedMonths = new Set(
      (await tx.select({ period: billingRuns.period }).from(billingRuns)).map((run) => run.period),
    );
    const billed = await tx
      .selectDistinct({ companyId: billableEvents.companyId })
      .from(billableEvents)
      .where(
        and(
          isNull(billableEvents.invoiceId),
          isNotNull(billableEvents.companyId),
          // Rows of earlier, closed months come along: one that committed after its month
          // was closed (its transaction began before the close) is billed now, never lost.
          lt(billableEvents.createdAt, range.end),
        ),
      )
      .orderBy(asc(billableEvents.companyId));
    const issuedOn = berlinDate(now);
    const year = Number(issuedOn.slice(0, 4));
    const [last] = await tx
      .select({ sequence: max(invoices.sequence) })
      .from(invoices)
      .where(eq(invoices.year, year));
    let sequence = last?.sequence ?? 0;
    const issued: InvoiceRow[] = [];
    for (const { companyId } of billed) {
      const rows = (await ledgerRows(tx, companyId!, { unbilledBefore: range.end })).filter((row) =>
        closedMonths.has(periodOf(row.createdAt)),
      );
      const net = sumCents(rows);
      if (net === 0) continue;
      const vat = vatCents(net);
      const mandate = await mandateInForce(tx, companyId!, now);
      sequence += 1;
      const [invoice] = await tx
        .insert(invoices)
        .values({
          number: invoiceNumber(year, sequence),
          year,
          sequence,
          period,
          companyId,
          issuedAt: now,
          dueOn: addDays(issuedOn, paymentTermDays),
          netCents: net,
          vatCents: vat,
          grossCents: net + vat,
          payment: mandate ? 'sepa' : 'transfer',
          mandateId: mandate?.id ?? null,
          seller: sellerOf(deps),
          buyer: await buyerOf(tx, companyId!),
          lines: invoiceLines(rows, period),
        })
        .returning();
      await tx
        .update(billableEvents)
        .set({ invoiceId: invoice!.id })
        .where(
          inArray(
            billableEvents.id,
            rows.map((row) => row.id),
          ),
        );
      issued.push(invoice!);
    }
    return issued;
  });
  await mailInvoices(deps, period);
  if (created === null) {
    return { period, closed: false, invoices: await invoicesOfPeriod(deps, period) };
  }
  return { period, closed: true, invoices: created };
}

function sellerOf({ config }: ApiContext): InvoiceSeller {
  const { company, billing } = config;
  return {
    name: company.name,
    street: company.street,
    postcode: company.postcode,
    city: company.city,
    email: company.email,
    phone: company.phone,
    vatId: company.vatId,
    taxNumber: billing.taxNumber,
    managingDirector: company.managingDirector,
    registerCourt: company.registerCourt,
    registerNumber: company.registerNumber,
    iban: billing.iban,
    bic: billing.bic,
    creditorId: billing.creditorId,
  };
}

/**
 * The buyer as printed: the company's name and the address of its first approved location
 * (registration asks for no separate company address), else of its first location.
 */
async function buyerOf(
  tx: Parameters<typeof ledgerRows>[0],
  companyId: number,
): Promise<InvoiceParty> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  const locations = await tx
    .select()
    .from(studioLocations)
    .where(eq(studioLocations.companyId, companyId))
    .orderBy(asc(studioLocations.id));
  const place = locations.find((location) => location.reviewStatus === 'approved') ?? locations[0];
  const [owner] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.userType, 'owner')))
    .orderBy(asc(users.id));
  return {
    name: company?.name ?? '–',
    street: place?.address ?? '–',
    postcode: place?.zipcode ?? '',
    city: place?.city ?? '',
    ...(owner ? { email: owner.email } : {}),
  };
}

export function invoicesOfPeriod(deps: ApiContext, period: string): Promise<InvoiceRow[]> {
  return deps.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.period, period))
    .orderBy(asc(invoices.sequence));
}

export async function mandateOf(
  deps: ApiContext,
  invoice: InvoiceRow,
): Promise<SepaMandateRow | null> {
  if (invoice.mandateId === null) return null;
  const [mandate] = await deps.database.db
    .select()
    .from(sepaMandates)
    .where(eq(sepaMandates.id, invoice.mandateId));
  return mandate ?? null;
}

/** `Rechnung-BB-2026-000001.pdf`. */
export function invoiceFileName(invoice: InvoiceRow): string {
  return `Rechnung-${invoice.number}.pdf`;
}

/**
 * Mails each unmailed invoice of the month to the company's owner with the PDF attached. An
 * invoice is claimed before sending (mailed_at set), so two runs never mail it twice; a failed
 * mail gives the claim back for the next run.
 */
export async function mailInvoices(deps: ApiContext, period: string): Promise<number> {
  const db = deps.database.db;
  const pending = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.period, period), isNull(invoices.mailedAt)));
  let mailed = 0;
  for (const invoice of pending) {
    const [claimed] = await db
      .update(invoices)
      .set({ mailedAt: deps.clock() })
      .where(and(eq(invoices.id, invoice.id), isNull(invoices.mailedAt)))
      .returning();
    if (!claimed) continue;
    try {
      if (await mailInvoice(deps, claimed)) mailed += 1;
    } catch (error) {
      await db.update(invoices).set({ mailedAt: null }).where(eq(invoices.id, invoice.id));
      throw error;
    }
  }
  return mailed;
}

async function ownerOf(deps: ApiContext, companyId: number | null) {
  if (companyId === null) return null;
  const [owner] = await deps.database.db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.userType, 'owner')))
    .orderBy(asc(users.id));
  return owner ?? null;
}

async function mailInvoice(deps: ApiContext, invoice: InvoiceRow): Promise<boolean> {
  const owner = await ownerOf(deps, invoice.companyId);
  if (!owner) return false;
  const mandate = await mandateOf(deps, invoice);
  const content = renderMail({
    greeting: `Guten Tag ${owner.firstName} ${owner.lastName},`,
    paragraphs: [
      `anbei erhalten Sie Ihre Rechnung ${invoice.number} über ${formatEuro(invoice.grossCents)} für ${periodLabel(invoice.period)}.`,
      paymentNote(invoice, mandate),
      `Alle Buchungen und Rechnungen finden Sie unter ${deps.config.publicUrl}/Abrechnung.`,
    ],
    closing: ['Mit freundlichen Grüßen'],
    signature: `Ihr ${deps.config.company.name}`,
  });
  await deps.mailer.send({
    to: owner.email,
    subject: `Ihre Bildbote-Rechnung ${invoice.number} für ${periodLabel(invoice.period)}`,
    ...content,
    attachments: [
      {
        filename: invoiceFileName(invoice),
        content: await invoicePdf(invoice, mandate),
        contentType: 'application/pdf',
      },
    ],
  });
  return true;
}

/** The reminder to the owner after the bank returned a direct debit (Rücklastschrift). */
export async function mailReturnedDebit(deps: ApiContext, invoice: InvoiceRow): Promise<void> {
  const owner = await ownerOf(deps, invoice.companyId);
  if (!owner) return;
  const content = renderMail({
    greeting: `Guten Tag ${owner.firstName} ${owner.lastName},`,
    paragraphs: [
      `die Lastschrift zur Rechnung ${invoice.number} über ${formatEuro(invoice.grossCents)} (${periodLabel(invoice.period)}) wurde von Ihrer Bank zurückgegeben.`,
      `Bitte überweisen Sie den Betrag innerhalb von 7 Tagen auf das Konto ${invoice.seller.name}, IBAN ${invoice.seller.iban}, BIC ${invoice.seller.bic}, Verwendungszweck ${invoice.number}, und prüfen Sie Ihr SEPA-Lastschriftmandat unter ${deps.config.publicUrl}/Abrechnung.`,
    ],
    closing: ['Mit freundlichen Grüßen'],
    signature: `Ihr ${deps.config.company.name}`,
  });
  await deps.mailer.send({
    to: owner.email,
    subject: `Zahlungserinnerung: Rücklastschrift zur Rechnung ${invoice.number}`,
    ...content,
  });
}

/** The month's pain.008 file, or null when the month is not closed. */
export async function directDebitFile(deps: ApiContext, period: string): Promise<string | null> {
  const db = deps.database.db;
  const [run] = await db.select().from(billingRuns).where(eq(billingRuns.period, period));
  if (!run) return null;
  const debits: DirectDebit[] = [];
  for (const invoice of await invoicesOfPeriod(deps, period)) {
    if (invoice.payment !== 'sepa') continue;
    const mandate = (await mandateOf(deps, invoice))!;
    const [earlier] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.mandateId, mandate.id),
          ne(invoices.id, invoice.id),
          lt(invoices.period, period),
        ),
      )
      .limit(1);
    debits.push({ invoice, mandate, sequence: earlier ? 'RCUR' : 'FRST' });
  }
  return pain008(debits, {
    period,
    createdAt: run.closedAt,
    creditorName: deps.config.company.name,
    billing: deps.config.billing,
  });
}

/** Hourly is plenty: the run is due once a month. */
export const billingScheduleIntervalMs = 60 * 60_000;
/** The scheduled run waits this long after midnight, for transfers committing around it. */
export const billingGraceMs = 60 * 60_000;
const billingJob = 'billing-run';
export const systemCloser = 'System';

/**
 * The scheduled run: closes every month that is over (by the grace period) and not closed yet,
 * from the oldest unbilled ledger row on. One process at a time (a lease); the lock in
 * `closeMonth` keeps it safe even so.
 */
export async function runDueMonths(deps: ApiContext, holder: string): Promise<string[] | null> {
  if (!(await takeLease(deps, billingJob, holder, billingScheduleIntervalMs))) return null;
  const now = deps.clock();
  const last = previousPeriod(periodOf(now));
  if (periodRange(last).end.getTime() + billingGraceMs > now.getTime()) return [];
  const [oldest] = await deps.database.db
    .select({ createdAt: billableEvents.createdAt })
    .from(billableEvents)
    .where(isNull(billableEvents.invoiceId))
    .orderBy(asc(billableEvents.createdAt))
    .limit(1);
  if (!oldest) return [];
  const closed: string[] = [];
  let period = periodOf(oldest.createdAt);
  while (period <= last) {
    const result = await closeMonth(deps, period, systemCloser);
    if (result.closed) closed.push(period);
    period = nextPeriod(period);
  }
  return closed;
}

function nextPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** Starts the scheduled run: at start and then hourly, until the app closes. */
export function startBillingSchedule(
  deps: ApiContext,
  logger: FastifyBaseLogger,
): { stop: () => Promise<void> } {
  const holder = randomUUID();
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = runDueMonths(deps, holder)
      .then((closed) => {
        if (closed && closed.length > 0) logger.info({ closed }, 'Monatsabrechnung erstellt');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'Monatsabrechnung fehlgeschlagen'));
  };
  const timer = setInterval(tick, billingScheduleIntervalMs);
  timer.unref();
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
