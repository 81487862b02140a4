import type {
  EidStart,
  EidStartAnswer,
  EidVerification,
  EidVerified,
} from 'shared-ui/contracts/eid-contract';
import { adminApi } from '../admin-api/admin-api';

/** POST /photobooth/eid-start/ and eid-verify/ (signed-in-area.md §7), typed by the contract. */
export const eidApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    startEid: build.mutation<EidStartAnswer, EidStart>({
      query: (body) => ({ url: '/photobooth/eid-start/', method: 'POST', body }),
    }),
    verifyEid: build.mutation<EidVerified, EidVerification>({
      query: (body) => ({ url: '/photobooth/eid-verify/', method: 'POST', body }),
    }),
  }),
});

export const { useStartEidMutation, useVerifyEidMutation } = eidApi;
