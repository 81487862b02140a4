import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from 'shared-ui/api/base-query';
import { resetOnSessionChange } from 'shared-ui/session/session-reset';
import type { UserType } from 'shared-ui/session/session-slice';
import { injectApi } from 'shared-ui/store/app-store';
import type { RegistrationPayload } from 'shared-ui/validation/registration';
import { studioEntryFormData, type StudioEntry } from '../verification/studio-entry';

/** Answer of POST /photobooth/register/ as the spec reads it (user.email, user.is_verified). */
export interface RegisterAnswer {
  user?: { email?: string | string[]; is_verified?: boolean };
  detail?: string;
}

export interface VerifyOtpAnswer {
  detail?: string;
  license_hash?: string;
}

export interface WebLoginAnswer {
  access_token?: string;
  refresh_token?: string;
  EID_verified?: boolean;
  detail?: string;
}

export interface ProfileAnswer {
  user_type: UserType;
}

/** City of a German postcode, from GET /api/geo/postcode/{plz}/. */
export interface PostcodeAnswer {
  city?: string;
}

/** GET /api/geo/geocode/ in the shape of public-site.md §7 (status, results). */
export interface GeocodeAnswer {
  status: string;
  results: {
    geometry: { location: { lat: number; lng: number } };
    address_components?: { long_name: string; short_name?: string; types: string[] }[];
  }[];
}

/** The registration remote's own API: registration, code verification, first login, studios. */
export const registrationApi = injectApi(
  createApi({
    reducerPath: 'registrationApi',
    baseQuery,
    endpoints: (build) => ({
      register: build.mutation<RegisterAnswer, RegistrationPayload>({
        query: (payload) => ({ url: '/photobooth/register/', method: 'POST', body: payload }),
      }),
      resendOtp: build.mutation<{ detail?: string }, { email: string }>({
        query: (body) => ({ url: '/photobooth/resend-otp/', method: 'POST', body }),
      }),
      verifyOtp: build.mutation<VerifyOtpAnswer, { email: string; otp: string }>({
        query: (body) => ({ url: '/photobooth/verify-otp/', method: 'POST', body }),
      }),
      webLogin: build.mutation<WebLoginAnswer, { email: string; password: string }>({
        query: (body) => ({ url: '/photobooth/web-login/', method: 'POST', body }),
      }),
      getProfile: build.query<ProfileAnswer, void>({
        query: () => '/photobooth/profile/',
        keepUnusedDataFor: 0,
      }),
      registerShop: build.mutation<unknown, StudioEntry>({
        // The arguments stay plain data in the store; the multipart body is built per request.
        query: (entry) => ({
          url: '/photobooth/registered-shops/',
          method: 'POST',
          body: studioEntryFormData(entry),
        }),
      }),
      lookupPostcode: build.query<PostcodeAnswer, string>({
        query: (postcode) => `/geo/postcode/${encodeURIComponent(postcode)}/`,
      }),
      geocodeAddress: build.query<GeocodeAnswer, string>({
        query: (address) => ({ url: '/geo/geocode/', params: { q: address } }),
      }),
    }),
  }),
);

export const {
  useRegisterMutation,
  useResendOtpMutation,
  useVerifyOtpMutation,
  useWebLoginMutation,
  useLazyGetProfileQuery,
  useRegisterShopMutation,
  useLazyLookupPostcodeQuery,
  useLazyGeocodeAddressQuery,
} = registrationApi;

// The first login of the verification step reads the profile: a later session must not see it.
resetOnSessionChange(registrationApi);
