import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from 'shared-ui/api/base-query';
import { injectApi } from 'shared-ui/store/app-store';
import type { PublicSiteConfig } from 'shared-ui/site/site-config';

/** The shell's own API: the public site configuration (company, contact, analytics id), logout. */
export const shellApi = injectApi(
  createApi({
    reducerPath: 'shellApi',
    baseQuery,
    endpoints: (build) => ({
      getSiteConfig: build.query<PublicSiteConfig, void>({ query: () => '/site/config/' }),
      // Ends the session's refresh tokens on the server, not only in this tab.
      logout: build.mutation<void, { refresh_token: string }>({
        query: (body) => ({ url: '/photobooth/logout/', method: 'POST', body }),
      }),
    }),
  }),
);

export const { useGetSiteConfigQuery, useLogoutMutation } = shellApi;
