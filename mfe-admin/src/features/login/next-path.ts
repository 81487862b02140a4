import { loginPath } from '../session-guard/dashboard-path';

/** The query parameter of /login that names the page to return to after signing in. */
export const nextParameter = 'next';

const probeOrigin = 'https://bildbote.invalid';

/**
 * The page to return to, only if it is a path of this site: `/Profilverwaltung?x=1#y`.
 * Anything that could lead elsewhere is refused (null): absolute URLs, protocol-relative
 * `//evil.example`, backslashes (`/\evil.example`, which browsers read as `//`), control
 * characters, and /login itself (no loop).
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  if (url.pathname === loginPath || url.pathname.startsWith(`${loginPath}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?next=<path>` for a signed-in page opened without a session. */
export function loginPathFor(path: string): string {
  const next = safeNextPath(path);
  return next ? `${loginPath}?${nextParameter}=${encodeURIComponent(next)}` : loginPath;
}

/** The page a /login URL asks to return to, or null. */
export function nextPathOf(search: string): string | null {
  return safeNextPath(new URLSearchParams(search).get(nextParameter));
}
