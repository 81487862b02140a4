import { Type } from '@sinclair/typebox';
import { asc, eq, sql } from 'drizzle-orm';
import { periodLabel } from 'shared-ui/billing/billing-rules';
import {
  BillingMonthBody,
  ClosedMonthBody,
  DebitReturnBody,
  DebitReturnedBody,
  OperatorInvoiceBody,
  type BillingMonth,
  type ClosedMonth,
  type DebitReturned,
  type OperatorInvoice,
} from 'shared-ui/contracts/billing-contract';
import type { ApiRoutes } from '../../kernel/api-deps';
import { bearerSecurity, signedInAccount } from '../sessions/require-user';
import { badRequest, conflict, notFound } from '../../kernel/http/api-error';
import { DetailBody, FieldErrorsBody } from '../../kernel/http/responses';
import { companies } from '../accounts/schema';
import { requireOperator } from '../operator/operator-access';
import { isPeriod } from './billing-period';
import {
  closeMonth,
  directDebitFile,
  invoiceFileName,
  mailReturnedDebit,
  mandateOf,
} from './billing-run';
import { invoiceSummary, sendDownload } from './billing-routes';
import { invoicePdf } from './invoice-pdf';
import { billingRuns, invoices } from './schema';

export const operatorBillingMessages = {
  invalidPeriod: 'Bitte geben Sie einen Monat im Format JJJJ-MM an.',
  notClosed: 'Dieser Monat ist noch nicht abgerechnet.',
  invoiceNotFound: 'Diese Rechnung gibt es nicht.',
  notDebited: 'Diese Rechnung wird per Überweisung bezahlt, nicht per Lastschrift.',
  alreadyReturned: 'Die Rücklastschrift dieser Rechnung ist bereits vermerkt.',
  noteTooLong: 'Die Notiz darf höchstens 200 Zeichen lang sein.',
  returned: 'Die Rücklastschrift ist vermerkt; der Inhaber wurde per E-Mail erinnert.',
} as const;

const tags = ['Betrieb: Abrechnung'];
const PeriodParams = Type.Object({ period: Type.String({ description: 'JJJJ-MM' }) });
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

function checkedPeriod(period: string): string {
  if (!isPeriod(period)) {
    throw badRequest(operatorBillingMessages.invalidPeriod, {
      period: [operatorBillingMessages.invalidPeriod],
    });
  }
  return period;
}

/**
 * The operators' side of billing under /Betrieb (issue 19): revenue per month, the invoices
 * per company, closing a month, the month's SEPA file and marking a returned direct debit.
 */
export const billingOperatorRoutes: ApiRoutes = async (app, deps) => {
  const db = deps.database.db;
  const operatorOnly = requireOperator(deps);
  const refusals = { 401: DetailBody, 403: DetailBody };

  app.get(
    '/operator/billing/months/',
    {
      preHandler: operatorOnly,
      schema: {
        tags,
        summary: 'Umsatz je abgerechnetem Monat',
        security: bearerSecurity,
        response: { 200: Type.Array(BillingMonthBody), ...refusals },
      },
    },
    async (): Promise<BillingMonth[]> => {
      const months = await db
        .select({
          run: billingRuns,
          invoiceCount: sql<number>`count(${invoices.id})::int`,
          net: sql<number>`coalesce(sum(${invoices.netCents}), 0)::int`,
          vat: sql<number>`coalesce(sum(${invoices.vatCents}), 0)::int`,
          gross: sql<number>`coalesce(sum(${invoices.grossCents}), 0)::int`,
          debits: sql<number>`count(${invoices.id}) filter (where ${invoices.payment} = 'sepa')::int`,
          returned: sql<number>`count(${invoices.returnedAt})::int`,
        })
        .from(billingRuns)
        .leftJoin(invoices, eq(invoices.period, billingRuns.period))
        .groupBy(billingRuns.period)
        .orderBy(sql`${billingRuns.period} desc`);
      return months.map((month) => ({
        period: month.run.period,
        period_label: periodLabel(month.run.period),
        closed_at: month.run.closedAt.toISOString(),
        closed_by: month.run.closedBy,
        invoice_count: month.invoiceCount,
        net_cents: month.net,
        vat_cents: month.vat,
        gross_cents: month.gross,
        debit_count: month.debits,
        returned_count: month.returned,
      }));
    },
  );

  app.post(
    '/operator/billing/months/:period/close/',
    {
      preHandler: operatorOnly,
      schema: {
        tags,
        summary: 'Monat abrechnen',
        description:
          'Erstellt je Unternehmen mit Buchungen im Monat eine Rechnung (fortlaufende Nummern) und versendet sie; ein bereits abgerechneter Monat bleibt unverändert (created: false). Derselbe Lauf wie `npm run billing -- close JJJJ-MM` und der geplante Lauf am Monatsersten.',
        security: bearerSecurity,
        params: PeriodParams,
        response: {
          200: ClosedMonthBody,
          400: FieldErrorsBody,
          ...refusals,
        },
      },
    },
    async (request): Promise<ClosedMonth> => {
      const period = checkedPeriod(request.params.period);
      const result = await closeMonth(deps, period, signedInAccount(request).user.email);
      return { period, created: result.closed, invoice_count: result.invoices.length };
    },
  );

  app.get(
    '/operator/billing/months/:period/invoices/',
    {
      preHandler: operatorOnly,
      schema: {
        tags,
        summary: 'Rechnungen eines Monats je Unternehmen',
        security: bearerSecurity,
        params: PeriodParams,
        response: { 200: Type.Array(OperatorInvoiceBody), 400: FieldErrorsBody, ...refusals },
      },
    },
    async (request): Promise<OperatorInvoice[]> => {
      const period = checkedPeriod(request.params.period);
      const rows = await db
        .select({ invoice: invoices, companyName: companies.name })
        .from(invoices)
        .leftJoin(companies, eq(companies.id, invoices.companyId))
        .where(eq(invoices.period, period))
        .orderBy(asc(invoices.sequence));
      return rows.map(({ invoice, companyName }) => ({
        ...invoiceSummary(invoice),
        company_id: invoice.companyId,
        company_name: companyName ?? invoice.buyer.name,
        mailed_at: invoice.mailedAt?.toISOString() ?? null,
        return_note: invoice.returnNote,
      }));
    },
  );

  app.get(
    '/operator/billing/months/:period/sepa.xml',
    {
      preHandler: operatorOnly,
      schema: {
        tags,
        summary: 'SEPA-Lastschriftdatei des Monats (pain.008.001.02) für die Bank',
        security: bearerSecurity,
        params: PeriodParams,
        response: { 400: FieldErrorsBody, 404: DetailBody, ...refusals },
      },
    },
    async (request, reply) => {
      const period = checkedPeriod(request.params.period);
      const file = await directDebitFile(deps, period);
      if (file === null) throw notFound(operatorBillingMessages.notClosed);
      return sendDownload(
        reply,
        `SEPA-Lastschriften-${period}.xml`,
        'application/xml; charset=utf-8',
        file,
      );
    },
  );

  app.get(
    '/operator/billing/invoices/:id/pdf/',
    {
      preHandler: operatorOnly,
      schema: {
        tags,
        summary: 'Rechnung als PDF',
        security: bearerSecurity,
        params: IdParams,
        response: { 404: DetailBody, ...refusals },
      },
    },
    async (request, reply) => {
      const [invoice] = await db.select().from(invoices).where(eq(invoices.id, request.params.id));
      if (!invoice) throw notFound(operatorBillingMessages.invoiceNotFound);
      const pdf = await invoicePdf(invoice, await mandateOf(deps, invoice));
      return sendDownload(reply, invoiceFileName(invoice), 'application/pdf', pdf);
    },
  );

  app.post(
    '/operator/billing/invoices/:id/returned/',
    {
      preHandler: operatorOnly,
      schema: {
        tags,
        summary: 'Rücklastschrift vermerken und den Inhaber erinnern',
        security: bearerSecurity,
        params: IdParams,
        body: DebitReturnBody,
        response: {
          200: DebitReturnedBody,
          400: FieldErrorsBody,
          404: DetailBody,
          409: DetailBody,
          ...refusals,
        },
      },
    },
    async (request): Promise<DebitReturned> => {
      const note = request.body.note?.trim() || null;
      if (note !== null && note.length > 200) {
        throw badRequest(operatorBillingMessages.noteTooLong, {
          note: [operatorBillingMessages.noteTooLong],
        });
      }
      const [invoice] = await db.select().from(invoices).where(eq(invoices.id, request.params.id));
      if (!invoice) throw notFound(operatorBillingMessages.invoiceNotFound);
      if (invoice.payment !== 'sepa') throw conflict(operatorBillingMessages.notDebited);
      const [marked] = await db
        .update(invoices)
        .set({ returnedAt: deps.clock(), returnNote: note })
        .where(sql`${invoices.id} = ${invoice.id} and ${invoices.returnedAt} is null`)
        .returning();
      if (!marked) throw conflict(operatorBillingMessages.alreadyReturned);
      await mailReturnedDebit(deps, marked);
      return { message: operatorBillingMessages.returned };
    },
  );
};
