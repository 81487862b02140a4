import {
  consentCookieName,
  consentStorageKey,
  parseConsent,
} from 'shared-ui/consent/cookie-consent';

/**
 * The spec also reads a cookie named cookieConsent once. When localStorage has no decision yet
 * and such a cookie holds a complete decision (JSON, possibly URI-encoded), it is taken over
 * into localStorage, the one place consent is read from afterwards.
 */
export function adoptConsentCookie(): void {
  if (window.localStorage.getItem(consentStorageKey) !== null) return;
  const prefix = `${consentCookieName}=`;
  const cookie = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (!cookie) return;
  let text: string;
  try {
    text = decodeURIComponent(cookie.slice(prefix.length));
  } catch {
    return;
  }
  const consent = parseConsent(text);
  if (consent) window.localStorage.setItem(consentStorageKey, JSON.stringify(consent));
}
