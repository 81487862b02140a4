import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from 'shared-ui/api/base-query';
import { resetOnSessionChange } from 'shared-ui/session/session-reset';
import { injectApi } from 'shared-ui/store/app-store';
import type { GeocodeAnswer, PostcodeAnswer } from 'shared-ui/contracts/geo-contract';
import type { Profile } from 'shared-ui/contracts/profile-contract';
import type {
  CodeResent,
  CodeVerification,
  EmailVerified,
  Registered,
  RegistrationRequest,
  ResendCode,
} from 'shared-ui/contracts/registration-bodies-contract';
import type { Session, WebLogin } from 'shared-ui/contracts/sessions-contract';
import type { CreatedShop } from 'shared-ui/contracts/studios-contract';
import { studioEntryFormData, type StudioEntry } from '../verification/studio-entry';

/** The registration remote's own API: registration, code verification, first login, studios. */
export const registrationApi = injectApi(
  createApi({
    reducerPath: 'registrationApi',
    baseQuery,
    endpoints: (build) => ({
      // A refused registration (409: user.email, user.is_verified) is read by register-failure.ts.
      register: build.mutation<Registered, RegistrationRequest>({
        query: (payload) => ({ url: '/photobooth/register/', method: 'POST', body: payload }),
      }),
      resendOtp: build.mutation<CodeResent, ResendCode>({
        query: (body) => ({ url: '/photobooth/resend-otp/', method: 'POST', body }),
      }),
      verifyOtp: build.mutation<EmailVerified, CodeVerification>({
        query: (body) => ({ url: '/photobooth/verify-otp/', method: 'POST', body }),
      }),
      webLogin: build.mutation<Session, WebLogin>({
        query: (body) => ({ url: '/photobooth/web-login/', method: 'POST', body }),
      }),
      getProfile: build.query<Profile, void>({
        query: () => '/photobooth/profile/',
        keepUnusedDataFor: 0,
      }),
      registerShop: build.mutation<CreatedShop, StudioEntry>({
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
