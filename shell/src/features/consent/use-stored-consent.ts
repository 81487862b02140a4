import { useMemo, useSyncExternalStore } from 'react';
import {
  consentStorageKey,
  parseConsent,
  type StoredConsent,
} from 'shared-ui/consent/cookie-consent';

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === consentStorageKey || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

function storedText(): string | null {
  return window.localStorage.getItem(consentStorageKey);
}

/** The stored decision, updated by every `storage` event for the consent key. */
export function useStoredConsent(): StoredConsent | null {
  const text = useSyncExternalStore(subscribe, storedText, () => null);
  return useMemo(() => parseConsent(text), [text]);
}
