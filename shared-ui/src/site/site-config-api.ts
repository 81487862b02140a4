import { createApi } from '@reduxjs/toolkit/query/react';
// By package name: the page-wide singletons (the store the API is injected into, the one base
// query), not copies bundled into this module.
import { baseQuery } from 'shared-ui/api/base-query';
import { useHydrated } from 'shared-ui/prerender/use-hydrated';
import { injectApi } from 'shared-ui/store/app-store';
import type { PublicSiteConfig } from './site-config';

/**
 * The public site configuration (company data, analytics id, map token, videos), one endpoint
 * for the shell and every remote: shared-ui is a singleton, so the page asks once and all parts
 * read the same cached answer.
 */
export const siteConfigApi = injectApi(
  createApi({
    reducerPath: 'siteConfigApi',
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

export const { useGetSiteConfigQuery } = siteConfigApi;

/**
 * The configuration as a prerendered page reads it: while the page hydrates it is not there yet
 * (the build made the HTML without it; another part of the page may have loaded it meanwhile),
 * right after that as loaded.
 */
export function useHydratedSiteConfigQuery() {
  const result = useGetSiteConfigQuery();
  const hydrated = useHydrated();
  return hydrated ? result : { ...result, data: undefined, isError: false };
}
