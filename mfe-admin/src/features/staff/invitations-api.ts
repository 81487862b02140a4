import type { PendingInvitation, ResentInvitation } from 'shared-ui/contracts/invitations-contract';
import { adminApi } from '../admin-api/admin-api';

/**
 * Pending invitations of the staff page (issue 23). They share the 'Staff' tag: a new
 * invitation, a resend or a revoke refreshes the list, and so does the dashboard's checklist.
 */
export const invitationsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getPendingInvitations: build.query<PendingInvitation[], void>({
      query: () => '/photobooth/invitations/',
      providesTags: ['Staff'],
    }),
    resendInvitation: build.mutation<ResentInvitation, number>({
      query: (id) => ({ url: `/photobooth/invitations/${id}/resend/`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Staff']),
    }),
    revokeInvitation: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `/photobooth/invitations/${id}/`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Staff']),
    }),
  }),
});

export const {
  useGetPendingInvitationsQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} = invitationsApi;
