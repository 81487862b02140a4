import { operatorApi } from '../operator/operator-api';

/** A clerk of GET /operator/authorities/. */
export interface Clerk {
  id: number;
  email: string;
  created_at: string;
}

/** An authority's key as listed: never the key itself. */
export interface ApiKeySummary {
  id: number;
  label: string;
  created_at: string;
  revoked_at: string | null;
}

/** One authority of GET /operator/authorities/. */
export interface Authority {
  id: number;
  name: string;
  disabled_at: string | null;
  created_at: string;
  clerks: Clerk[];
  api_keys: ApiKeySummary[];
}

/** A new clerk with the one-time password, shown once. */
export interface CreatedClerk {
  clerk: { id: number; email: string };
  initial_password: string;
}

export interface CreatedAuthority extends CreatedClerk {
  authority: Authority;
}

/** POST /operator/authorities/{id}/api-keys/: the key, shown once. */
export interface CreatedApiKey {
  id: number;
  label: string;
  created_at: string;
  key: string;
}

export type PhotoTrailEvent = 'hochgeladen' | 'abgerufen' | 'angesehen' | 'gelöscht' | 'abgelaufen';

/** GET /operator/photos/{id}/trail/: what happened to a photo, never the image or its key. */
export interface PhotoTrail {
  id: string;
  events: { event: PhotoTrailEvent; at: string; actor: string }[];
}

/** Authorities, their clerks and keys, and a photo's trail, in the operator console's API. */
export const authoritiesApi = operatorApi
  .enhanceEndpoints({ addTagTypes: ['Authorities'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listAuthorities: build.query<Authority[], void>({
        query: () => '/operator/authorities/',
        transformResponse: (answer: { results: Authority[] }) => answer.results,
        providesTags: ['Authorities'],
      }),
      createAuthority: build.mutation<CreatedAuthority, { name: string; email: string }>({
        query: (body) => ({ url: '/operator/authorities/', method: 'POST', body }),
        invalidatesTags: ['Authorities'],
      }),
      addClerk: build.mutation<CreatedClerk, { authorityId: number; email: string }>({
        query: ({ authorityId, email }) => ({
          url: `/operator/authorities/${authorityId}/clerks/`,
          method: 'POST',
          body: { email },
        }),
        invalidatesTags: ['Authorities'],
      }),
      setAuthorityEnabled: build.mutation<Authority, { authorityId: number; enabled: boolean }>({
        query: ({ authorityId, enabled }) => ({
          url: `/operator/authorities/${authorityId}/${enabled ? 'enable' : 'disable'}/`,
          method: 'POST',
        }),
        invalidatesTags: ['Authorities'],
      }),
      createApiKey: build.mutation<CreatedApiKey, { authorityId: number; label: string }>({
        query: ({ authorityId, label }) => ({
          url: `/operator/authorities/${authorityId}/api-keys/`,
          method: 'POST',
          body: { label },
        }),
        invalidatesTags: ['Authorities'],
      }),
      revokeApiKey: build.mutation<void, { authorityId: number; keyId: number }>({
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
