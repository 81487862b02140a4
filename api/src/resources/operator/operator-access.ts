import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ApiDeps } from '../../kernel/api-deps';
import { authenticationHook } from '../../kernel/auth/authentication-first';
import { requireUser, signedInAccount } from '../sessions/require-user';
import { ApiError } from '../../kernel/http/api-error';
import { initialPasswordInUse, passwordChangeRequiredCode } from '../accounts/initial-passwords';

export const operatorAccessMessages = {
  passwordChangeRequired:
    'Bitte ersetzen Sie zuerst das Einmalpasswort, mit dem Ihr Betriebskonto angelegt wurde, durch ein eigenes Passwort.',
} as const;

export interface RequireOperatorOptions {
  /** Routes the operator needs to replace the one-time password (their own status). */
  allowInitialPassword?: boolean;
}

/**
 * preHandler of every `/api/operator/` route: a signed-in operator (401 without or with an
 * invalid token, 403 for owners, managers and employees), who has replaced the one-time
 * password of the CLI (403 with `code: password_change_required` until then).
 */
export function requireOperator(
  deps: ApiDeps,
  { allowInitialPassword = false }: RequireOperatorOptions = {},
): preHandlerAsyncHookHandler {
  const signedInOperator = requireUser(deps, { roles: ['operator'] });
  return authenticationHook(async function requireOperatorConsole(
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    // Throws its refusals (401, 403), so past it the operator is signed in.
    await signedInOperator.call(this, request, reply);
    if (allowInitialPassword) return;
    if (await initialPasswordInUse(deps.database.db, signedInAccount(request).user)) {
      throw new ApiError(
        403,
        passwordChangeRequiredCode,
        operatorAccessMessages.passwordChangeRequired,
      );
    }
  });
}
