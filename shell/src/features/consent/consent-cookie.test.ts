import { consentStorageKey } from 'shared-ui/consent/cookie-consent';
import { adoptConsentCookie } from './consent-cookie';

const decision = { preferences: true, statistics: false, marketing: false, decidedAt: 'x' };

afterEach(() => {
  document.cookie = 'cookieConsent=; Max-Age=0; path=/';
});

describe('adoptConsentCookie', () => {
  it('takes a decision from the cookieConsent cookie when localStorage has none', () => {
    document.cookie = `cookieConsent=${encodeURIComponent(JSON.stringify(decision))}; path=/`;
    adoptConsentCookie();
    expect(JSON.parse(window.localStorage.getItem(consentStorageKey) ?? 'null')).toEqual(decision);
  });

  it('leaves a stored decision alone', () => {
    window.localStorage.setItem(consentStorageKey, 'stored');
    document.cookie = `cookieConsent=${encodeURIComponent(JSON.stringify(decision))}; path=/`;
    adoptConsentCookie();
    expect(window.localStorage.getItem(consentStorageKey)).toBe('stored');
  });

  it('ignores a cookie that is no complete decision', () => {
    document.cookie = 'cookieConsent=true; path=/';
    adoptConsentCookie();
    expect(window.localStorage.getItem(consentStorageKey)).toBeNull();
  });
});
