import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from 'shared-ui/api/base-query';
import { resetOnSessionChange } from 'shared-ui/session/session-reset';
import type { UserType } from 'shared-ui/session/session-slice';
import { injectApi } from 'shared-ui/store/app-store';
import type { LegalForm } from 'shared-ui/validation/domain-values';

/** GET /operator/me/ */
export interface OperatorStatus {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  /** True while the one-time password of the CLI is still the password. */
  password_change_required: boolean;
}

export interface PersonContact {
  id: number;
  salutation: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

export interface CompanyRef {
  id: number;
  name: string;
  legal_form: LegalForm | null;
  blocked_at: string | null;
}

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** One location of GET /operator/review-queue/. */
export interface QueueEntry {
  id: number;
  name: string;
  address: string;
  zipcode: string;
  city: string;
  website: string;
  shop_phone: string;
  submitted_at: string;
  created_at: string;
  resubmissions: number;
  previous_rejection_reason: string | null;
  /** Signed link to the PDF, valid 30 minutes; null without proof. */
  certificate_url: string | null;
  company: CompanyRef;
  owner: PersonContact | null;
}

export interface DecisionAnswer {
  detail: string;
  review_status: ReviewStatus;
  owner_notified: boolean;
}

/** blocked first; unconfirmed: the owner never confirmed the e-mail address; else active. */
export type CompanyState = 'active' | 'unconfirmed' | 'blocked';

/** One company of GET /operator/companies/. */
export interface CompanySummary extends CompanyRef {
  created_at: string;
  block_reason: string | null;
  state: CompanyState;
  owner: PersonContact | null;
  people: number;
  locations: number;
  pending_locations: number;
}

export interface CompanyPerson extends PersonContact {
  user_type: UserType;
  is_verified: boolean;
  eid_verified: boolean;
  created_at: string;
}

export interface CompanyLocation {
  id: number;
  name: string;
  address: string;
  zipcode: string;
  city: string;
  review_status: ReviewStatus;
  review_reason: string | null;
  reviewed_at: string | null;
  created_at: string;
  certificate_url: string | null;
}

export interface BillableEvent {
  id: number;
  person: string | null;
  description: string;
  amount_eur: number;
  occurred_at: string;
}

export type OperatorAction =
  | 'location_approved'
  | 'location_rejected'
  | 'location_approval_withdrawn'
  | 'company_blocked'
  | 'company_unblocked';

export interface OperatorDecision {
  id: number;
  decided_at: string;
  operator_email: string;
  action: OperatorAction;
  location_id: number | null;
  target: string;
  reason: string | null;
}

/** GET /operator/companies/{id}/ */
export interface CompanyDetail extends CompanyRef {
  website: string;
  created_at: string;
  block_reason: string | null;
  state: CompanyState;
  people: CompanyPerson[];
  locations: CompanyLocation[];
  billable_events: BillableEvent[];
  decisions: OperatorDecision[];
}

export interface PasswordChange {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

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
      changeInitialPassword: build.mutation<{ message?: string }, PasswordChange>({
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
          body: { reason },
        }),
        invalidatesTags: ['Queue', 'Companies', 'Company'],
      }),
      withdrawApproval: build.mutation<DecisionAnswer, { id: number; reason: string }>({
        query: ({ id, reason }) => ({
          url: `/operator/locations/${id}/withdraw-approval/`,
          method: 'POST',
          body: { reason },
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
          body: { reason },
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
          body: reason ? { reason } : {},
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
