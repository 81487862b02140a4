/**
 * The person an access token belongs to (`sub`): a new log-in in the dialog must be the same one.
 * Apart from session-tokens on purpose: a remote's own copy of a stateless module is harmless
 * (see deploy/src/quality/shared-module-state.test.ts).
 */
export function subjectOf(token: string | null): string | null {
  const claims = token?.split('.')[1];
  if (!claims) return null;
  try {
    const base64 = claims.replace(/-/g, '+').replace(/_/g, '/');
    const parsed = JSON.parse(atob(base64)) as { sub?: unknown };
    return parsed.sub === undefined || parsed.sub === null ? null : String(parsed.sub);
  } catch {
    return null;
  }
}
