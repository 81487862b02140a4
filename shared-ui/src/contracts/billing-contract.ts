import { Type, type Static } from '@sinclair/typebox';
import { DateTime, literalUnion, nullable } from './schema-parts';

/**
 * The JSON bodies of billing (issue 19): the owner's `/api/billing/` and the operators'
 * `/api/operator/billing/`. The API documents its requests and validates its answers with these
 * schemas and builds the answers with their static types; the billing pages import only the
 * types, so a change on one side that the other does not follow fails the type check.
 * Not here: the downloads (invoice PDF, XRechnung, ledger CSV, SEPA file) have no JSON body.
 */

/** How an invoice is paid; also the enum of the invoices table. */
export const paymentMethods = ['sepa', 'transfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** A SEPA mandate as the owner sees it: never the whole IBAN. */
export const MandateBody = Type.Object({
  reference: Type.String({ description: 'Mandatsreferenz' }),
  account_holder: Type.String(),
  iban: Type.String({ description: 'Maskiert: nur die letzten vier Ziffern sind zu sehen' }),
  bic: nullable(Type.String()),
  signed_at: Type.String({ format: 'date-time', description: 'Datum der Erteilung' }),
  superseded_at: nullable(DateTime),
});
export type Mandate = Static<typeof MandateBody>;

/** GET and PUT /billing/mandate/: the mandate text, the mandate in force and all earlier ones. */
export const MandateAnswerBody = Type.Object({
  creditor_name: Type.String(),
  creditor_id: Type.String({
    description: 'Gläubiger-Identifikationsnummer (COMPANY_CREDITOR_ID)',
  }),
  mandate_text: Type.String(),
  mandate: nullable(MandateBody, { description: 'Das geltende Mandat' }),
  history: Type.Array(MandateBody, { description: 'Alle Mandate, neueste zuerst' }),
  message: Type.Optional(Type.String()),
});
export type MandateAnswer = Static<typeof MandateAnswerBody>;

/**
 * PUT /billing/mandate/. Only the shape: the fields are checked by the shared `mandateFormSchema`
 * (billing/billing-rules), whose messages the page shows as well.
 */
export const MandateRequestBody = Type.Object({
  account_holder: Type.String(),
  iban: Type.String(),
  bic: Type.Optional(nullable(Type.String())),
});
export type MandateRequest = Static<typeof MandateRequestBody>;

/** An invoice of the owner's company in GET /billing/overview/. */
export const InvoiceSummaryBody = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  period: Type.String(),
  period_label: Type.String(),
  issued_at: DateTime,
  due_on: Type.String({ format: 'date' }),
  net_cents: Type.Integer(),
  vat_cents: Type.Integer(),
  gross_cents: Type.Integer(),
  payment: literalUnion(paymentMethods),
  returned_at: nullable(DateTime),
});
export type InvoiceSummary = Static<typeof InvoiceSummaryBody>;

/** GET /billing/overview/: the running month so far and the invoices of past months. */
export const BillingOverviewBody = Type.Object({
  period: Type.String({ description: 'Der laufende Monat, JJJJ-MM' }),
  period_label: Type.String(),
  transfers: Type.Array(
    Type.Object({ location: Type.String(), count: Type.Integer(), amount_cents: Type.Integer() }),
    { description: 'Fotoübertragungen je Standort' },
  ),
  identifications: Type.Array(
    Type.Object({
      person: Type.String(),
      identified_at: DateTime,
      amount_cents: Type.Integer(),
    }),
    { description: 'eID-Identifizierungen je Person' },
  ),
  net_cents: Type.Integer(),
  vat_cents: Type.Integer(),
  gross_cents: Type.Integer(),
  invoices: Type.Array(InvoiceSummaryBody, {
    description: 'Rechnungen vergangener Monate, neueste zuerst',
  }),
});
export type BillingOverview = Static<typeof BillingOverviewBody>;

/** GET /billing/contract/ and POST /billing/contract/cancellation/: the server decides the end. */
export const ContractAnswerBody = Type.Object({
  terms: Type.String({ description: 'Kündigungsfrist: 14 Tage zum Monatsende' }),
  cancellation: Type.Union(
    [
      Type.Object({
        requested_at: Type.String({ format: 'date-time', description: 'Eingang der Kündigung' }),
        ends_on: Type.String({ format: 'date', description: 'Letzter Vertragstag' }),
        ended: Type.Boolean({ description: 'Der Vertrag ist beendet' }),
        text: Type.String(),
      }),
      Type.Null(),
    ],
    { description: 'Die Kündigung, wenn eine eingegangen ist' },
  ),
  ends_on_if_cancelled_today: Type.String({
    format: 'date',
    description: 'Letzter Vertragstag bei einer Kündigung heute',
  }),
  if_cancelled_today: Type.String(),
  message: Type.Optional(Type.String()),
});
export type ContractAnswer = Static<typeof ContractAnswerBody>;

/** One closed month of GET /operator/billing/months/. */
export const BillingMonthBody = Type.Object({
  period: Type.String(),
  period_label: Type.String(),
  closed_at: DateTime,
  closed_by: Type.String(),
  invoice_count: Type.Integer(),
  net_cents: Type.Integer(),
  vat_cents: Type.Integer(),
  gross_cents: Type.Integer(),
  debit_count: Type.Integer({ description: 'Rechnungen per Lastschrift' }),
  returned_count: Type.Integer({ description: 'Rücklastschriften' }),
});
export type BillingMonth = Static<typeof BillingMonthBody>;

/**
 * One invoice of GET /operator/billing/months/{period}/invoices/: the owner's summary with the
 * company and the mailing.
 */
export const OperatorInvoiceBody = Type.Composite([
  Type.Object({
    company_id: nullable(Type.Integer()),
    company_name: Type.String(),
    mailed_at: nullable(DateTime),
    return_note: nullable(Type.String()),
  }),
  InvoiceSummaryBody,
]);
export type OperatorInvoice = Static<typeof OperatorInvoiceBody>;

/** POST /operator/billing/months/{period}/close/: `created` false for a month closed before. */
export const ClosedMonthBody = Type.Object({
  period: Type.String(),
  created: Type.Boolean(),
  invoice_count: Type.Integer(),
});
export type ClosedMonth = Static<typeof ClosedMonthBody>;

/** POST /operator/billing/invoices/{id}/returned/: an optional note on the returned debit. */
export const DebitReturnBody = Type.Object({
  note: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type DebitReturn = Static<typeof DebitReturnBody>;

/** The answer to marking a returned debit. */
export const DebitReturnedBody = Type.Object({ message: Type.String() });
export type DebitReturned = Static<typeof DebitReturnedBody>;
