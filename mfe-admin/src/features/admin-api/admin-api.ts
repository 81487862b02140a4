import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { apiBaseUrl, baseQuery } from 'shared-ui/api/base-query';
import { resetOnSessionChange } from 'shared-ui/session/session-reset';
import { injectApi } from 'shared-ui/store/app-store';
import type { GeocodeAnswer, PostcodeAnswer } from 'shared-ui/contracts/geo-contract';
import type { ResubmittedLocation } from 'shared-ui/contracts/operator-contract';
import type {
  PasswordReset,
  PasswordResetAnswer,
  PasswordResetRequest,
} from 'shared-ui/contracts/password-reset-contract';
import type {
  PasswordChange,
  PasswordChanged,
  Profile,
  ProfileUpdate,
} from 'shared-ui/contracts/profile-contract';
import type { Session, WebLogin } from 'shared-ui/contracts/sessions-contract';
import type { Employee } from 'shared-ui/contracts/staff-contract';
import type {
  CreatedInvitation,
  InvitationRequest,
} from 'shared-ui/contracts/invitations-contract';
import type {
  CreatedShop,
  DeletedShop,
  LocationDetails,
  Shop,
  StudioEntryFormFields,
} from 'shared-ui/contracts/studios-contract';

/** PUT /photobooth/registered-shops/{id}/opening-hours/ (owner and manager): id and body. */
export type ShopOpeningHours = { id: number } & LocationDetails;

/**
 * A new studio as the add dialog hands it over; sent as multipart form data: the contract's text
 * fields (latitude and longitude in decimal degrees with exactly 7 decimals, signed-in-area.md
 * §9; no created_at, the server records its own time) and the proof as a file.
 */
export type NewShop = Required<Omit<StudioEntryFormFields, 'created_at'>> & {
  certificateFile: File | null;
};

/** POST /photobooth/registered-shops/{id}/resubmit/: a rejected studio, corrected, with a new proof. */
export interface ShopResubmission {
  id: number;
  shop: NewShop & { certificateFile: File };
}

export type OperatingSystem = 'WINDOWS' | 'MAC';

/** An error answer that also keeps the HTTP status text (for answers without a JSON body). */
export type ErrorWithStatusText = FetchBaseQueryError & { statusText?: string };

/** Sign-in and password reset run before there is a session: no bearer token, no refresh. */
const anonymousQuery = fetchBaseQuery({ baseUrl: apiBaseUrl });

/** The queryFn of a call without a session: `body` as JSON to `url`. */
function anonymous<Answer, Body>(url: string, method: 'POST' | 'PUT') {
  return async (
    body: Body,
    api: BaseQueryApi,
    extraOptions: object,
  ): Promise<{ data: Answer } | { error: FetchBaseQueryError }> => {
    const result = await anonymousQuery({ url, method, body }, api, extraOptions);
    return result.error ? { error: result.error } : { data: result.data as Answer };
  };
}

function withStatusText(
  error: FetchBaseQueryError,
  meta: FetchBaseQueryMeta | undefined,
): ErrorWithStatusText {
  return { ...error, statusText: meta?.response?.statusText };
}

function shopFormData(shop: NewShop): FormData {
  const form = new FormData();
  form.append('name', shop.name);
  form.append('address', shop.address);
  form.append('city', shop.city);
  form.append('zipcode', shop.zipcode);
  form.append('website', shop.website);
  form.append('shop_phone', shop.shop_phone);
  form.append('latitude', shop.latitude);
  form.append('longitude', shop.longitude);
  if (shop.certificateFile) form.append('certificate_file', shop.certificateFile);
  return form;
}

/** Cache tags: a change refetches exactly the lists it affects. */
const tagTypes = ['Profile', 'Staff', 'Shops'] as const;

/** The administration remote's API (signed-in-area.md §7, without the eID call). */
export const adminApi = injectApi(
  createApi({
    reducerPath: 'adminApi',
    baseQuery,
    tagTypes,
    endpoints: (build) => ({
      webLogin: build.mutation<Session, WebLogin>({
        queryFn: anonymous<Session, WebLogin>('/photobooth/web-login/', 'POST'),
      }),
      requestPasswordReset: build.mutation<PasswordResetAnswer, PasswordResetRequest>({
        queryFn: anonymous<PasswordResetAnswer, PasswordResetRequest>(
          '/photobooth/request-password-reset/',
          'POST',
        ),
      }),
      resetPassword: build.mutation<PasswordResetAnswer, PasswordReset>({
        queryFn: anonymous<PasswordResetAnswer, PasswordReset>(
          '/photobooth/request-password-reset/',
          'PUT',
        ),
      }),
      getProfile: build.query<Profile, void>({
        query: () => '/photobooth/profile/',
        providesTags: ['Profile'],
      }),
      updateProfile: build.mutation<Profile, ProfileUpdate>({
        query: (body) => ({ url: '/photobooth/profile/', method: 'PUT', body }),
        invalidatesTags: (_result, error) => (error ? [] : ['Profile']),
      }),
      changePassword: build.mutation<PasswordChanged, PasswordChange>({
        query: (body) => ({
          url: '/photobooth/profile/change-password/',
          method: 'POST',
          body,
        }),
      }),
      getStaff: build.query<Employee[], void>({
        query: () => '/photobooth/invite-employee/',
        // The list answer may also be a single person (signed-in-area.md §7).
        transformResponse: (answer: Employee[] | Employee | null) =>
          answer == null ? [] : Array.isArray(answer) ? answer : [answer],
        providesTags: ['Staff'],
      }),
      inviteEmployee: build.mutation<CreatedInvitation, InvitationRequest>({
        query: (body) => ({ url: '/photobooth/invite-employee/', method: 'POST', body }),
        invalidatesTags: (_result, error) => (error ? [] : ['Staff']),
      }),
      deleteEmployee: build.mutation<unknown, number>({
        query: (userId) => ({ url: `/photobooth/invite-employee/${userId}/`, method: 'DELETE' }),
        transformErrorResponse: withStatusText,
        invalidatesTags: (_result, error) => (error ? [] : ['Staff']),
      }),
      getShops: build.query<Shop[], void>({
        query: () => '/photobooth/registered-shops/',
        transformResponse: (answer: Shop[] | null) => answer ?? [],
        providesTags: ['Shops'],
      }),
      addShop: build.mutation<CreatedShop, NewShop>({
        query: (shop) => ({
          url: '/photobooth/registered-shops/',
          method: 'POST',
          body: shopFormData(shop),
        }),
        invalidatesTags: (_result, error) => (error ? [] : ['Shops']),
      }),
      // The resubmission is the operators' review queue's (operator-contract.ts).
      resubmitShop: build.mutation<ResubmittedLocation, ShopResubmission>({
        query: ({ id, shop }) => ({
          url: `/photobooth/registered-shops/${id}/resubmit/`,
          method: 'POST',
          body: shopFormData(shop),
        }),
        invalidatesTags: (_result, error) => (error ? [] : ['Shops']),
      }),
      setShopOpeningHours: build.mutation<Shop, ShopOpeningHours>({
        query: ({ id, ...body }) => ({
          url: `/photobooth/registered-shops/${id}/opening-hours/`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: (_result, error) => (error ? [] : ['Shops']),
      }),
      deleteShop: build.mutation<DeletedShop, number>({
        query: (id) => ({ url: `/photobooth/registered-shops/${id}/`, method: 'DELETE' }),
        invalidatesTags: (_result, error) => (error ? [] : ['Shops']),
      }),
      lookupPostcode: build.query<PostcodeAnswer, string>({
        query: (postcode) => `/geo/postcode/${encodeURIComponent(postcode)}/`,
      }),
      geocodeAddress: build.query<GeocodeAnswer, string>({
        query: (address) => ({ url: '/geo/geocode/', params: { q: address } }),
      }),
      getDownloadUrl: build.query<{ download_url?: string }, OperatingSystem>({
        query: (operatingSystem) => ({
          url: '/photobooth/get-download-url/',
          params: { operating_system: operatingSystem },
        }),
        // The links are short-lived: every click asks for a fresh one.
        keepUnusedDataFor: 0,
      }),
      getLicenseKey: build.query<{ license_key?: string }, void>({
        query: () => '/photobooth/get-license-key/',
        keepUnusedDataFor: 0,
      }),
    }),
  }),
);

export const {
  useWebLoginMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useGetProfileQuery,
  useLazyGetProfileQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useGetStaffQuery,
  useInviteEmployeeMutation,
  useDeleteEmployeeMutation,
  useGetShopsQuery,
  useAddShopMutation,
  useResubmitShopMutation,
  useDeleteShopMutation,
  useSetShopOpeningHoursMutation,
  useLazyLookupPostcodeQuery,
  useLazyGeocodeAddressQuery,
  useLazyGetDownloadUrlQuery,
  useLazyGetLicenseKeyQuery,
} = adminApi;

resetOnSessionChange(adminApi);
