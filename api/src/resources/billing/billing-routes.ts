import { Type } from '@sinclair/typebox';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import {
  mandateFormSchema,
  mandateMessages,
  mandateText,
  periodLabel,
  vatCents,
} from 'shared-ui/billing/billing-rules';
import {
  BillingOverviewBody,
  ContractAnswerBody,
  MandateAnswerBody,
  MandateRequestBody,
  type BillingOverview,
  type ContractAnswer,
  type InvoiceSummary,
  type MandateAnswer,
} from 'shared-ui/contracts/billing-contract';
import type { ApiContext, ApiRoutes } from '../../kernel/api-deps';
import { bearerSecurity, requireUser, signedInAccount } from '../sessions/require-user';
import { badRequest, conflict, notFound } from '../../kernel/http/api-error';
import { fieldsRefused } from '../../kernel/http/errors-with-detail';
import { DetailBody, FieldErrorsBody } from '../../kernel/http/responses';
import { validateWith } from '../../kernel/http/yup-errors';
import { ledgerCsv, ledgerRows, ledgerTexts, sumCents } from './billing-ledger';
import type { LedgerRow } from './billing-ledger';
import { berlinDate, isPeriod, periodOf, periodRange } from './billing-period';
import {
  cancelContract,
  cancellationMessages,
  contractCancellation,
  contractEndsOn,
} from './contract-cancellation';
import { invoiceFileName, mandateOf, startBillingSchedule } from './billing-run';
import { invoicePdf } from './invoice-pdf';
import { xrechnungFileName, xrechnungXml } from './xrechnung';
import { billingRuns, invoices } from './schema';
import type { ContractCancellationRow, InvoiceRow } from './schema';
import { mandateView, mandatesOf, signMandate } from './sepa-mandates';

export const billingMessages = {
  invoiceNotFound: 'Diese Rechnung gibt es nicht.',
  invalidPeriod: 'Bitte geben Sie einen Monat im Format JJJJ-MM an.',
} as const;

const ownerOnly = ['owner'] as const;

export function invoiceSummary(invoice: InvoiceRow): InvoiceSummary {
  return {
    id: invoice.id,
    number: invoice.number,
    period: invoice.period,
    period_label: periodLabel(invoice.period),
    issued_at: invoice.issuedAt.toISOString(),
    due_on: invoice.dueOn,
    net_cents: invoice.netCents,
    vat_cents: invoice.vatCents,
    gross_cents: invoice.grossCents,
    payment: invoice.payment,
    returned_at: invoice.returnedAt?.toISOString() ?? null,
  };
}

/**
 * The rows the running month's invoice will bill, grouped as the page shows them: the month's
 * own and those of closed months that committed after the close, named with their month.
 */
export function runningMonth(period: string, rows: LedgerRow[]): Omit<BillingOverview, 'invoices'> {
  const late = (row: LedgerRow) => {
    const served = periodOf(row.createdAt);
    return served === period ? '' : ` ${ledgerTexts.lateService(periodLabel(served))}`;
  };
  const transfers = new Map<string, BillingOverview['transfers'][number]>();
  for (const row of rows.filter((item) => item.kind === 'photo_transfer')) {
    const location = `${row.locationName ?? ledgerTexts.removedLocation}${late(row)}`;
    const entry = transfers.get(location) ?? { location, count: 0, amount_cents: 0 };
    entry.count += 1;
    entry.amount_cents += row.amountCents;
    transfers.set(location, entry);
  }
  const net = sumCents(rows);
  const vat = vatCents(net);
  return {
    period,
    period_label: periodLabel(period),
    transfers: [...transfers.values()].sort((a, b) => a.location.localeCompare(b.location, 'de')),
    identifications: rows
      .filter((row) => row.kind === 'eid_identification')
      .map((row) => ({
        person: `${row.personName ?? ledgerTexts.removedPerson}${late(row)}`,
        identified_at: row.createdAt.toISOString(),
        amount_cents: row.amountCents,
      })),
    net_cents: net,
    vat_cents: vat,
    gross_cents: net + vat,
  };
}

/** A file download, never cached (invoices and ledgers are private). */
export function sendDownload(
  reply: FastifyReply,
  fileName: string,
  contentType: string,
  body: Buffer | string,
) {
  return reply
    .code(200)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .type(contentType)
    .send(body);
}

function contractAnswer(
  deps: ApiContext,
  cancellation: ContractCancellationRow | null,
): ContractAnswer {
  const now = deps.clock();
  const endsOn = contractEndsOn(berlinDate(now));
  const ended = cancellation !== null && cancellation.endedAt <= now;
  return {
    terms: cancellationMessages.terms,
    cancellation: cancellation && {
      requested_at: cancellation.requestedAt.toISOString(),
      ends_on: cancellation.endsOn,
      ended,
      text: ended
        ? cancellationMessages.ended(cancellation.endsOn)
        : cancellationMessages.alreadyCancelled(cancellation.endsOn),
    },
    ends_on_if_cancelled_today: endsOn,
    if_cancelled_today: cancellationMessages.wouldEnd(endsOn),
  };
}

async function mandateAnswer(deps: ApiContext, companyId: number): Promise<MandateAnswer> {
  const history = await mandatesOf(deps.database.db, companyId);
  const current = history.find((mandate) => mandate.supersededAt === null) ?? null;
  const { company, billing } = deps.config;
  return {
    creditor_name: company.name,
    creditor_id: billing.creditorId,
    mandate_text: mandateText(company.name, billing.creditorId),
    mandate: current && mandateView(current),
    history: history.map(mandateView),
  };
}

/**
 * The owner's billing (issue 19): the SEPA mandate, the running month, the invoices with PDF
 * and the ledger as CSV. Owners only, and only of their own company.
 */
export const billingRoutes: ApiRoutes = async (app, deps) => {
  const db = deps.database.db;
  const owner = requireUser(deps, { roles: ownerOnly });
  const refusals = { 401: DetailBody, 403: DetailBody };

  /** An invoice of the owner's company; another company's answers like a missing one. */
  async function ownInvoice(id: number, companyId: number): Promise<InvoiceRow> {
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.companyId, companyId)));
    if (!invoice) throw notFound(billingMessages.invoiceNotFound);
    return invoice;
  }

  let schedule: { stop: () => Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    schedule = startBillingSchedule(deps, app.log);
  });
  app.addHook('onClose', async () => {
    await schedule?.stop();
  });

  app.get(
    '/billing/mandate/',
    {
      preHandler: owner,
      schema: {
        tags: ['Abrechnung'],
        summary: 'SEPA-Lastschriftmandat des eigenen Unternehmens (nur Inhaber)',
        description:
          'Mandatstext mit Gläubiger-ID, das geltende Mandat (IBAN maskiert) und alle früheren.',
        security: bearerSecurity,
        response: { 200: MandateAnswerBody, ...refusals },
      },
    },
    async (request) => mandateAnswer(deps, signedInAccount(request).company!.id),
  );

  app.put(
    '/billing/mandate/',
    {
      preHandler: owner,
      attachValidation: true,
      schema: {
        tags: ['Abrechnung'],
        summary: 'SEPA-Lastschriftmandat erteilen oder ändern (nur Inhaber)',
        description:
          'Jede Änderung erteilt ein neues Mandat mit neuer Mandatsreferenz und Datum; das bisherige gilt ab dann nicht mehr und bleibt verzeichnet. Deutsche und europäische (SEPA-)IBANs; BIC optional. Eine ungültige IBAN: 400 mit deutscher Meldung, die die IBAN nennt.',
        security: bearerSecurity,
        body: MandateRequestBody,
        response: { 200: MandateAnswerBody, 400: FieldErrorsBody, ...refusals },
      },
    },
    async (request) => {
      const account = signedInAccount(request);
      const body = request.body as unknown;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw badRequest(mandateMessages.invalid);
      }
      const input = { ...(body as Record<string, unknown>) };
      if (input.bic === null) delete input.bic;
      const checked = await validateWith(mandateFormSchema, input);
      if (!checked.valid) throw fieldsRefused(checked.errors);
      const companyId = account.company!.id;
      await signMandate(
        db,
        companyId,
        account.user.id,
        {
          accountHolder: checked.value.account_holder,
          iban: checked.value.iban,
          bic: checked.value.bic || null,
        },
        deps.clock(),
      );
      return { ...(await mandateAnswer(deps, companyId)), message: mandateMessages.saved };
    },
  );

  app.get(
    '/billing/contract/',
    {
      preHandler: owner,
      schema: {
        tags: ['Abrechnung'],
        summary: 'Vertrag und Kündigung (nur Inhaber)',
        description:
          'Die Kündigungsfrist (14 Tage zum Monatsende), eine eingegangene Kündigung mit dem letzten Vertragstag, und der letzte Vertragstag bei einer Kündigung heute.',
        security: bearerSecurity,
        response: { 200: ContractAnswerBody, ...refusals },
      },
    },
    async (request) =>
      contractAnswer(deps, await contractCancellation(db, signedInAccount(request).company!.id)),
  );

  app.post(
    '/billing/contract/cancellation/',
    {
      preHandler: owner,
      schema: {
        tags: ['Abrechnung'],
        summary: 'Vertrag kündigen (nur Inhaber)',
        description:
          'Kündigung mit 14 Tagen Frist zum Monatsende: der Server bestimmt den letzten Vertragstag (Ende des laufenden Monats, wenn danach noch mindestens 14 Tage bleiben, sonst Ende des nächsten Monats). Ab dem Folgetag werden keine Fotos des Unternehmens mehr angenommen; der letzte Monat wird wie gewohnt abgerechnet. Eine zweite Kündigung: 409.',
        security: bearerSecurity,
        response: { 200: ContractAnswerBody, 409: DetailBody, ...refusals },
      },
    },
    async (request) => {
      const account = signedInAccount(request);
      const { cancellation, created } = await cancelContract(
        db,
        account.company!.id,
        account.user.id,
        deps.clock(),
      );
      if (!created) throw conflict(cancellationMessages.alreadyCancelled(cancellation.endsOn));
      return {
        ...contractAnswer(deps, cancellation),
        message: cancellationMessages.cancelled(cancellation.endsOn),
      };
    },
  );

  app.get(
    '/billing/overview/',
    {
      preHandler: owner,
      schema: {
        tags: ['Abrechnung'],
        summary: 'Laufender Monat und Rechnungen (nur Inhaber)',
        description:
          'Der laufende Monat bisher (dazu Buchungen abgeschlossener Monate, die erst nach dem Abschluss eingingen und mit diesem Monat abgerechnet werden, mit ihrem Monat benannt): Fotoübertragungen je Standort, eID-Identifizierungen je Person, Summen netto, Umsatzsteuer (19 %, einmal gerundet) und brutto; dazu die Rechnungen vergangener Monate.',
        security: bearerSecurity,
        response: { 200: BillingOverviewBody, ...refusals },
      },
    },
    async (request) => {
      const companyId = signedInAccount(request).company!.id;
      const period = periodOf(deps.clock());
      const rows = await ledgerRows(db, companyId, { range: periodRange(period) });
      // Rows of closed months not invoiced yet (committed after the close) go on this month's.
      const closed = new Set(
        (
          await db
            .select({ period: billingRuns.period })
            .from(billingRuns)
            .where(lt(billingRuns.period, period))
        ).map((run) => run.period),
      );
      const late = (
        await ledgerRows(db, companyId, { unbilledBefore: periodRange(period).start })
      ).filter((row) => closed.has(periodOf(row.createdAt)));
      const issued = await db
        .select()
        .from(invoices)
        .where(eq(invoices.companyId, companyId))
        .orderBy(desc(invoices.period));
      return { ...runningMonth(period, [...late, ...rows]), invoices: issued.map(invoiceSummary) };
    },
  );

  const InvoiceParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

  app.get(
    '/billing/invoices/:id/pdf/',
    {
      preHandler: owner,
      schema: {
        tags: ['Abrechnung'],
        summary: 'Rechnung als PDF (nur Inhaber, eigenes Unternehmen)',
        security: bearerSecurity,
        params: InvoiceParams,
        response: { 404: DetailBody, ...refusals },
      },
    },
    async (request, reply) => {
      const invoice = await ownInvoice(request.params.id, signedInAccount(request).company!.id);
      const pdf = await invoicePdf(invoice, await mandateOf(deps, invoice));
      return sendDownload(reply, invoiceFileName(invoice), 'application/pdf', pdf);
    },
  );

  app.get(
    '/billing/invoices/:id/xrechnung/',
    {
      preHandler: owner,
      schema: {
        tags: ['Abrechnung'],
        summary: 'Rechnung als E-Rechnung (XRechnung 3.0, UBL; nur Inhaber, eigenes Unternehmen)',
        security: bearerSecurity,
        params: InvoiceParams,
        response: { 404: DetailBody, ...refusals },
      },
    },
    async (request, reply) => {
      const invoice = await ownInvoice(request.params.id, signedInAccount(request).company!.id);
      const xml = await xrechnungXml(invoice, await mandateOf(deps, invoice));
      return sendDownload(reply, xrechnungFileName(invoice), 'application/xml; charset=utf-8', xml);
    },
  );

  app.get(
    '/billing/ledger.csv',
    {
      preHandler: owner,
      schema: {
        tags: ['Abrechnung'],
        summary: 'Buchungen eines Monats als CSV (nur Inhaber)',
        description:
          'Jede Buchung mit Zeitpunkt, Art, Standort bzw. Person, Foto-ID, Betrag und Rechnungsnummer; Semikolon-getrennt, Dezimalkomma.',
        security: bearerSecurity,
        querystring: Type.Object({ period: Type.String({ description: 'JJJJ-MM' }) }),
        response: { 400: FieldErrorsBody, ...refusals },
      },
    },
    async (request, reply) => {
      const { period } = request.query;
      if (!isPeriod(period)) {
        throw badRequest(billingMessages.invalidPeriod, {
          period: [billingMessages.invalidPeriod],
        });
      }
      const companyId = signedInAccount(request).company!.id;
      const rows = await ledgerRows(db, companyId, { range: periodRange(period) });
      const invoiceIds = [
        ...new Set(rows.flatMap((row) => (row.invoiceId === null ? [] : [row.invoiceId]))),
      ];
      const numbers = new Map<number, string>();
      if (invoiceIds.length > 0) {
        for (const invoice of await db
          .select({ id: invoices.id, number: invoices.number })
          .from(invoices)
          .where(inArray(invoices.id, invoiceIds))) {
          numbers.set(invoice.id, invoice.number);
        }
      }
      return sendDownload(
        reply,
        `Buchungen-${period}.csv`,
        'text/csv; charset=utf-8',
        `\uFEFF${ledgerCsv(rows, numbers)}`,
      );
    },
  );
};
