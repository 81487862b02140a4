import { RefreshTokenBody, SessionBody, webLoginBody } from 'shared-ui/contracts/sessions-contract';
import type { ApiRoutes } from '../../kernel/api-deps';
import { accountRefusal, findAccountByEmail, findAccountById } from '../accounts/accounts';
import { refusedWithDetail } from '../../kernel/http/api-error';
import { DetailBody, FieldErrorsBody } from '../../kernel/http/responses';
import { passwordMaxLength } from '../../kernel/passwords/password-hasher';
import { rateLimited } from '../../kernel/rate-limit/rate-limiter';
import type { RateLimitRule } from '../../kernel/rate-limit/rate-limiter';
import {
  refreshReuseGraceMs,
  refreshTokenLifetimeMs,
  revokeRefreshTokenFamily,
  rotateRefreshToken,
} from './refresh-tokens';
import {
  clearRefreshCookie,
  hasRefreshByCookieHeader,
  refreshByCookieHeader,
  refreshByCookieHeaderValue,
  refreshCookieOf,
  setRefreshCookie,
} from './refresh-cookie';
import { sessionTokens, startSession } from './sessions';

export const authMessages = {
  wrongCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
  tooManyFailures:
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  sessionExpired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  loggedOut: 'Sie wurden abgemeldet.',
} as const;

export const authRateLimits = {
  /** A locked account answers like a wrong password: the lock reveals nothing. */
  loginFailuresPerAccount: { name: 'login-failures-account', limit: 5, windowMs: 5 * 60_000 },
  loginFailuresPerIp: { name: 'login-failures-ip', limit: 10, windowMs: 60_000 },
  refreshPerIp: { name: 'token-refresh-ip', limit: 30, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

export const authRoutes: ApiRoutes = async (app, deps) => {
  const { config, database } = deps;
  const db = database.db;
  const clock = deps.clock;
  const { limiter, passwords } = deps;

  app.post(
    '/photobooth/web-login/',
    {
      schema: {
        tags: ['Anmeldung'],
        summary: 'Anmelden mit E-Mail und Passwort',
        description:
          'Gibt access_token, refresh_token und EID_verified zurück. Nach 5 Fehlversuchen in 5 Minuten ist das Konto gesperrt (Antwort wie bei falschem Passwort); nach 10 Fehlversuchen einer IP-Adresse in einer Minute antwortet der Server mit 429. Unbestätigte Konten und gesperrte Unternehmen erhalten 403.',
        body: webLoginBody(passwordMaxLength),
        response: {
          200: SessionBody,
          400: FieldErrorsBody,
          401: DetailBody,
          403: DetailBody,
          429: DetailBody,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const { loginFailuresPerAccount, loginFailuresPerIp } = authRateLimits;
      if (await limiter.isExhausted(loginFailuresPerIp, request.ip)) {
        throw rateLimited(loginFailuresPerIp, authMessages.tooManyFailures);
      }
      const locked = await limiter.isExhausted(loginFailuresPerAccount, email);
      const account = locked ? null : await findAccountByEmail(db, email);
      const passwordMatches = account
        ? await passwords.verify(account.user.passwordHash, password)
        : await passwords.verifyDecoy(password);
      if (!account || !passwordMatches) {
        await limiter.record(loginFailuresPerIp, request.ip);
        await limiter.record(loginFailuresPerAccount, email);
        throw refusedWithDetail(401, authMessages.wrongCredentials);
      }
      const refusal = accountRefusal(account);
      if (refusal) throw refusedWithDetail(403, refusal);
      await limiter.clear(loginFailuresPerAccount, email);
      const session = await startSession(db, config, account.user, clock());
      setRefreshCookie(reply, config, session.refresh_token, refreshTokenLifetimeMs);
      return session;
    },
  );

  app.post(
    '/photobooth/token/refresh/',
    {
      schema: {
        tags: ['Anmeldung'],
        summary: 'Neues Tokenpaar mit dem refresh_token',
        description: `Jeder refresh_token gilt genau einmal und wird durch einen neuen ersetzt. Kommt ein gerade ersetzter Token binnen ${refreshReuseGraceMs / 1000} Sekunden noch einmal (zwei Tabs, Wiederholung), gibt es ein weiteres Tokenpaar derselben Anmeldung; später vorgelegt, werden alle Tokens dieser Anmeldung widerrufen (401). Ohne refresh_token im Körper gilt das HttpOnly-Cookie der Anmeldung, aber nur mit dem Kopf ${refreshByCookieHeader}: ${refreshByCookieHeaderValue}.`,
        body: RefreshTokenBody,
        response: {
          200: SessionBody,
          400: FieldErrorsBody,
          401: DetailBody,
          403: DetailBody,
          429: DetailBody,
        },
      },
    },
    async (request, reply) => {
      await limiter.enforce(authRateLimits.refreshPerIp, request.ip);
      const now = clock();
      // The body's token (the spec's call) wins; the cookie only with the header a cross-site
      // request cannot set.
      const fromBody = request.body.refresh_token;
      const fromCookie =
        fromBody === undefined && hasRefreshByCookieHeader(request)
          ? refreshCookieOf(request)
          : null;
      const token = fromBody ?? fromCookie;
      const expired = () => {
        // A cookie that did not work is dead: the browser should stop offering it (the error
        // handler keeps the header).
        if (fromCookie) clearRefreshCookie(reply, config);
        return refusedWithDetail(401, authMessages.sessionExpired);
      };
      if (!token) throw expired();
      const rotation = await rotateRefreshToken(db, token, now);
      if (!rotation.rotated) throw expired();
      const account = await findAccountById(db, rotation.userId);
      if (!account) throw expired();
      const refusal = accountRefusal(account);
      if (refusal) {
        if (fromCookie) clearRefreshCookie(reply, config);
        throw refusedWithDetail(403, refusal);
      }
      setRefreshCookie(reply, config, rotation.refresh.token, refreshTokenLifetimeMs);
      return sessionTokens(config, account.user, rotation.refresh, now);
    },
  );

  app.post(
    '/photobooth/logout/',
    {
      schema: {
        tags: ['Anmeldung'],
        summary: 'Abmelden',
        description:
          'Widerruft den refresh_token und alle aus derselben Anmeldung erneuerten Tokens; auch die access_token dieser Anmeldung gelten sofort nicht mehr (401). Unbekannte Tokens werden ohne Fehler übergangen. Das Refresh-Cookie wird gelöscht.',
        body: RefreshTokenBody,
        response: { 200: DetailBody, 400: FieldErrorsBody },
      },
    },
    async (request, reply) => {
      const token = request.body.refresh_token;
      if (token) await revokeRefreshTokenFamily(db, token, clock());
      clearRefreshCookie(reply, config);
      return { detail: authMessages.loggedOut };
    },
  );
};
