import { userTypes } from 'shared-ui/contracts/accounts-contract';
import { ProfileBody, type Profile } from 'shared-ui/contracts/profile-contract';
import type { ApiRoutes } from '../../kernel/api-deps';
import { DetailBody } from '../../kernel/http/responses';
import type { UserRow } from '../accounts/schema';
import { bearerSecurity, requireUser, signedInAccount } from './require-user';

/** signed-in-area.md §3 "Profile", with the static type of the contract's ProfileBody. */
export function profileOf(user: UserRow): Profile {
  return {
    id: user.id,
    user_type: user.userType,
    salutation: user.salutation,
    first_name: user.firstName,
    last_name: user.lastName,
    date_of_birth: user.dateOfBirth,
    email: user.email,
    phone: user.phone,
  };
}

export const profileRoutes: ApiRoutes = async (app, deps) => {
  app.get(
    '/photobooth/profile/',
    {
      // Clerks of an authority too: the shell reads everyone's profile after log-in.
      preHandler: requireUser(deps, { roles: userTypes }),
      schema: {
        tags: ['Profil'],
        summary: 'Eigenes Profil',
        description: 'Ohne gültigen Token 401 (die Oberfläche meldet dann ab).',
        security: bearerSecurity,
        response: { 200: ProfileBody, 401: DetailBody, 403: DetailBody },
      },
    },
    async (request) => profileOf(signedInAccount(request).user),
  );
};
