import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from 'shared-ui/api/base-query';
import type {
  BlockReason,
  CompanyDetail,
  CompanySummary,
  DecisionAnswer,
  DecisionReason,
  OperatorStatus,
  QueueEntry,
} from 'shared-ui/contracts/operator-contract';
import type { PasswordChange, PasswordChanged } from 'shared-ui/contracts/profile-contract';
import { resetOnSessionChange } from 'shared-ui/session/session-reset';
import { injectApi } from 'shared-ui/store/app-store';

const tagTypes = ['Status', 'Queue', 'Companies', 'Company'] as const;

/** The operator console's API: `/api/operator/` plus the password change of the profile. */
export const operatorApi = injectApi(
  createApi({
    reducerPath: 'operatorApi',
    baseQuery,
    tagTypes,
    endpoints: (build) => ({
      getOperatorStatus: build.query<OperatorStatus, void>({
        query: () => '/operator/me/',
        providesTags: ['Status'],
      }),
      changeInitialPassword: build.mutation<PasswordChanged, PasswordChange>({
        query: (body) => ({ url: '/photobooth/profile/change-password/', method: 'POST', body }),
      }),
      getReviewQueue: build.query<QueueEntry[], void>({
        query: () => '/operator/review-queue/',
        providesTags: ['Queue'],
      }),
      approveLocation: build.mutation<DecisionAnswer, number>({
        query: (id) => ({ url: `/operator/locations/${id}/approve/`, method: 'POST' }),
        invalidatesTags: ['Queue', 'Companies', 'Company'],
      }),
      rejectLocation: build.mutation<DecisionAnswer, { id: number; reason: string }>({
        query: ({ id, reason }) => ({
          url: `/operator/locations/${id}/reject/`,
          method: 'POST',
          body: { reason } satisfies DecisionReason,
        }),
        invalidatesTags: ['Queue', 'Companies', 'Company'],
      }),
      withdrawApproval: build.mutation<DecisionAnswer, { id: number; reason: string }>({
        query: ({ id, reason }) => ({
          url: `/operator/locations/${id}/withdraw-approval/`,
          method: 'POST',
          body: { reason } satisfies DecisionReason,
        }),
        invalidatesTags: ['Queue', 'Companies', 'Company'],
      }),
      searchCompanies: build.query<CompanySummary[], string>({
        query: (text) => ({ url: '/operator/companies/', params: text ? { q: text } : {} }),
        providesTags: ['Companies'],
      }),
      getCompany: build.query<CompanyDetail, number>({
        query: (id) => `/operator/companies/${id}/`,
        providesTags: (_result, _error, id) => [{ type: 'Company', id }],
      }),
      blockCompany: build.mutation<{ detail: string }, { id: number; reason: string }>({
        query: ({ id, reason }) => ({
          url: `/operator/companies/${id}/block/`,
          method: 'POST',
          body: { reason } satisfies BlockReason,
        }),
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'Company', id },
          'Companies',
          'Queue',
        ],
      }),
      unblockCompany: build.mutation<{ detail: string }, { id: number; reason: string }>({
        query: ({ id, reason }) => ({
          url: `/operator/companies/${id}/unblock/`,
          method: 'POST',
          body: (reason ? { reason } : {}) satisfies DecisionReason,
        }),
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'Company', id },
          'Companies',
          'Queue',
        ],
      }),
    }),
  }),
);

export const {
  useGetOperatorStatusQuery,
  useChangeInitialPasswordMutation,
  useGetReviewQueueQuery,
  useApproveLocationMutation,
  useRejectLocationMutation,
  useWithdrawApprovalMutation,
  useSearchCompaniesQuery,
  useGetCompanyQuery,
  useBlockCompanyMutation,
  useUnblockCompanyMutation,
} = operatorApi;

// What one operator saw must not be shown to the next person who signs in on this tab.
resetOnSessionChange(operatorApi);
