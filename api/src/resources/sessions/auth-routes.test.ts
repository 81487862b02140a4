import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { findAccountByEmail } from '../accounts/accounts';
import { companies } from '../accounts/schema';
import {
  bearer,
  logIn,
  ownerPayload,
  postJson,
  registerVerifyAndLogIn,
  useTestApp,
} from '../accounts/testing/identity-test-kit';
import { signAccessToken, verifyAccessToken } from '../../kernel/auth/access-token';
import { authMessages } from './auth-routes';
import { refreshReuseGraceMs } from './refresh-tokens';
import { accessMessages } from './require-user';

const testApp = useTestApp({ freshRateLimitWindows: true });
const sessionId = '00000000-0000-4000-8000-000000000001';

const login = (email: string, password: string) =>
  postJson(testApp.app, '/api/photobooth/web-login/', { email, password });
const refresh = (refreshToken: string) =>
  postJson(testApp.app, '/api/photobooth/token/refresh/', { refresh_token: refreshToken });
const profile = (headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: '/api/photobooth/profile/', headers });

/** The `sid` claim: the log-in an access token belongs to. */
function sessionOf(accessToken: string): unknown {
  const claims = accessToken.split('.')[1]!;
  return JSON.parse(Buffer.from(claims, 'base64url').toString()).sid;
}

async function verifiedOwner() {
  const payload = ownerPayload();
  const signedIn = await registerVerifyAndLogIn(testApp, payload);
  return { ...signedIn, password: payload.user.password };
}

describe('web-login', () => {
  it('answers tokens and the eID flag for a verified person', async () => {
    const payload = ownerPayload();
    await registerVerifyAndLogIn(testApp, payload);

    const response = await login(payload.user.email.toUpperCase(), payload.user.password);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 900,
      EID_verified: false,
      user_type: 'owner',
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, claims] = body.access_token
      .split('.')
      .slice(0, 2)
      .map((part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(claims).toMatchObject({
      iss: testApp.config.publicUrl,
      aud: `${testApp.config.publicUrl}/api`,
      user_type: 'owner',
    });
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it('refuses an unverified account with a German detail, after the right password only', async () => {
    const payload = ownerPayload();
    await postJson(testApp.app, '/api/photobooth/register/', payload);

    const right = await login(payload.user.email, payload.user.password);
    const wrong = await login(payload.user.email, 'Falsch1!x');

    expect(right.statusCode).toBe(403);
    expect(right.json().detail).toMatch(/^Ihre E-Mail-Adresse ist noch nicht bestätigt\./);
    expect(wrong.statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const owner = await verifiedOwner();

    const wrongPassword = await login(owner.email, 'Falsch1!x');
    const unknown = await login('niemand@example.de', 'Falsch1!x');

    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: authMessages.wrongCredentials });
    }
  });

  it('locks an account for 5 minutes after 5 failures, answering like a wrong password', async () => {
    const owner = await verifiedOwner();
    for (let i = 0; i < 5; i += 1) await login(owner.email, 'Falsch1!x');

    const locked = await login(owner.email, owner.password);
    testApp.clock.advance(5 * 60_000);
    const unlocked = await login(owner.email, owner.password);

    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual({ detail: authMessages.wrongCredentials });
    expect(unlocked.statusCode).toBe(200);
  });

  it('answers the 11th failure of one IP address within a minute with 429', async () => {
    const owner = await verifiedOwner();
    for (let i = 0; i < 10; i += 1) {
      expect((await login(`unbekannt${i}@example.de`, 'Falsch1!x')).statusCode).toBe(401);
    }

    const limited = await login(owner.email, owner.password);
    testApp.clock.advance(60_000);
    const later = await login(owner.email, owner.password);

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: authMessages.tooManyFailures, code: 'rate_limited' });
    expect(later.statusCode).toBe(200);
  });

  it('refuses the people of a blocked company with a clear German message', async () => {
    const owner = await verifiedOwner();
    const account = await findAccountByEmail(testApp.database.db, owner.email);
    await testApp.database.db
      .update(companies)
      .set({ blockedAt: testApp.clock() })
      .where(eq(companies.id, account!.company!.id));

    const response = await login(owner.email, owner.password);
    const withToken = await profile(bearer(owner.accessToken));
    const refreshed = await refresh(owner.refreshToken);

    for (const answer of [response, withToken, refreshed]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({
        detail:
          'Der Zugang Ihres Unternehmens ist gesperrt. Bitte wenden Sie sich an den Bildbote-Support.',
      });
    }
  });
});

describe('token/refresh', () => {
  it('rotates: a new pair for a refresh token, which then is spent', async () => {
    const owner = await verifiedOwner();

    const first = await refresh(owner.refreshToken);

    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(pair.refresh_token).not.toBe(owner.refreshToken);
    expect((await profile(bearer(pair.access_token))).statusCode).toBe(200);
    const second = await refresh(pair.refresh_token);
    expect(second.statusCode).toBe(200);
  });

  it('answers a spent token again within the grace window with a pair of the same log-in', async () => {
    const owner = await verifiedOwner();
    const rotated = (await refresh(owner.refreshToken)).json();
    testApp.clock.advance(refreshReuseGraceMs);

    const again = await refresh(owner.refreshToken);

    expect(again.statusCode).toBe(200);
    const pair = again.json();
    expect(pair.refresh_token).not.toBe(rotated.refresh_token);
    expect(sessionOf(pair.access_token)).toBe(sessionOf(rotated.access_token));
    expect(sessionOf(pair.access_token)).toBe(sessionOf(owner.accessToken));
    for (const token of [pair.access_token, rotated.access_token]) {
      expect((await profile(bearer(token))).statusCode).toBe(200);
    }
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(200);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token comes back after the grace window', async () => {
    const owner = await verifiedOwner();
    const rotated = (await refresh(owner.refreshToken)).json();
    testApp.clock.advance(refreshReuseGraceMs + 1);

    const reuse = await refresh(owner.refreshToken);
    const newest = await refresh(rotated.refresh_token);

    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: authMessages.sessionExpired });
    expect(newest.statusCode).toBe(401);
    expect((await profile(bearer(rotated.access_token))).statusCode).toBe(401);
  });

  it('still revokes within the grace window once the log-in has ended', async () => {
    const owner = await verifiedOwner();
    await refresh(owner.refreshToken);
    await postJson(testApp.app, '/api/photobooth/logout/', { refresh_token: owner.refreshToken });

    expect((await refresh(owner.refreshToken)).statusCode).toBe(401);
  });

  it('keeps other log-ins of the same person working', async () => {
    const owner = await verifiedOwner();
    const otherDevice = await logIn(testApp.app, owner.email, owner.password);
    await refresh(owner.refreshToken);
    testApp.clock.advance(refreshReuseGraceMs + 1);
    await refresh(owner.refreshToken);

    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(200);
  });

  it('gives both of two racing refreshes with the same token a working pair (two tabs)', async () => {
    const owner = await verifiedOwner();

    const answers = await Promise.all([refresh(owner.refreshToken), refresh(owner.refreshToken)]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const pairs = answers.map((answer) => answer.json<{ refresh_token: string }>());
    expect(pairs[0]!.refresh_token).not.toBe(pairs[1]!.refresh_token);
    for (const pair of pairs) expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
  });

  it('answers the 31st refresh of one IP address within a minute with 429', async () => {
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push(await refresh(`erfunden-${i}`));

    expect(answers.slice(0, 30).every((answer) => answer.statusCode === 401)).toBe(true);
    expect(answers[30]!.statusCode).toBe(429);
    expect(answers[30]!.json()).toEqual({
      detail: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
      code: 'rate_limited',
    });
  });

  it('refuses an expired or unknown refresh token', async () => {
    const owner = await verifiedOwner();
    testApp.clock.advance(14 * 24 * 60 * 60_000);

    expect((await refresh(owner.refreshToken)).statusCode).toBe(401);
    expect((await refresh('erfunden')).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('ends the refresh tokens of the log-in', async () => {
    const owner = await verifiedOwner();
    const rotated = (await refresh(owner.refreshToken)).json();

    const response = await postJson(testApp.app, '/api/photobooth/logout/', {
      refresh_token: owner.refreshToken,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: authMessages.loggedOut });
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });
});

describe('profile and requireUser', () => {
  it('answers the profile fields of the signed-in person', async () => {
    const payload = ownerPayload();
    const owner = await registerVerifyAndLogIn(testApp, payload);

    const response = await profile(bearer(owner.accessToken));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      user_type: 'owner',
      salutation: 'Frau',
      first_name: 'Anna',
      last_name: 'Schmidt',
      date_of_birth: '1990-05-17',
      email: payload.user.email,
      phone: '0431 123456',
    });
  });

  it('answers 401 without a token', async () => {
    const response = await profile();

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: accessMessages.missingToken, code: 'unauthorized' });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers 401 once the access token is 15 minutes old', async () => {
    const owner = await verifiedOwner();
    testApp.clock.advance(15 * 60_000);

    const response = await profile(bearer(owner.accessToken));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: accessMessages.invalidToken, code: 'unauthorized' });
  });

  it('accepts only HS256 tokens signed with the configured secret', async () => {
    const owner = await verifiedOwner();
    const [, claims] = owner.accessToken.split('.');
    const unsigned = (header: object) =>
      `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${claims}`;
    const noneToken = `${unsigned({ alg: 'none', typ: 'JWT' })}.`;
    const hs512 = unsigned({ alg: 'HS512', typ: 'JWT' });
    const hs512Token = `${hs512}.${createHmac('sha512', testApp.config.jwtSecret).update(hs512).digest('base64url')}`;
    const otherSecret = signAccessToken(
      { ...testApp.config, jwtSecret: 'ein-anderer-schluessel-der-lang-genug-ist' },
      { userId: 1, userType: 'owner', sessionId },
      testApp.clock(),
    );

    for (const token of [noneToken, hs512Token, otherSecret, 'kein.token', 'x']) {
      expect((await profile(bearer(token))).statusCode).toBe(401);
    }
  });

  it('refuses tokens of another issuer or audience', () => {
    const now = testApp.clock();
    const subject = { userId: 1, userType: 'owner' as const, sessionId };
    const token = signAccessToken(testApp.config, subject, now);
    const otherSite = { ...testApp.config, publicUrl: 'https://andere-seite.example' };

    expect(verifyAccessToken(testApp.config, token, now)).toEqual(subject);
    expect(verifyAccessToken(otherSite, token, now)).toBeNull();
  });

  it('answers 401 when the person no longer exists', async () => {
    const token = signAccessToken(
      testApp.config,
      { userId: 999_999, userType: 'owner', sessionId },
      testApp.clock(),
    );

    expect((await profile(bearer(token))).statusCode).toBe(401);
  });
});
