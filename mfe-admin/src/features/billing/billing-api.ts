import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from 'shared-ui/api/base-query';
import type {
  BillingOverview,
  ContractAnswer,
  MandateAnswer,
  MandateRequest,
} from 'shared-ui/contracts/billing-contract';
import { resetOnSessionChange } from 'shared-ui/session/session-reset';
import { injectApi } from 'shared-ui/store/app-store';

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
      saveMandate: build.mutation<MandateAnswer, MandateRequest>({
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
