import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { sessionStorageKeys } from '../session/session-storage-keys';
import { signedOut, tokensRefreshed } from '../session/session-slice';

export const apiBaseUrl = '/api';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl,
  prepareHeaders: (headers) => {
    const token = window.sessionStorage.getItem(sessionStorageKeys.authToken);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

function requestUrl(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

interface TokenPair {
  access_token: string;
  refresh_token: string;
}

let refreshInFlight: Promise<boolean> | null = null;

/** Rotates the token pair once for all requests that failed together with an expired token. */
async function refreshTokens(
  api: Parameters<BaseQueryFn>[1],
  extraOptions: Parameters<BaseQueryFn>[2],
): Promise<boolean> {
  const refreshToken = window.sessionStorage.getItem(sessionStorageKeys.refreshToken);
  if (!refreshToken) return false;
  refreshInFlight ??= (async () => {
    const result = await rawBaseQuery(
      { url: '/photobooth/token/refresh/', method: 'POST', body: { refresh_token: refreshToken } },
      api,
      extraOptions,
    );
    const pair = result.data as TokenPair | undefined;
    if (!pair?.access_token || !pair.refresh_token) return false;
    api.dispatch(
      tokensRefreshed({ accessToken: pair.access_token, refreshToken: pair.refresh_token }),
    );
    return true;
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * The base query of every remote's API: base URL `/api`, the bearer token from sessionStorage,
 * one silent refresh on a 401, and a 401 from the profile call ends the session.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  let result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401) return result;
  if (await refreshTokens(api, extraOptions)) {
    result = await rawBaseQuery(args, api, extraOptions);
  }
  if (result.error?.status === 401 && requestUrl(args).startsWith('/photobooth/profile/')) {
    api.dispatch(signedOut());
  }
  return result;
};
