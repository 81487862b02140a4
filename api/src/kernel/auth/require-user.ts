import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ApiDeps } from '../api-deps';
import { accountRefusal, findAccountById } from '../../resources/accounts/accounts';
import type { Account } from '../../resources/accounts/accounts';
import { clockOf } from '../clock';
import type { UserType } from '../../resources/accounts/schema';
import { forbidden, unauthorized } from '../http/api-error';
import { verifyAccessToken } from './access-token';

export const accessMessages = {
  missingToken: 'Bitte melden Sie sich an.',
  invalidToken: 'Ihre Sitzung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut an.',
  forbidden: 'Für diese Aktion fehlt Ihnen die Berechtigung.',
} as const;

/** OpenAPI `security` of routes behind `requireUser`. */
export const bearerSecurity = [{ bearerAuth: [] }];

export interface RequireUserOptions {
  /** Roles allowed to call the route; all signed-in people when omitted. */
  roles?: readonly UserType[];
}

const signedIn = new WeakMap<FastifyRequest, Account>();

/**
 * preHandler for routes that need a signed-in person: checks the bearer access token, loads
 * the person and their company, and refuses with a German `detail`:
 * 401 without or with an invalid/expired token or when the person no longer exists,
 * 403 when the company is blocked or the role is not among `roles`.
 * In the handler, `signedInAccount(request)` returns the loaded person.
 */
export function requireUser(
  deps: ApiDeps,
  { roles }: RequireUserOptions = {},
): preHandlerAsyncHookHandler {
  const clock = clockOf(deps);
  return async function requireSignedInUser(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) throw unauthorized(accessMessages.missingToken);
    const subject = verifyAccessToken(deps.config, token, clock());
    if (!subject) throw unauthorized(accessMessages.invalidToken);
    const account = await findAccountById(deps.database.db, subject.userId);
    if (!account) throw unauthorized(accessMessages.invalidToken);
    const refusal = accountRefusal(account);
    if (refusal) throw forbidden(refusal);
    if (roles && !roles.includes(account.user.userType)) throw forbidden(accessMessages.forbidden);
    signedIn.set(request, account);
  };
}

/** The person `requireUser` let through; only call it in routes that use `requireUser`. */
export function signedInAccount(request: FastifyRequest): Account {
  const account = signedIn.get(request);
  if (!account) throw new Error('signedInAccount() in einer Route ohne requireUser()');
  return account;
}

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer +([A-Za-z0-9._~+/=-]+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}
