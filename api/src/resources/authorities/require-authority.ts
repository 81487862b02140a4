import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ApiDeps } from '../../kernel/api-deps';
import { authenticationHook } from '../../kernel/auth/authentication-first';
import { authenticatedAccount, bearerSecurity } from '../sessions/require-user';
import { ApiError, forbidden, unauthorized } from '../../kernel/http/api-error';
import { accountMessages } from '../accounts/accounts';
import { initialPasswordInUse, passwordChangeRequiredCode } from '../accounts/initial-passwords';
import { apiKeyHeader, authorityOfApiKey } from './authority-api-keys';

export const authorityAccessMessages = {
  invalidKey: 'Der API-Schlüssel ist ungültig oder wurde widerrufen.',
  passwordChangeRequired:
    'Bitte ersetzen Sie zuerst das Einmalpasswort, mit dem Ihr Behördenkonto angelegt wurde, durch ein eigenes Passwort.',
} as const;

/** OpenAPI `security` of routes behind `requireAuthority`: a clerk's token or the key. */
export const authoritySecurity = [...bearerSecurity, { authorityKey: [] }];

/** Who retrieves: the authority, and the clerk or the key that acted for it. */
export interface AuthorityCaller {
  authorityId: number;
  authorityName: string;
  /** The signed-in clerk; null when the authority's software called with a key. */
  clerkId: number | null;
  /** The key the authority's software used; null for a clerk. */
  apiKeyId: number | null;
}

/**
 * Authentication of every `/api/authority/` route (ARCHITECTURE.md section 8), one of:
 * - header `X-Authority-Key` with a key that was not revoked (401 otherwise);
 * - a Bearer access token of a clerk (user_type 'authority'): 401 without or with an invalid
 *   token, 403 for every other role, 403 with `code: password_change_required` while the
 *   one-time password is in use.
 * A disabled authority is refused with 403 either way.
 */
export async function requireAuthority(
  request: FastifyRequest,
  deps: ApiDeps,
): Promise<AuthorityCaller> {
  const key = request.headers[apiKeyHeader];
  if (key !== undefined) return callerOfKey(deps, Array.isArray(key) ? key.join() : key);

  const { user, authority } = await authenticatedAccount(request, deps, ['authority']);
  if (await initialPasswordInUse(deps.database.db, user)) {
    throw new ApiError(
      403,
      passwordChangeRequiredCode,
      authorityAccessMessages.passwordChangeRequired,
    );
  }
  // The schema ties every clerk to an authority (users_authority_by_type).
  return {
    authorityId: authority!.id,
    authorityName: authority!.name,
    clerkId: user.id,
    apiKeyId: null,
  };
}

const callers = new WeakMap<FastifyRequest, AuthorityCaller>();

/**
 * preHandler form of `requireAuthority`, run at onRequest (see `authentication-first.ts`): an
 * anonymous caller with a malformed id or proof gets 401, not the validation details (issue 25).
 * In the handler, `authorityCaller(request)` returns who called.
 */
export function requireAuthorityFirst(deps: ApiDeps): preHandlerAsyncHookHandler {
  return authenticationHook(async function requireAuthorityCaller(request: FastifyRequest) {
    callers.set(request, await requireAuthority(request, deps));
  });
}

/** The caller `requireAuthorityFirst` let through; only in routes that use it. */
export function authorityCaller(request: FastifyRequest): AuthorityCaller {
  const caller = callers.get(request);
  if (!caller) throw new Error('authorityCaller() in einer Route ohne requireAuthorityFirst()');
  return caller;
}

async function callerOfKey(deps: ApiDeps, key: string): Promise<AuthorityCaller> {
  const found = await authorityOfApiKey(deps.database.db, key.trim());
  if (!found) throw unauthorized(authorityAccessMessages.invalidKey);
  const { authority, apiKey } = found;
  if (authority.disabledAt) throw forbidden(accountMessages.authorityDisabled);
  return {
    authorityId: authority.id,
    authorityName: authority.name,
    clerkId: null,
    apiKeyId: apiKey.id,
  };
}
