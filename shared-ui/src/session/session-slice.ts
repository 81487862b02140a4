import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionStorageKeys } from './session-storage-keys';

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

/** The session survives a reload because its source of truth is sessionStorage. */
export function readStoredSession(): SessionState {
  const store = storage();
  return {
    isAuthenticated: Boolean(store?.getItem(sessionStorageKeys.authToken)),
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

export const sessionSlice = createSlice({
  name: 'session',
  initialState: readStoredSession,
  reducers: {
    signedIn(state, action: PayloadAction<SignedInPayload>) {
      const store = storage();
      store?.setItem(sessionStorageKeys.authToken, action.payload.accessToken);
      store?.setItem(sessionStorageKeys.refreshToken, action.payload.refreshToken);
      store?.setItem(sessionStorageKeys.eidVerified, String(action.payload.eidVerified));
      state.isAuthenticated = true;
      state.eidVerified = action.payload.eidVerified;
      if (action.payload.userType !== undefined) {
        state.userType = action.payload.userType;
        if (action.payload.userType)
          store?.setItem(sessionStorageKeys.userType, action.payload.userType);
      }
    },
    tokensRefreshed(_state, action: PayloadAction<{ accessToken: string; refreshToken: string }>) {
      const store = storage();
      store?.setItem(sessionStorageKeys.authToken, action.payload.accessToken);
      store?.setItem(sessionStorageKeys.refreshToken, action.payload.refreshToken);
    },
    userTypeLoaded(state, action: PayloadAction<UserType | null>) {
      state.userType = action.payload;
      if (action.payload) storage()?.setItem(sessionStorageKeys.userType, action.payload);
    },
    eidVerifiedChanged(state, action: PayloadAction<boolean>) {
      state.eidVerified = action.payload;
      storage()?.setItem(sessionStorageKeys.eidVerified, String(action.payload));
    },
    signedOut(state) {
      const store = storage();
      for (const key of [
        sessionStorageKeys.authToken,
        sessionStorageKeys.refreshToken,
        sessionStorageKeys.eidVerified,
        sessionStorageKeys.userType,
      ]) {
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

export const { signedIn, tokensRefreshed, userTypeLoaded, eidVerifiedChanged, signedOut } =
  sessionSlice.actions;
export const { selectIsAuthenticated, selectUserType, selectEidVerified } = sessionSlice.selectors;
