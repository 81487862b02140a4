import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { sessionFromRefresh } from '../session/session-effects';
import { refreshByCookie } from '../session/session-refresh';
import {
  sessionEnded,
  sessionResumed,
  tokensRefreshed,
  type SessionState,
} from '../session/session-slice';
import { currentAccessToken } from '../session/session-tokens';

export const apiBaseUrl = '/api';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl,
  prepareHeaders: (headers) => {
    // The access token is held in memory (session-tokens.ts), never read from storage here.
    const token = currentAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

function requestUrl(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

/** Their 401 means wrong credentials or no log-in, not an expired access token. */
const sessionRoutes = [
  '/photobooth/web-login/',
  '/photobooth/token/refresh/',
  '/photobooth/logout/',
];

function isAuthenticated(getState: () => unknown): boolean {
  const state = getState() as { session?: SessionState };
  return state.session?.isAuthenticated === true;
}

/**
 * The base query of every remote's API: base URL `/api`, the bearer token from memory, one
 * silent refresh by cookie on a 401 (one at a time across the tabs of the browser). When the
 * log-in is over (the refresh is refused, or the profile still answers 401), the session ends;
 * the open page keeps its input and signed-in pages offer the login dialog.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const sentAccessToken = currentAccessToken();
  let result = await rawBaseQuery(args, api, extraOptions);
  const url = requestUrl(args);
  if (result.error?.status !== 401 || sessionRoutes.some((route) => url.startsWith(route))) {
    return result;
  }
  const outcome = await refreshByCookie(sentAccessToken);
  if (outcome.kind === 'tokens') {
    const { session } = outcome;
    const next = sessionFromRefresh(session);
    if (!sessionResumed.match(next)) {
      // The cookie now belongs to another person (logged in in another tab): this tab's
      // session ends rather than continue its page as someone else.
      api.dispatch(next);
      return result;
    }
    api.dispatch(
      tokensRefreshed({ accessToken: session.access_token, refreshToken: session.refresh_token }),
    );
  }
  if (outcome.kind === 'tokens' || outcome.kind === 'already-fresh') {
    result = await rawBaseQuery(args, api, extraOptions);
  }
  const over =
    outcome.kind === 'refused' ||
    (result.error?.status === 401 && url.startsWith('/photobooth/profile/'));
  if (over && isAuthenticated(api.getState)) api.dispatch(sessionEnded());
  return result;
};
