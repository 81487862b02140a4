import {
  consentStorageKey,
  type ConsentChoices,
  type StoredConsent,
} from 'shared-ui/consent/cookie-consent';
import { updateAnalyticsConsent } from './analytics-tag';
import { pushToDataLayer } from './data-layer';

export const consentEventName = 'consent_update';

/**
 * Stores a decision of the banner in localStorage, pushes it to the data layer as a consent
 * event and fires a `storage` event, so this tab (the shell, remotes) learns of it too — the
 * browser fires that event only in other tabs.
 */
export function recordConsent(choices: ConsentChoices): StoredConsent {
  const consent: StoredConsent = { ...choices, decidedAt: new Date().toISOString() };
  const newValue = JSON.stringify(consent);
  const oldValue = window.localStorage.getItem(consentStorageKey);
  window.localStorage.setItem(consentStorageKey, newValue);
  pushToDataLayer({ event: consentEventName, ...choices });
  updateAnalyticsConsent(choices);
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: consentStorageKey,
      oldValue,
      newValue,
      storageArea: window.localStorage,
      url: window.location.href,
    }),
  );
  return consent;
}
