import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from 'shared-ui/api/base-query';
import type { PublicSiteConfig } from 'shared-ui/site/site-config';
import { injectApi } from 'shared-ui/store/app-store';
import type { GeocodeQuery, GeocodeResponse } from './location-search';
import type { Shop } from './shop';

export interface ShopsNearbyQuery {
  latitude: number;
  longitude: number;
  /** Kilometres. */
  radius: number;
}

/** The finder's own API: site configuration (Mapbox token), nearby shops and geocoding. */
export const finderApi = injectApi(
  createApi({
    reducerPath: 'finderApi',
    baseQuery,
    endpoints: (build) => ({
      getSiteConfig: build.query<PublicSiteConfig, void>({
        query: () => '/site/config/',
        // The configuration changes only with a deployment; keep it for the whole visit.
        keepUnusedDataFor: 3600,
      }),
      getShopsNearby: build.query<Shop[], ShopsNearbyQuery>({
        query: (params) => ({ url: '/photobooth/shops-nearby/', params }),
      }),
      geocode: build.query<GeocodeResponse, GeocodeQuery>({
        query: (params) => ({ url: '/geo/geocode/', params }),
      }),
    }),
  }),
);

export const {
  useGetSiteConfigQuery,
  useGetShopsNearbyQuery,
  useLazyGetShopsNearbyQuery,
  useLazyGeocodeQuery,
} = finderApi;
