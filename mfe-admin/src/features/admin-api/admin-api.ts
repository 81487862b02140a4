import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { apiBaseUrl, baseQuery } from 'shared-ui/api/base-query';
import { resetOnSessionChange } from 'shared-ui/session/session-reset';
import type { UserType } from 'shared-ui/session/session-slice';
import { injectApi } from 'shared-ui/store/app-store';
import type { Employee } from 'shared-ui/contracts/staff-contract';
import type { Salutation } from 'shared-ui/validation/domain-values';
import type { OpeningHours } from 'shared-ui/locations/opening-hours';

/** POST /photobooth/web-login/ (signed-in-area.md §7). */
export interface LoginAnswer {
  access_token?: string;
  refresh_token?: string;
  EID_verified?: boolean;
}

/** GET /photobooth/profile/ (signed-in-area.md §3 "Profile"). */
export interface Profile {
  id: number;
  user_type: UserType;
  salutation: Salutation | string;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  email: string;
  phone: string;
}

/** The part of the profile a person may change; PUT /photobooth/profile/ receives all of it. */
export type ProfileUpdate = Pick<
  Profile,
  'salutation' | 'first_name' | 'last_name' | 'date_of_birth' | 'phone'
>;

export interface PasswordChange {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

export interface PasswordReset {
  email: string;
  reset_code: string;
  new_password: string;
}

export type InvitedUserType = 'employee' | 'manager';
export type AccessLevel = 'restricted' | 'full';

/** POST /photobooth/invite-employee/ (signed-in-area.md §3 "Invitation payload"). */
export interface Invitation {
  email: string;
  user_type: InvitedUserType;
  role: AccessLevel;
}

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** One studio of GET /photobooth/registered-shops/ (signed-in-area.md §3 "Shop/location"). */
export interface Shop {
  id: number;
  name: string;
  address: string;
  city: string;
  zipcode: string;
  website: string | null;
  shop_phone: string | null;
  latitude: number | string | null;
  longitude: number | string | null;
  /** Address of the uploaded trade proof (PDF), or null when none was uploaded. */
  certificate_file: string | null;
  /** Review of the trade proof (ARCHITECTURE.md §4: new locations start pending). */
  review_status?: ReviewStatus;
  review_reason?: string | null;
  /** Weekly hours (Europe/Berlin); null or missing = not given (issue 21, item 4). */
  opening_hours?: OpeningHours | null;
  barrier_free?: boolean;
}

/** PUT /photobooth/registered-shops/{id}/opening-hours/ (owner and manager). */
export interface ShopOpeningHours {
  id: number;
  opening_hours: OpeningHours | null;
  barrier_free: boolean;
}

/** A new studio as the add dialog hands it over; sent as multipart form data. */
export interface NewShop {
  name: string;
  address: string;
  city: string;
  zipcode: string;
  website: string;
  shop_phone: string;
  /** Decimal degrees with exactly 7 decimals (signed-in-area.md §9). */
  latitude: string;
  longitude: string;
  certificateFile: File | null;
}

/** POST /photobooth/registered-shops/{id}/resubmit/: a rejected studio, corrected, with a new proof. */
export interface ShopResubmission {
  id: number;
  shop: NewShop & { certificateFile: File };
}

/** The answer of a resubmission: the server's message and the studio, pending review again. */
export interface ResubmittedShop {
  detail: string;
  id: number;
  review_status: 'pending';
}

export interface PostcodeAnswer {
  city?: string;
}

/** GET /api/geo/geocode/ in the shape of the spec (status, results[].geometry.location). */
export interface GeocodeAnswer {
  status: string;
  results?: { geometry?: { location?: { lat: number; lng: number } } }[];
}

export type OperatingSystem = 'WINDOWS' | 'MAC';

/** An error answer that also keeps the HTTP status text (for answers without a JSON body). */
export type ErrorWithStatusText = FetchBaseQueryError & { statusText?: string };

/** Sign-in and password reset run before there is a session: no bearer token, no refresh. */
const anonymousQuery = fetchBaseQuery({ baseUrl: apiBaseUrl });

async function anonymous<Answer>(
  args: FetchArgs,
  api: BaseQueryApi,
  extraOptions: object,
): Promise<{ data: Answer } | { error: FetchBaseQueryError }> {
  const result = await anonymousQuery(args, api, extraOptions);
  return result.error ? { error: result.error } : { data: result.data as Answer };
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
      webLogin: build.mutation<LoginAnswer, { email: string; password: string }>({
        queryFn: (body, api, extraOptions) =>
          anonymous<LoginAnswer>(
            { url: '/photobooth/web-login/', method: 'POST', body },
            api,
            extraOptions,
          ),
      }),
      requestPasswordReset: build.mutation<unknown, { email: string }>({
        queryFn: (body, api, extraOptions) =>
          anonymous<unknown>(
            { url: '/photobooth/request-password-reset/', method: 'POST', body },
            api,
            extraOptions,
          ),
      }),
      resetPassword: build.mutation<unknown, PasswordReset>({
        queryFn: (body, api, extraOptions) =>
          anonymous<unknown>(
            { url: '/photobooth/request-password-reset/', method: 'PUT', body },
            api,
            extraOptions,
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
      changePassword: build.mutation<unknown, PasswordChange>({
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
      inviteEmployee: build.mutation<{ message?: string }, Invitation>({
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
      addShop: build.mutation<unknown, NewShop>({
        query: (shop) => ({
          url: '/photobooth/registered-shops/',
          method: 'POST',
          body: shopFormData(shop),
        }),
        invalidatesTags: (_result, error) => (error ? [] : ['Shops']),
      }),
      resubmitShop: build.mutation<ResubmittedShop, ShopResubmission>({
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
      deleteShop: build.mutation<unknown, number>({
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
