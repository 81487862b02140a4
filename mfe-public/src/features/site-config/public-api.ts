import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from 'shared-ui/api/base-query';
import type { PublicSiteConfig } from 'shared-ui/site/site-config';
import { injectApi } from 'shared-ui/store/app-store';

/** The public pages' own API: today only the site configuration (company data, video). */
export const publicApi = injectApi(
  createApi({
    reducerPath: 'publicApi',
    baseQuery,
    endpoints: (build) => ({
      getSiteConfig: build.query<PublicSiteConfig, void>({
        query: () => '/site/config/',
        // The configuration changes only with a deployment; keep it for the whole visit.
        keepUnusedDataFor: 3600,
      }),
    }),
  }),
);

export const { useGetSiteConfigQuery } = publicApi;
