import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from 'shared-ui/api/base-query';
import { injectApi } from 'shared-ui/store/app-store';
import type { PublicSiteConfig } from 'shared-ui/site/site-config';

/** The shell's own API: the public site configuration (company, contact, analytics id). */
export const shellApi = injectApi(
  createApi({
    reducerPath: 'shellApi',
    baseQuery,
    endpoints: (build) => ({
      getSiteConfig: build.query<PublicSiteConfig, void>({ query: () => '/site/config/' }),
    }),
  }),
);

export const { useGetSiteConfigQuery } = shellApi;
