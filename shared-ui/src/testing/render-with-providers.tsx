import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { setupTestUser } from './test-user';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { createAppStore, type AppStore } from 'shared-ui/store/app-store';
import { readStoredSession, type SessionState } from '../session/session-slice';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Initial URL (path, query, hash), e.g. `/Registrierung?owner_code=ABC`. Default `/`. */
  route?: string;
  /** Navigation state of the initial entry (e.g. `{ email, isOwner }` for /Code-Verifizierung). */
  routeState?: unknown;
  /** An existing store; otherwise a fresh one like the shell's. */
  store?: AppStore;
  /**
   * Session fields for a fresh store, e.g. `{ isAuthenticated: true, userType: 'owner' }`.
   * Only the Redux state: put a token in sessionStorage yourself when a request needs it.
   */
  preloadedSession?: Partial<SessionState>;
}

/** Captures where the router is, so tests can assert navigation (`location().pathname`). */
function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/**
 * Renders UI as it runs inside the shell: the app store and a router. Used by the tests of the
 * shell and of every remote. Returns Testing Library's result plus `store`, a `user-event`
 * instance and `location()` (the router's current location).
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', routeState, store, preloadedSession, ...options }: RenderWithProvidersOptions = {},
) {
  const appStore =
    store ??
    createAppStore(
      preloadedSession ? { session: { ...readStoredSession(), ...preloadedSession } } : undefined,
    );
  let current: Location | null = null;
  const remember = (location: Location) => {
    current = location;
  };

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={appStore}>
        <MemoryRouter initialEntries={[{ ...splitRoute(route), state: routeState }]}>
          {children}
          <LocationProbe onLocation={remember} />
        </MemoryRouter>
      </Provider>
    );
  }

  const user = setupTestUser();
  return {
    store: appStore,
    user,
    location(): Location {
      if (!current) throw new Error('Der Router hat noch nicht gerendert.');
      return current;
    },
    ...render(ui, { wrapper: Wrapper, ...options }),
  };
}

/** Splits without URL(), which would percent-encode paths like /Geschäftsstandorte. */
function splitRoute(route: string): { pathname: string; search: string; hash: string } {
  const hashAt = route.indexOf('#');
  const hash = hashAt === -1 ? '' : route.slice(hashAt);
  const beforeHash = hashAt === -1 ? route : route.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  const search = searchAt === -1 ? '' : beforeHash.slice(searchAt);
  const pathname = searchAt === -1 ? beforeHash : beforeHash.slice(0, searchAt);
  return { pathname: pathname || '/', search, hash };
}
