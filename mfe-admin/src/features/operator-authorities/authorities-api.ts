import type {
  Authority,
  AuthorityList,
  CreatedApiKey,
  CreatedAuthority,
  CreatedClerk,
  NewApiKey,
  NewAuthority,
  NewClerk,
} from 'shared-ui/contracts/authorities-contract';
import type { PhotoTrail } from 'shared-ui/contracts/photos-contract';
import { operatorApi } from '../operator/operator-api';

/** The authority a request on the console is about, beside the body it sends. */
interface ForAuthority {
  authorityId: number;
}

/** Authorities, their clerks and keys, and a photo's trail, in the operator console's API. */
export const authoritiesApi = operatorApi
  .enhanceEndpoints({ addTagTypes: ['Authorities'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listAuthorities: build.query<Authority[], void>({
        query: () => '/operator/authorities/',
        transformResponse: (answer: AuthorityList) => answer.results,
        providesTags: ['Authorities'],
      }),
      createAuthority: build.mutation<CreatedAuthority, NewAuthority>({
        query: (body) => ({ url: '/operator/authorities/', method: 'POST', body }),
        invalidatesTags: ['Authorities'],
      }),
      addClerk: build.mutation<CreatedClerk, ForAuthority & NewClerk>({
        query: ({ authorityId, ...body }) => ({
          url: `/operator/authorities/${authorityId}/clerks/`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['Authorities'],
      }),
      setAuthorityEnabled: build.mutation<Authority, ForAuthority & { enabled: boolean }>({
        query: ({ authorityId, enabled }) => ({
          url: `/operator/authorities/${authorityId}/${enabled ? 'enable' : 'disable'}/`,
          method: 'POST',
        }),
        invalidatesTags: ['Authorities'],
      }),
      createApiKey: build.mutation<CreatedApiKey, ForAuthority & NewApiKey>({
        query: ({ authorityId, ...body }) => ({
          url: `/operator/authorities/${authorityId}/api-keys/`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['Authorities'],
      }),
      revokeApiKey: build.mutation<void, ForAuthority & { keyId: number }>({
        query: ({ authorityId, keyId }) => ({
          url: `/operator/authorities/${authorityId}/api-keys/${keyId}/`,
          method: 'DELETE',
        }),
        invalidatesTags: ['Authorities'],
      }),
      getPhotoTrail: build.query<PhotoTrail, string>({
        query: (id) => `/operator/photos/${encodeURIComponent(id)}/trail/`,
      }),
    }),
  });

export const {
  useListAuthoritiesQuery,
  useCreateAuthorityMutation,
  useAddClerkMutation,
  useSetAuthorityEnabledMutation,
  useCreateApiKeyMutation,
  useRevokeApiKeyMutation,
  useLazyGetPhotoTrailQuery,
} = authoritiesApi;
