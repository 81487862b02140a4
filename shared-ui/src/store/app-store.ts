import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  isPlain,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { sessionSlice } from '../session/session-slice';
import { sessionStatusSlice } from '../session/session-status-slice';
// By package name, not relative: so the shell provides this module to the remotes (Module
// Federation shares a shared-ui module under the specifier the shell imports), and a remote's
// "Angemeldet bleiben" runs in the module instance that holds this tab's tokens.
import { startSessionEffects } from 'shared-ui/session/session-effects';

/**
 * One store for the whole page. shared-ui is a federation singleton, so the shell and every
 * remote see the same `rootReducer` and `dynamicMiddleware`: a remote injects its own RTK Query
 * API when its module loads, without the shell knowing it in advance.
 */
export const rootReducer = combineSlices(sessionSlice, sessionStatusSlice).withLazyLoadedSlices<
  Record<string, unknown>
>();
export const dynamicMiddleware = createDynamicMiddleware();

/**
 * Binary answers (the retrieval desk's ciphertext) pass through RTK Query's actions as an
 * ArrayBuffer: plain bytes, not a class instance with behaviour. Compared by tag, so a buffer
 * of another realm (a test's fetch polyfill) counts too.
 */
function isPlainOrBinary(value: unknown): boolean {
  return isPlain(value) || Object.prototype.toString.call(value) === '[object ArrayBuffer]';
}

/** The page's running store, told about APIs that are injected after it was created. */
let runningStore: { dispatch(action: UnknownAction): unknown } | undefined;

export function createAppStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { isSerializable: isPlainOrBinary } }).concat(
        dynamicMiddleware.middleware,
      ),
  });
  runningStore = store;
  // Logout on the server, the tabs' session channel, and a new tab's restore from the cookie.
  startSessionEffects(store, (middleware) => dynamicMiddleware.addMiddleware(middleware));
  return store;
}

const apiInjected = createAction<string>('appStore/apiInjected');

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

interface InjectableApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

const injected = new Set<string>();

/** Adds a remote's RTK Query API (reducer and middleware) to the running store, once. */
export function injectApi<Api extends InjectableApi>(api: Api): Api {
  rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer });
  if (!injected.has(api.reducerPath)) {
    injected.add(api.reducerPath);
    dynamicMiddleware.addMiddleware(api.middleware);
  }
  // An injected slice enters the state only with the next action. Until then the first request
  // of a remote's API (e.g. the postcode lookup on /Registrierung) finds no state and silently
  // yields no data, so the running store gets an action at once.
  runningStore?.dispatch(apiInjected(api.reducerPath));
  return api;
}
