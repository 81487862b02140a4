import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../kernel/config/config';

/**
 * The refresh token also travels as a cookie (ARCHITECTURE.md §4 "Sessions across tabs"), so a
 * new tab or a reload gets an access token without a new log-in while the page's script never
 * holds a refresh token in storage. The answers of the spec's routes stay as they are; the
 * cookie is an addition.
 *
 * - `HttpOnly`: script (and so an injected script) cannot read it.
 * - `SameSite=Strict`: the browser never sends it with a request started by another site.
 * - `Path` = the refresh route: it goes with no other request, not even another API call.
 * - `Secure` whenever the site is served over HTTPS. Only a development or test site on plain
 *   http (PUBLIC_URL http://localhost:…) gets it without `Secure`: Chromium and Firefox would
 *   accept a Secure cookie on http://localhost, but WebKit drops it, and there is no TLS to
 *   protect there anyway. A production site is configured with an https PUBLIC_URL.
 */
export const refreshCookieName = 'bb_refresh';
/** The browser-visible path of `POST /api/photobooth/token/refresh/` (routes are under /api). */
export const refreshCookiePath = '/api/photobooth/token/refresh/';

/**
 * A refresh by cookie must carry this header. SameSite=Strict already keeps other sites'
 * requests from carrying the cookie; a custom header is a second lock: a cross-site form or
 * `fetch` without CORS permission cannot set it (it would need a preflight the API never
 * allows), in browsers that do not honour SameSite too.
 */
export const refreshByCookieHeader = 'x-bildbote-refresh';
export const refreshByCookieHeaderValue = 'cookie';

function isSecureSite(config: AppConfig): boolean {
  return new URL(config.publicUrl).protocol === 'https:';
}

function cookieAttributes(config: AppConfig, maxAgeSeconds: number): string {
  const attributes = [
    `Path=${refreshCookiePath}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (maxAgeSeconds === 0) attributes.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (isSecureSite(config)) attributes.push('Secure');
  return attributes.join('; ');
}

/** Sets the cookie to the refresh token just issued (log-in, refresh). */
export function setRefreshCookie(
  reply: FastifyReply,
  config: AppConfig,
  token: string,
  lifetimeMs: number,
): void {
  const maxAge = Math.max(1, Math.floor(lifetimeMs / 1000));
  reply.header('set-cookie', `${refreshCookieName}=${token}; ${cookieAttributes(config, maxAge)}`);
}

/** Tells the browser to forget the cookie (logout, a refresh that failed with it). */
export function clearRefreshCookie(reply: FastifyReply, config: AppConfig): void {
  reply.header('set-cookie', `${refreshCookieName}=; ${cookieAttributes(config, 0)}`);
}

/** The refresh token of the cookie, or null. Tokens are base64url, so no decoding is needed. */
export function refreshCookieOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== refreshCookieName) continue;
    const value = part.slice(separator + 1).trim();
    return /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : null;
  }
  return null;
}

/** Whether a cookie refresh came with the header a cross-site request cannot set. */
export function hasRefreshByCookieHeader(request: FastifyRequest): boolean {
  return request.headers[refreshByCookieHeader] === refreshByCookieHeaderValue;
}
