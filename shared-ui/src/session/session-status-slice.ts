import { createSlice } from '@reduxjs/toolkit';
import { sessionLifetimeMs } from './session-lifetime';
import {
  restoreFinished,
  sessionEnded,
  sessionResumed,
  signedIn,
  signedOut,
  tokensRefreshed,
  type Received,
} from './session-slice';
import { currentAccessToken, mayHaveCookieSession } from './session-tokens';

/**
 * Where the log-in stands beyond "signed in or not" (issue 23), next to the `session` slice,
 * whose shape the remotes know. It follows the session's actions only.
 */
export interface SessionStatus {
  /** A new tab or a reload asks the refresh route (cookie) whether a log-in exists. */
  restoring: boolean;
  /**
   * The session ended while a signed-in page was open (expired, ended in another tab, revoked):
   * the page stays with its input and a login dialog opens over it.
   */
  ended: boolean;
  /** When the log-in ends unless it is used (ms since 1970), for the "Angemeldet bleiben" dialog. */
  expiresAt: number | null;
  /** Abmelden in this tab: whoever signed out leads on (to /login with their notice). */
  signedOutHere: boolean;
}

function initialStatus(): SessionStatus {
  // The session slice comes first in the store: its start has taken any stored tokens over.
  return {
    restoring: !currentAccessToken() && mayHaveCookieSession(),
    ended: false,
    expiresAt: null,
    signedOutHere: false,
  };
}

export const sessionStatusSlice = createSlice({
  name: 'sessionStatus',
  initialState: initialStatus,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(restoreFinished, (state) => {
        state.restoring = false;
      })
      .addCase(tokensRefreshed, (state, action) => {
        state.expiresAt = action.payload.receivedAt + sessionLifetimeMs;
      })
      .addCase(sessionEnded, (state) => {
        state.ended = true;
        state.restoring = false;
        state.expiresAt = null;
      })
      .addCase(signedOut, () => ({
        restoring: false,
        ended: false,
        expiresAt: null,
        signedOutHere: true,
      }))
      .addMatcher(
        (action) => signedIn.match(action) || sessionResumed.match(action),
        (_state, action: { payload: Received }) => ({
          restoring: false,
          ended: false,
          expiresAt: action.payload.receivedAt + sessionLifetimeMs,
          signedOutHere: false,
        }),
      );
  },
  selectors: {
    selectSessionRestoring: (state) => state.restoring,
    selectSessionEnded: (state) => state.ended,
    selectSessionExpiresAt: (state) => state.expiresAt,
    selectSignedOutHere: (state) => state.signedOutHere,
  },
});

export const {
  selectSessionRestoring,
  selectSessionEnded,
  selectSessionExpiresAt,
  selectSignedOutHere,
} = sessionStatusSlice.selectors;
