import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionStorageKeys } from './session-storage-keys';
import {
  adoptStoredTokens,
  currentAccessToken,
  forgetTokens,
  lastSessionSubject,
  rememberTokens,
} from './session-tokens';

/** The roles of user_type: studio people, operators, and authority clerks (ARCHITECTURE.md §8). */
import { userTypes, type UserType } from '../contracts/accounts-contract';

export type { UserType };

export interface SessionState {
  isAuthenticated: boolean;
  userType: UserType | null;
  eidVerified: boolean;
}

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.sessionStorage;
}

function parseUserType(value: string | null | undefined): UserType | null {
  return userTypes.find((type) => type === value) ?? null;
}

/**
 * The session at start. The tokens are in memory (session-tokens.ts), so a reload or a new tab
 * starts without an access token and, when a cookie session may exist, restores it first.
 */
export function readStoredSession(): SessionState {
  const store = storage();
  return {
    isAuthenticated: adoptStoredTokens(),
    userType: parseUserType(store?.getItem(sessionStorageKeys.userType)),
    eidVerified: store?.getItem(sessionStorageKeys.eidVerified) === 'true',
  };
}

export interface SignedInPayload {
  accessToken: string;
  refreshToken: string;
  eidVerified: boolean;
  userType?: UserType | null;
}

export interface Received {
  /** When the answer arrived: the log-in ends `sessionLifetimeMs` later unless used. */
  receivedAt: number;
}

function received<T>(payload: T): { payload: T & Received } {
  return { payload: { ...payload, receivedAt: Date.now() } };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: readStoredSession,
  reducers: {
    /** A new log-in: the APIs forget the previous person's answers (session-reset.ts). */
    signedIn: {
      reducer(state, action: PayloadAction<SignedInPayload & Received>) {
        startSession(state, action.payload);
      },
      prepare: (payload: SignedInPayload) => received(payload),
    },
    /**
     * The same log-in continues (restored from the cookie in a new tab, or the same person
     * logged in again in the dialog): answers and form input of the page are kept.
     */
    sessionResumed: {
      reducer(state, action: PayloadAction<SignedInPayload & Received>) {
        startSession(state, action.payload);
      },
      prepare: (payload: SignedInPayload) => received(payload),
    },
    tokensRefreshed: {
      reducer(
        _state,
        action: PayloadAction<{ accessToken: string; refreshToken: string } & Received>,
      ) {
        rememberTokens(action.payload);
      },
      prepare: (payload: { accessToken: string; refreshToken: string }) => received(payload),
    },
    /** No log-in was found for a new tab or a reload (session-status-slice.ts). */
    restoreFinished() {},
    /** The log-in is over, but the open page stays (signed-in pages show the login dialog). */
    sessionEnded(state) {
      forgetTokens({ everywhere: false });
      state.isAuthenticated = false;
    },
    userTypeLoaded(state, action: PayloadAction<UserType | null>) {
      state.userType = action.payload;
      if (action.payload) storage()?.setItem(sessionStorageKeys.userType, action.payload);
    },
    eidVerifiedChanged(state, action: PayloadAction<boolean>) {
      state.eidVerified = action.payload;
      storage()?.setItem(sessionStorageKeys.eidVerified, String(action.payload));
    },
    /** Abmelden (or a sign-in that leads nowhere): session-effects.ts also ends it on the server. */
    signedOut(state) {
      forgetTokens({ everywhere: true });
      const store = storage();
      for (const key of [sessionStorageKeys.eidVerified, sessionStorageKeys.userType]) {
        store?.removeItem(key);
      }
      state.isAuthenticated = false;
      state.userType = null;
      state.eidVerified = false;
    },
  },
  selectors: {
    selectIsAuthenticated: (state) => state.isAuthenticated,
    selectUserType: (state) => state.userType,
    selectEidVerified: (state) => state.eidVerified,
  },
});

function startSession(state: SessionState, payload: SignedInPayload & Received): void {
  rememberTokens(payload);
  storage()?.setItem(sessionStorageKeys.eidVerified, String(payload.eidVerified));
  state.isAuthenticated = true;
  state.eidVerified = payload.eidVerified;
  if (payload.userType !== undefined) {
    state.userType = payload.userType;
    if (payload.userType) storage()?.setItem(sessionStorageKeys.userType, payload.userType);
  }
}

export const {
  signedIn,
  sessionResumed,
  tokensRefreshed,
  restoreFinished,
  sessionEnded,
  userTypeLoaded,
  eidVerifiedChanged,
  signedOut,
} = sessionSlice.actions;
export const { selectIsAuthenticated, selectUserType, selectEidVerified } = sessionSlice.selectors;

/**
 * The access token of this tab, for code that sends requests itself (the photo upload with its
 * progress, the studio submission). Remotes read it here and not from session-tokens: Module
 * Federation shares a shared-ui module under the specifier the shell imports, and the shell
 * imports this module, whose session-tokens is the one the base query and the store use. A
 * remote importing session-tokens directly gets a copy of its own, whose memory holds no token.
 */
export function accessTokenForRequests(): string | null {
  return currentAccessToken();
}

/** The person of this tab's latest log-in (`sub`), read like `accessTokenForRequests` above. */
export function lastSignedInSubject(): string | null {
  return lastSessionSubject();
}
