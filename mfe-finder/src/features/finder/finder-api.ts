import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from 'shared-ui/api/base-query';
import { injectApi } from 'shared-ui/store/app-store';
import type {
  NearbyShop,
  PublicPlace,
  PublicStudio,
  ShopsNearbyQuery,
} from 'shared-ui/contracts/finder-contract';
import type { GeocodeAnswer } from 'shared-ui/contracts/geo-contract';
import type { GeocodeQuery } from './location-search';

/** The finder's own API: nearby shops and geocoding. */
export const finderApi = injectApi(
  createApi({
    reducerPath: 'finderApi',
    baseQuery,
    endpoints: (build) => ({
      getShopsNearby: build.query<NearbyShop[], ShopsNearbyQuery>({
        query: (params) => ({ url: '/photobooth/shops-nearby/', params }),
      }),
      geocode: build.query<GeocodeAnswer, GeocodeQuery>({
        query: (params) => ({ url: '/geo/geocode/', params }),
      }),
      getPublicStudio: build.query<PublicStudio, number>({
        query: (id) => `/public/studios/${id}/`,
      }),
      getPlace: build.query<PublicPlace, string>({
        query: (place) => `/public/places/${encodeURIComponent(place)}/`,
      }),
    }),
  }),
);

export const {
  useGetShopsNearbyQuery,
  useLazyGetShopsNearbyQuery,
  useLazyGeocodeQuery,
  useGetPublicStudioQuery,
  useGetPlaceQuery,
} = finderApi;
