import type { UserType } from '../contracts/accounts-contract';
import type { Session } from '../contracts/sessions-contract';
import { currentAccessToken, takeLegacyRefreshToken } from './session-tokens';

/** The refresh route as the page calls it; the cookie is scoped to exactly this path. */
export const refreshUrl = '/api/photobooth/token/refresh/';
/** Sent with every refresh by cookie; a cross-site request cannot set it (no CORS for it). */
export const refreshByCookieHeaders = { 'X-Bildbote-Refresh': 'cookie' } as const;

/**
 * The answer of token/refresh/ as the page reads it, defensively: an answer without a user type
 * still refreshes the tokens, with the user type null.
 */
export type RefreshedSession = Pick<Session, 'access_token' | 'refresh_token' | 'EID_verified'> & {
  user_type: UserType | null;
};

export type RefreshOutcome =
  | { kind: 'tokens'; session: RefreshedSession }
  /** Another refresh of this tab replaced the access token meanwhile: retrying is enough. */
  | { kind: 'already-fresh' }
  /** The server refused: the log-in is over. */
  | { kind: 'refused' }
  /** No answer (offline): the log-in may well still be open. */
  | { kind: 'unreachable' };

/**
 * Tabs of one browser share the cookie, so they refresh one at a time (issue 25): each takes
 * this Web Lock. The tab that waited presents the cookie the previous refresh already moved on,
 * so no spent token comes back (which after the server's grace window ends the log-in).
 */
export const refreshLockName = 'bildbote-token-refresh';

async function underRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return work();
  return (await locks.request(refreshLockName, work)) as T;
}

function asSession(body: unknown): RefreshedSession | null {
  if (typeof body !== 'object' || body === null) return null;
  const answer = body as Record<string, unknown>;
  if (typeof answer.access_token !== 'string' || typeof answer.refresh_token !== 'string') {
    return null;
  }
  return {
    access_token: answer.access_token,
    refresh_token: answer.refresh_token,
    EID_verified: answer.EID_verified === true,
    user_type: typeof answer.user_type === 'string' ? (answer.user_type as UserType) : null,
  };
}

async function askServer(): Promise<RefreshOutcome> {
  // A tab signed in before the cookie existed names its log-in once in the body (the spec's
  // call); the answer sets the cookie.
  const legacy = takeLegacyRefreshToken();
  let response: Response;
  try {
    response = await fetch(refreshUrl, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', ...refreshByCookieHeaders },
      body: JSON.stringify(legacy ? { refresh_token: legacy } : {}),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.status >= 500) return { kind: 'unreachable' };
  if (!response.ok) return { kind: 'refused' };
  const session = asSession(await response.json().catch(() => null));
  return session ? { kind: 'tokens', session } : { kind: 'refused' };
}

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * One refresh by cookie for all callers of this tab at once (several requests failing with the
 * same expired token, the start-up restore, "Angemeldet bleiben"). `sentAccessToken`: the token
 * a failed request carried; when it was replaced meanwhile, nothing is refreshed.
 */
export function refreshByCookie(sentAccessToken: string | null = null): Promise<RefreshOutcome> {
  inFlight ??= underRefreshLock(async (): Promise<RefreshOutcome> => {
    const current = currentAccessToken();
    if (sentAccessToken && current && current !== sentAccessToken) return { kind: 'already-fresh' };
    return askServer();
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
