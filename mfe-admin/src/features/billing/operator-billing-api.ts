import type {
  BillingMonth,
  ClosedMonth,
  DebitReturn,
  DebitReturned,
  OperatorInvoice,
} from 'shared-ui/contracts/billing-contract';
import { operatorApi } from '../operator/operator-api';

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
      closeBillingMonth: build.mutation<ClosedMonth, string>({
        query: (period) => ({
          url: `/operator/billing/months/${encodeURIComponent(period)}/close/`,
          method: 'POST',
        }),
        invalidatesTags: ['BillingMonths', 'BillingInvoices'],
      }),
      markDebitReturned: build.mutation<DebitReturned, { id: number; note: string }>({
        query: ({ id, note }) => ({
          url: `/operator/billing/invoices/${id}/returned/`,
          method: 'POST',
          body: (note ? { note } : {}) satisfies DebitReturn,
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
