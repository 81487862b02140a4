import { userTypes, type UserType } from 'shared-ui/contracts/accounts-contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ApiDeps } from '../../kernel/api-deps';
import { verifyAccessToken } from '../../kernel/auth/access-token';
import { authenticationHook } from '../../kernel/auth/authentication-first';
import { clockOf } from '../../kernel/clock';
import { forbidden, unauthorized } from '../../kernel/http/api-error';
import { accountRefusal, findAccountByIdWhere } from '../accounts/accounts';
import type { Account } from '../accounts/accounts';
import { sessionIsOpen } from './refresh-tokens';

export const accessMessages = {
  missingToken: 'Bitte melden Sie sich an.',
  invalidToken: 'Ihre Sitzung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut an.',
  forbidden: 'Für diese Aktion fehlt Ihnen die Berechtigung.',
} as const;

/** OpenAPI `security` of routes behind `requireUser`. */
export const bearerSecurity = [{ bearerAuth: [] }];

export interface RequireUserOptions {
  /**
   * Roles allowed to call the route. Omitted: everyone of a studio and the operators, never an
   * authority's clerk: clerks reach only the routes that name them (their desk, profile and
   * password), so no studio route can forget to keep them out.
   */
  roles?: readonly UserType[];
}

const withoutClerks: readonly UserType[] = userTypes.filter((type) => type !== 'authority');

const signedIn = new WeakMap<FastifyRequest, Account>();

/**
 * preHandler for routes that need a signed-in person (run at onRequest, before the body is
 * read: see `kernel/auth/authentication-first.ts`): checks the bearer access token, loads
 * the person and their company, and refuses with a German `detail`:
 * 401 without or with an invalid/expired token, when its log-in has ended (logout, password
 * change or reset, block, removal) or when the person no longer exists,
 * 403 when the company is blocked (or the clerk's authority disabled) or the role is not among
 * `roles`.
 * In the handler, `signedInAccount(request)` returns the loaded person.
 * It lives with the sessions, not in the kernel: it reads the accounts and log-ins, and the
 * kernel names no resource.
 */
export function requireUser(
  deps: ApiDeps,
  { roles = withoutClerks }: RequireUserOptions = {},
): preHandlerAsyncHookHandler {
  return authenticationHook(async function requireSignedInUser(request: FastifyRequest) {
    signedIn.set(request, await authenticatedAccount(request, deps, roles));
  });
}

/** The checks of `requireUser` for code that authenticates in more than one way. */
export async function authenticatedAccount(
  request: FastifyRequest,
  deps: ApiDeps,
  roles: readonly UserType[],
): Promise<Account> {
  const token = bearerToken(request);
  if (!token) throw unauthorized(accessMessages.missingToken);
  const subject = verifyAccessToken(deps.config, token, clockOf(deps)());
  if (!subject) throw unauthorized(accessMessages.invalidToken);
  const { db } = deps.database;
  const found = await findAccountByIdWhere(
    db,
    subject.userId,
    sessionIsOpen(subject.userId, subject.sessionId),
  );
  if (!found) throw unauthorized(accessMessages.invalidToken);
  const { account, holds: sessionOpen } = found;
  // A block says why (403 with the reason) even though it also ended the log-ins.
  const refusal = accountRefusal(account);
  if (refusal) throw forbidden(refusal);
  if (!sessionOpen) throw unauthorized(accessMessages.invalidToken);
  if (!roles.includes(account.user.userType)) throw forbidden(accessMessages.forbidden);
  return account;
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
