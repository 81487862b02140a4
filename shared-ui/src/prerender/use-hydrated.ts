import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page hydrates server HTML (and on the server), true after: what depends on the
 * visitor (signed in, a stored cookie decision) renders only then, so the first client render
 * matches the prerendered HTML. A page rendered without server HTML gets true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
