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

/**
 * Tabs of one log-in (a duplicated tab carries a copy of sessionStorage) refresh one at a time
 * (issue 25): each takes this Web Lock, and the tab that refreshed tells the others the new pair
 * on `sessionChannelName`. A tab that waited finds its pair already replaced and refreshes
 * nothing; otherwise two tabs would present the same refresh token, and after the server's
 * short grace window that counts as theft and ends the log-in everywhere.
 */
export const refreshLockName = 'bildbote-token-refresh';
export const sessionChannelName = 'bildbote-session';

/** What the refreshing tab posts on the session channel. */
export interface TokensRotatedMessage {
  type: 'tokens-rotated';
  /** The refresh token the pair replaces: only tabs that still hold it take the new pair. */
  previousRefreshToken: string;
  accessToken: string;
  refreshToken: string;
}

type Dispatch = Parameters<BaseQueryFn>[1]['dispatch'];

let dispatchOfPage: Dispatch | null = null;
let channel: BroadcastChannel | null | undefined;

/** The page's session channel, opened at the first API call; null without BroadcastChannel. */
function sessionChannel(dispatch: Dispatch): BroadcastChannel | null {
  dispatchOfPage = dispatch;
  if (channel !== undefined) return channel;
  if (typeof BroadcastChannel === 'undefined') return (channel = null);
  channel = new BroadcastChannel(sessionChannelName);
  channel.onmessage = (event: MessageEvent<Partial<TokensRotatedMessage>>) => {
    const message = event.data;
    if (message?.type !== 'tokens-rotated' || !message.accessToken || !message.refreshToken) return;
    const held = window.sessionStorage.getItem(sessionStorageKeys.refreshToken);
    if (!held || held !== message.previousRefreshToken) return;
    dispatchOfPage?.(
      tokensRefreshed({ accessToken: message.accessToken, refreshToken: message.refreshToken }),
    );
  };
  return channel;
}

/** Runs `work` under the refresh lock; browsers without Web Locks run it at once. */
async function underRefreshLock(work: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return work();
  return await locks.request(refreshLockName, work);
}

let refreshInFlight: Promise<boolean> | null = null;

/**
 * Rotates the token pair once for all requests of this tab that failed together with an
 * expired token, and once for all tabs of the log-in. `sentAccessToken` is the token the
 * failed request carried: when it has been replaced meanwhile (another tab's pair arrived),
 * retrying is enough.
 */
async function refreshTokens(
  api: Parameters<BaseQueryFn>[1],
  extraOptions: Parameters<BaseQueryFn>[2],
  sentAccessToken: string | null,
): Promise<boolean> {
  if (!window.sessionStorage.getItem(sessionStorageKeys.refreshToken)) return false;
  refreshInFlight ??= underRefreshLock(async () => {
    const accessToken = window.sessionStorage.getItem(sessionStorageKeys.authToken);
    if (accessToken && accessToken !== sentAccessToken) return true;
    const refreshToken = window.sessionStorage.getItem(sessionStorageKeys.refreshToken);
    if (!refreshToken) return false;
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
    const message: TokensRotatedMessage = {
      type: 'tokens-rotated',
      previousRefreshToken: refreshToken,
      accessToken: pair.access_token,
      refreshToken: pair.refresh_token,
    };
    sessionChannel(api.dispatch)?.postMessage(message);
    return true;
  }).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * The base query of every remote's API: base URL `/api`, the bearer token from sessionStorage,
 * one silent refresh on a 401 (one at a time across the tabs of a log-in), and a 401 from the
 * profile call ends the session.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  sessionChannel(api.dispatch);
  const sentAccessToken = window.sessionStorage.getItem(sessionStorageKeys.authToken);
  let result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401) return result;
  if (await refreshTokens(api, extraOptions, sentAccessToken)) {
    result = await rawBaseQuery(args, api, extraOptions);
  }
  if (result.error?.status === 401 && requestUrl(args).startsWith('/photobooth/profile/')) {
    api.dispatch(signedOut());
  }
  return result;
};
