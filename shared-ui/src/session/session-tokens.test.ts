import { sessionStorageKeys } from './session-storage-keys';
import {
  adoptStoredTokens,
  currentAccessToken,
  forgetTokens,
  latestRefreshToken,
  rememberTokens,
} from './session-tokens';

afterEach(() => {
  forgetTokens({ everywhere: true });
});

function webStorage(): string {
  return JSON.stringify({ ...window.localStorage, ...window.sessionStorage });
}

it('keeps the tokens of a log-in in memory only, never in web storage', () => {
  rememberTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });

  expect(currentAccessToken()).toBe('access-1');
  expect(webStorage()).not.toContain('access-1');
  expect(webStorage()).not.toContain('refresh-1');

  forgetTokens({ everywhere: false });
  expect(currentAccessToken()).toBeNull();
});

it('takes the tokens an older version left in sessionStorage once and removes them there', () => {
  window.sessionStorage.setItem(sessionStorageKeys.authToken, 'alt-access');
  window.sessionStorage.setItem(sessionStorageKeys.refreshToken, 'alt-refresh');

  expect(adoptStoredTokens()).toBe(true);

  expect(currentAccessToken()).toBe('alt-access');
  expect(latestRefreshToken()).toBe('alt-refresh');
  expect(window.sessionStorage.getItem(sessionStorageKeys.authToken)).toBeNull();
  expect(window.sessionStorage.getItem(sessionStorageKeys.refreshToken)).toBeNull();
});

it('keeps the token in memory when the store reads its start again (a remote injects its API)', () => {
  rememberTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });

  expect(adoptStoredTokens()).toBe(true);
  expect(currentAccessToken()).toBe('access-1');
});
