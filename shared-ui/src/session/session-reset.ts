import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
// By package name: the page-wide store's middleware, not a copy bundled into this module.
import { dynamicMiddleware } from 'shared-ui/store/app-store';
import { signedIn, signedOut } from './session-slice';

interface PersonalApi {
  reducerPath: string;
  util: { resetApiState(): UnknownAction };
}

const resetting = new Set<string>();

/**
 * Cached answers belong to one person: when a session starts or ends (in this remote or in the
 * shell's header), the API forgets everything, so nothing of the previous person is shown again.
 * Call once for every RTK Query API that reads personal data.
 */
export function resetOnSessionChange(api: PersonalApi): void {
  if (resetting.has(api.reducerPath)) return;
  resetting.add(api.reducerPath);
  const forgetPreviousSession: Middleware = (store) => (next) => (action) => {
    const result = next(action);
    if (signedIn.match(action) || signedOut.match(action)) {
      store.dispatch(api.util.resetApiState());
    }
    return result;
  };
  dynamicMiddleware.addMiddleware(forgetPreviousSession);
}
