import { operatorApi } from '../operator/operator-api';
import type { InvoiceSummary } from './billing-api';

/** One closed month of GET /operator/billing/months/. */
export interface BillingMonth {
  period: string;
  period_label: string;
  closed_at: string;
  closed_by: string;
  invoice_count: number;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  debit_count: number;
  returned_count: number;
}

export interface OperatorInvoice extends InvoiceSummary {
  company_id: number | null;
  company_name: string;
  mailed_at: string | null;
  return_note: string | null;
}

/** Billing in the operator console's API (issue 19). */
export const operatorBillingApi = operatorApi
  .enhanceEndpoints({ addTagTypes: ['BillingMonths', 'BillingInvoices'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listBillingMonths: build.query<BillingMonth[], void>({
        query: () => '/operator/billing/months/',
        providesTags: ['BillingMonths'],
      }),
      listMonthInvoices: build.query<OperatorInvoice[], string>({
        query: (period) => `/operator/billing/months/${encodeURIComponent(period)}/invoices/`,
        providesTags: ['BillingInvoices'],
      }),
      closeBillingMonth: build.mutation<
        { period: string; created: boolean; invoice_count: number },
        string
      >({
        query: (period) => ({
          url: `/operator/billing/months/${encodeURIComponent(period)}/close/`,
          method: 'POST',
        }),
        invalidatesTags: ['BillingMonths', 'BillingInvoices'],
      }),
      markDebitReturned: build.mutation<{ message: string }, { id: number; note: string }>({
        query: ({ id, note }) => ({
          url: `/operator/billing/invoices/${id}/returned/`,
          method: 'POST',
          body: note ? { note } : {},
        }),
        invalidatesTags: ['BillingMonths', 'BillingInvoices'],
      }),
      downloadSepaFile: build.mutation<string, string>({
        query: (period) => ({
          url: `/operator/billing/months/${encodeURIComponent(period)}/sepa.xml`,
          responseHandler: (response) => (response.ok ? response.text() : response.json()),
        }),
      }),
      downloadOperatorInvoicePdf: build.mutation<ArrayBuffer, number>({
        query: (id) => ({
          url: `/operator/billing/invoices/${id}/pdf/`,
          responseHandler: (response) => (response.ok ? response.arrayBuffer() : response.json()),
        }),
      }),
    }),
  });

export const {
  useListBillingMonthsQuery,
  useListMonthInvoicesQuery,
  useCloseBillingMonthMutation,
  useMarkDebitReturnedMutation,
  useDownloadSepaFileMutation,
  useDownloadOperatorInvoicePdfMutation,
} = operatorBillingApi;
