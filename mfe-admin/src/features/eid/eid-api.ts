import { adminApi } from '../admin-api/admin-api';

/** How the provider shows its page: in the desktop popup (`page`) or on a phone (`touch`). */
export type EidDisplay = 'page' | 'touch';

/** POST /photobooth/eid-start/: the provider's authorization address for this person. */
export interface EidStartAnswer {
  authorization_url?: string;
}

/**
 * POST /photobooth/eid-verify/. The spec sends `{code}`; `state` and `iss` of the same return
 * address go along, so the server can bind the answer to the flow it started and to its
 * provider (ARCHITECTURE.md §3).
 */
export interface EidVerification {
  code: string;
  state?: string;
  iss?: string;
}

export interface EidVerifyAnswer {
  message?: string;
  EID_verified?: boolean;
}

export const eidApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    startEid: build.mutation<EidStartAnswer, { display: EidDisplay }>({
      query: (body) => ({ url: '/photobooth/eid-start/', method: 'POST', body }),
    }),
    verifyEid: build.mutation<EidVerifyAnswer, EidVerification>({
      query: (body) => ({ url: '/photobooth/eid-verify/', method: 'POST', body }),
    }),
  }),
});

export const { useStartEidMutation, useVerifyEidMutation } = eidApi;
