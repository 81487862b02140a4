import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from 'shared-ui/api/base-query';
import { injectApi } from 'shared-ui/store/app-store';
import type { PublicPlace, PublicStudio } from 'shared-ui/locations/studio-pages';
import type { GeocodeQuery, GeocodeResponse } from './location-search';
import type { Shop } from './shop';

export interface ShopsNearbyQuery {
  latitude: number;
  longitude: number;
  /** Kilometres. */
  radius: number;
}

/** The finder's own API: nearby shops and geocoding. */
export const finderApi = injectApi(
  createApi({
    reducerPath: 'finderApi',
    baseQuery,
    endpoints: (build) => ({
      getShopsNearby: build.query<Shop[], ShopsNearbyQuery>({
        query: (params) => ({ url: '/photobooth/shops-nearby/', params }),
      }),
      geocode: build.query<GeocodeResponse, GeocodeQuery>({
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
