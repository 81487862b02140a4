import { sessionStorageKeys } from './session-storage-keys';
import { subjectOf } from './token-subject';

/**
 * Where the page keeps its tokens (ARCHITECTURE.md §4 "Sessions across tabs").
 *
 * - The refresh token lives in an HttpOnly cookie the server sets; script never stores it.
 *   The copy from the latest answer is held in memory only to name the log-in on logout.
 * - The access token lives in memory only, never in web storage. Remotes that send requests
 *   themselves read it with `accessTokenForRequests()` of session-slice.ts, the module the shell
 *   shares with them (a remote's own copy of this module would hold no token). A reload or a new
 *   tab gets a fresh one from the refresh route with the cookie (session-refresh.ts).
 * - Tokens that an older version of the page left in this tab's sessionStorage under the spec's
 *   keys (`authToken`, `refreshToken`) are taken into memory once at start and removed from
 *   storage (`adoptStoredTokens`), so such a tab stays signed in and gets the cookie with its next
 *   refresh instead of a new log-in.
 */
let accessToken: string | null = null;
let refreshToken: string | null = null;
/** A refresh token of a tab signed in before the cookie existed: sent once in the body. */
let legacyRefreshToken: string | null = null;
/** The person of the latest log-in, kept after it ended: a new log-in may continue the page only for them. */
let lastSubject: string | null = null;

/** localStorage flag (no secret): "a cookie session may exist", so a new tab tries to restore. */
export const sessionHintKey = 'bildbote-session';

function sessionStore(): Storage | null {
  return typeof window === 'undefined' ? null : window.sessionStorage;
}

function localStore(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

export function currentAccessToken(): string | null {
  return accessToken;
}

/** The latest refresh token this tab saw: any token of a log-in names it for logout. */
export function latestRefreshToken(): string | null {
  return refreshToken ?? legacyRefreshToken;
}

/** A token of a tab that predates the cookie; taken once, then the cookie carries the log-in. */
export function takeLegacyRefreshToken(): string | null {
  const token = legacyRefreshToken;
  legacyRefreshToken = null;
  return token;
}

/** The person (`sub`) of the latest log-in of this tab, also after it ended; null after Abmelden. */
export function lastSessionSubject(): string | null {
  return lastSubject;
}

export function rememberTokens(pair: { accessToken: string; refreshToken: string }): void {
  accessToken = pair.accessToken;
  lastSubject = subjectOf(pair.accessToken) ?? lastSubject;
  if (pair.refreshToken) refreshToken = pair.refreshToken;
  localStore()?.setItem(sessionHintKey, '1');
}

export function forgetTokens(options: { everywhere: boolean }): void {
  accessToken = null;
  refreshToken = null;
  legacyRefreshToken = null;
  if (options.everywhere) lastSubject = null;
  if (options.everywhere) localStore()?.removeItem(sessionHintKey);
}

export function mayHaveCookieSession(): boolean {
  return localStore()?.getItem(sessionHintKey) === '1';
}

/**
 * At start: tokens an older version of the page left in this tab's sessionStorage are taken into
 * memory and removed from storage; the refresh token is then sent once in the refresh body, so
 * the server answers with the cookie. Memory itself is never cleared here: the store reads its
 * initial session again whenever a remote injects its API, long after the start.
 */
export function adoptStoredTokens(): boolean {
  const store = sessionStore();
  const storedAccess = store?.getItem(sessionStorageKeys.authToken) ?? null;
  const storedRefresh = store?.getItem(sessionStorageKeys.refreshToken) ?? null;
  if (storedAccess) {
    accessToken = storedAccess;
    lastSubject = subjectOf(storedAccess);
    store?.removeItem(sessionStorageKeys.authToken);
  }
  if (storedRefresh) {
    legacyRefreshToken = storedRefresh;
    store?.removeItem(sessionStorageKeys.refreshToken);
  }
  return Boolean(accessToken);
}
