import type { FastifyReply, LightMyRequestResponse } from 'fastify';
import {
  bearer,
  ownerPayload,
  postJson,
  registerVerifyAndLogIn,
  startTestApp,
  type TestApp,
} from '../accounts/testing/identity-test-kit';
import { testDatabaseTimeoutMs } from '../../kernel/testing/test-database';
import type { AppConfig } from '../../kernel/config/config';
import { authMessages } from './auth-routes';
import { refreshReuseGraceMs } from './refresh-tokens';
import { refreshCookiePath, setRefreshCookie } from './refresh-cookie';

// Served over HTTPS like a production site, so the cookie must be Secure.
const testApp = {} as TestApp;
beforeAll(async () => {
  Object.assign(testApp, await startTestApp({ PUBLIC_URL: 'https://bildbote.example' }));
}, testDatabaseTimeoutMs);
afterAll(() => testApp.close());
// Every test in a fresh window of the per-IP refresh limit.
beforeEach(() => testApp.clock.advance(10 * 60_000));

const fourteenDays = 14 * 24 * 60 * 60;

interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

function refreshCookieOfAnswer(response: LightMyRequestResponse): SetCookie {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  expect(lines).toHaveLength(1);
  const [pair, ...attributes] = lines[0]!.split(';').map((part) => part.trim());
  const [name, value] = pair!.split('=') as [string, string];
  return {
    name,
    value,
    attributes: new Map(
      attributes.map((attribute) => {
        const [key, ...rest] = attribute.split('=');
        return [key!.toLowerCase(), rest.join('=')] as [string, string];
      }),
    ),
  };
}

const refreshByCookie = (cookie: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/photobooth/token/refresh/',
    payload: {},
    headers: { cookie: `bb_refresh=${cookie}`, 'x-bildbote-refresh': 'cookie', ...headers },
  });

async function signedInOwner() {
  const payload = ownerPayload();
  await registerVerifyAndLogIn(testApp, payload);
  const login = await postJson(testApp.app, '/api/photobooth/web-login/', {
    email: payload.user.email,
    password: payload.user.password,
  });
  expect(login.statusCode).toBe(200);
  return { login, cookie: refreshCookieOfAnswer(login) };
}

describe('the refresh cookie', () => {
  it('is set on log-in: the body refresh token, HttpOnly, Secure, SameSite=Strict, only for the refresh route, 14 days', async () => {
    const { login, cookie } = await signedInOwner();

    expect(cookie.name).toBe('bb_refresh');
    expect(cookie.value).toBe(login.json().refresh_token);
    expect(cookie.attributes.get('path')).toBe('/api/photobooth/token/refresh/');
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.has('secure')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Strict');
    expect(cookie.attributes.get('max-age')).toBe(String(fourteenDays));
    // The answer itself is the spec's, unchanged.
    expect(Object.keys(login.json()).sort()).toEqual(
      [
        'EID_verified',
        'access_token',
        'expires_in',
        'refresh_token',
        'token_type',
        'user_type',
      ].sort(),
    );
  });

  it('alone (no body token) gives a new pair and moves the cookie to the new refresh token', async () => {
    const { cookie } = await signedInOwner();

    const refreshed = await refreshByCookie(cookie.value);

    expect(refreshed.statusCode).toBe(200);
    const pair = refreshed.json<{ access_token: string; refresh_token: string }>();
    const next = refreshCookieOfAnswer(refreshed);
    expect(next.value).toBe(pair.refresh_token);
    expect(next.value).not.toBe(cookie.value);
    expect(next.attributes.get('path')).toBe(refreshCookiePath);
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/photobooth/profile/',
      headers: bearer(pair.access_token),
    });
    expect(profile.statusCode).toBe(200);
    expect((await refreshByCookie(next.value)).statusCode).toBe(200);
  });

  it('is ignored without the custom header a cross-site request cannot send', async () => {
    const { cookie } = await signedInOwner();

    const withoutHeader = await testApp.app.inject({
      method: 'POST',
      url: '/api/photobooth/token/refresh/',
      payload: {},
      headers: { cookie: `bb_refresh=${cookie.value}` },
    });
    const wrongHeader = await refreshByCookie(cookie.value, { 'x-bildbote-refresh': '1' });

    for (const answer of [withoutHeader, wrongHeader]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ detail: authMessages.sessionExpired });
    }
    // Not spent by the refused attempts.
    expect((await refreshByCookie(cookie.value)).statusCode).toBe(200);
  });

  it('keeps the reuse rule: a replaced cookie value after the grace window ends the log-in and is cleared', async () => {
    const { cookie } = await signedInOwner();
    const next = refreshCookieOfAnswer(await refreshByCookie(cookie.value));
    testApp.clock.advance(refreshReuseGraceMs + 1);

    const reuse = await refreshByCookie(cookie.value);

    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: authMessages.sessionExpired });
    const cleared = refreshCookieOfAnswer(reuse);
    expect(cleared.value).toBe('');
    expect(cleared.attributes.get('max-age')).toBe('0');
    expect(cleared.attributes.get('path')).toBe(refreshCookiePath);
    // The whole family is revoked, the newest cookie too.
    expect((await refreshByCookie(next.value)).statusCode).toBe(401);
  });

  it('is cleared by logout, which also ends the log-in the body token belongs to', async () => {
    const { login, cookie } = await signedInOwner();

    const logout = await postJson(testApp.app, '/api/photobooth/logout/', {
      refresh_token: login.json().refresh_token,
    });

    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ detail: authMessages.loggedOut });
    const cleared = refreshCookieOfAnswer(logout);
    expect(cleared.name).toBe('bb_refresh');
    expect(cleared.value).toBe('');
    expect(cleared.attributes.get('max-age')).toBe('0');
    expect(cleared.attributes.get('path')).toBe(refreshCookiePath);
    expect((await refreshByCookie(cookie.value)).statusCode).toBe(401);
  });

  it('does not outrank a refresh token in the body (the spec call)', async () => {
    const { login, cookie } = await signedInOwner();
    const other = await signedInOwner();

    const refreshed = await postJson(
      testApp.app,
      '/api/photobooth/token/refresh/',
      { refresh_token: login.json().refresh_token },
      { cookie: `bb_refresh=${other.cookie.value}`, 'x-bildbote-refresh': 'cookie' },
    );

    expect(refreshed.statusCode).toBe(200);
    expect(refreshCookieOfAnswer(refreshed).value).toBe(refreshed.json().refresh_token);
    // The body's token was spent; the other person's cookie was not touched.
    expect((await refreshByCookie(cookie.value)).statusCode).toBe(200);
    expect((await refreshByCookie(other.cookie.value)).statusCode).toBe(200);
  });

  it('answers a refresh with neither token nor cookie like an ended session', async () => {
    const answer = await postJson(testApp.app, '/api/photobooth/token/refresh/', {});

    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ detail: authMessages.sessionExpired });
  });
});

test('a development site on http://localhost gets the cookie without Secure (WebKit drops Secure cookies there)', () => {
  const headers: Record<string, string> = {};
  const reply = {
    header(name: string, value: string) {
      headers[name] = value;
      return reply;
    },
  };

  setRefreshCookie(
    reply as unknown as FastifyReply,
    { publicUrl: 'http://localhost:8080' } as AppConfig,
    'token',
    60_000,
  );

  expect(headers['set-cookie']).toBe(
    'bb_refresh=token; Path=/api/photobooth/token/refresh/; Max-Age=60; HttpOnly; SameSite=Strict',
  );
});
