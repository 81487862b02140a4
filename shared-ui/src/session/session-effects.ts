import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { refreshByCookie, type RefreshedSession } from './session-refresh';
import {
  restoreFinished,
  sessionEnded,
  sessionResumed,
  signedIn,
  signedOut,
  type SessionState,
} from './session-slice';
import type { SessionStatus } from './session-status-slice';
import { lastSessionSubject, latestRefreshToken } from './session-tokens';
import { subjectOf } from './token-subject';

/** Tabs of one browser tell each other when a log-in starts or ends. */
export const sessionChannelName = 'bildbote-session';

export type SessionChannelMessage = { type: 'signed-in' } | { type: 'signed-out' };

const logoutUrl = '/api/photobooth/logout/';

interface SessionStore {
  dispatch(action: UnknownAction): unknown;
  getState(): { session: SessionState; sessionStatus: SessionStatus };
}

/**
 * The action for tokens the refresh route handed out without a log-in form. The same person as
 * before (a new tab, a reload, another tab logged in again) continues with the page as it is.
 * If the cookie now belongs to someone else (another person logged in in another tab of this
 * browser), this tab does not silently become theirs with the previous person's page and input
 * on screen: its session ends and the login dialog asks who is working here.
 */
export function sessionFromRefresh(session: RefreshedSession): UnknownAction {
  const previous = lastSessionSubject();
  if (previous !== null && previous !== subjectOf(session.access_token)) return sessionEnded();
  return sessionResumed({
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    eidVerified: session.EID_verified,
    userType: session.user_type,
  });
}

/** What one more refresh by cookie meant for this tab's log-in. */
export type ContinuedSession = 'continued' | 'ended' | 'unreachable';

/**
 * "Angemeldet bleiben", and the moment a log-in runs out unused: one more refresh by cookie
 * (another tab may have used the log-in meanwhile). The same person continues; a refusal, or a
 * cookie that now belongs to someone else, ends the session and the login dialog takes over.
 * No answer ends nothing: the log-in may well still be open.
 */
export async function continueSession(
  dispatch: (action: UnknownAction) => unknown,
): Promise<ContinuedSession> {
  const outcome = await refreshByCookie();
  if (outcome.kind === 'unreachable') return 'unreachable';
  if (outcome.kind === 'already-fresh') return 'continued';
  const action = outcome.kind === 'tokens' ? sessionFromRefresh(outcome.session) : sessionEnded();
  dispatch(action);
  return sessionResumed.match(action) ? 'continued' : 'ended';
}

/** Looks for a log-in by cookie (new tab, reload, another tab logged in); true when found. */
export async function restoreSession(store: SessionStore): Promise<boolean> {
  const outcome = await refreshByCookie();
  const action = outcome.kind === 'tokens' ? sessionFromRefresh(outcome.session) : null;
  if (action) store.dispatch(action);
  if (store.getState().sessionStatus.restoring) store.dispatch(restoreFinished());
  return action !== null && sessionResumed.match(action);
}

let channel: BroadcastChannel | null = null;

function post(message: SessionChannelMessage): void {
  channel?.postMessage(message);
}

/**
 * Abmelden ends the log-in on the server too, which also deletes the HttpOnly cookie (script
 * cannot); without that, the next tab would be signed in again by the cookie. Whoever
 * dispatches `signedOut` (header, password change, a sign-in without profile) gets this.
 */
const sessionEffects: Middleware = () => (next) => (action) => {
  if (signedOut.match(action)) {
    const token = latestRefreshToken();
    const result = next(action);
    void fetch(logoutUrl, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(token ? { refresh_token: token } : {}),
    }).catch(() => undefined);
    post({ type: 'signed-out' });
    return result;
  }
  const result = next(action);
  // Tabs whose session ended (or never started) look for the log-in by cookie then; a tab
  // that is signed in ignores it, so the messages die out.
  if (signedIn.match(action) || sessionResumed.match(action)) post({ type: 'signed-in' });
  return result;
};

function onChannelMessage(store: SessionStore, message: Partial<SessionChannelMessage>): void {
  const { session } = store.getState();
  if (message.type === 'signed-out' && session.isAuthenticated) {
    // Open pages keep their input; signed-in pages offer the login dialog.
    store.dispatch(sessionEnded());
  }
  if (message.type === 'signed-in' && !session.isAuthenticated) {
    void restoreSession(store);
  }
}

let started = false;

/** Called once by the page's store: the effects above, the channel, and the restore at start. */
export function startSessionEffects(
  store: SessionStore,
  addMiddleware: (middleware: Middleware) => void,
): void {
  if (!started) {
    started = true;
    addMiddleware(sessionEffects);
  }
  channel?.close();
  channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(sessionChannelName);
  if (channel) {
    channel.onmessage = (event: MessageEvent<Partial<SessionChannelMessage>>) =>
      onChannelMessage(store, event.data ?? {});
  }
  if (store.getState().sessionStatus.restoring) void restoreSession(store);
}
