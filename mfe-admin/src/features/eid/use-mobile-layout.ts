import { useSyncExternalStore } from 'react';

/** Phones and tablets: a narrow screen or a touch screen as the main pointer. */
const mobileQuery = '(max-width: 767px), (pointer: coarse)';

function mediaQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(mobileQuery) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the mobile eID panel applies (redirect) rather than the desktop one (popup). */
export function useMobileLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
