import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from 'shared-ui/api/base-query';
import type { MandateForm } from 'shared-ui/billing/billing-rules';
import { resetOnSessionChange } from 'shared-ui/session/session-reset';
import { injectApi } from 'shared-ui/store/app-store';

/** A SEPA mandate as the server shows it: the IBAN masked (last four digits). */
export interface Mandate {
  reference: string;
  account_holder: string;
  iban: string;
  bic: string | null;
  signed_at: string;
  superseded_at: string | null;
}

/** GET/PUT /billing/mandate/. */
export interface MandateAnswer {
  creditor_name: string;
  creditor_id: string;
  mandate_text: string;
  mandate: Mandate | null;
  history: Mandate[];
  message?: string;
}

export interface InvoiceSummary {
  id: number;
  number: string;
  period: string;
  period_label: string;
  issued_at: string;
  due_on: string;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  payment: 'sepa' | 'transfer';
  returned_at: string | null;
}

/** GET /billing/overview/: the running month so far and the invoices of past months. */
export interface BillingOverview {
  period: string;
  period_label: string;
  transfers: { location: string; count: number; amount_cents: number }[];
  identifications: { person: string; identified_at: string; amount_cents: number }[];
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  invoices: InvoiceSummary[];
}

/** GET /billing/contract/ and POST /billing/contract/cancellation/: the server decides the end. */
export interface ContractAnswer {
  terms: string;
  cancellation: {
    requested_at: string;
    ends_on: string;
    ended: boolean;
    text: string;
  } | null;
  ends_on_if_cancelled_today: string;
  if_cancelled_today: string;
  message?: string;
}

/** The owner's billing (issue 19). Files come as bytes and are saved by the page. */
export const billingApi = injectApi(
  createApi({
    reducerPath: 'billingApi',
    baseQuery,
    tagTypes: ['Mandate', 'Contract'],
    endpoints: (build) => ({
      getMandate: build.query<MandateAnswer, void>({
        query: () => '/billing/mandate/',
        providesTags: ['Mandate'],
      }),
      saveMandate: build.mutation<MandateAnswer, MandateForm>({
        query: (body) => ({ url: '/billing/mandate/', method: 'PUT', body }),
        invalidatesTags: ['Mandate'],
      }),
      getContract: build.query<ContractAnswer, void>({
        query: () => '/billing/contract/',
        providesTags: ['Contract'],
      }),
      cancelContract: build.mutation<ContractAnswer, void>({
        query: () => ({ url: '/billing/contract/cancellation/', method: 'POST' }),
        invalidatesTags: ['Contract'],
      }),
      getOverview: build.query<BillingOverview, void>({
        query: () => '/billing/overview/',
      }),
      // Mutations: a download is an action, nothing of it stays in the store's cache.
      downloadInvoicePdf: build.mutation<ArrayBuffer, number>({
        query: (id) => ({
          url: `/billing/invoices/${id}/pdf/`,
          responseHandler: (response) => (response.ok ? response.arrayBuffer() : response.json()),
        }),
      }),
      downloadInvoiceXml: build.mutation<string, number>({
        query: (id) => ({
          url: `/billing/invoices/${id}/xrechnung/`,
          responseHandler: (response) => (response.ok ? response.text() : response.json()),
        }),
      }),
      downloadLedgerCsv: build.mutation<string, string>({
        query: (period) => ({
          url: `/billing/ledger.csv?period=${encodeURIComponent(period)}`,
          responseHandler: (response) => (response.ok ? response.text() : response.json()),
        }),
      }),
    }),
  }),
);

export const {
  useGetMandateQuery,
  useSaveMandateMutation,
  useGetContractQuery,
  useCancelContractMutation,
  useGetOverviewQuery,
  useDownloadInvoicePdfMutation,
  useDownloadInvoiceXmlMutation,
  useDownloadLedgerCsvMutation,
} = billingApi;

// Billing belongs to one company: forget it when a session starts or ends.
resetOnSessionChange(billingApi);
