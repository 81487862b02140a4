import { Type } from '@sinclair/typebox';
import type { ApiRoutes } from '../../kernel/api-deps';
import { DetailBody } from '../../kernel/http/responses';
import { userTypes } from '../accounts/schema';
import type { UserRow } from '../accounts/schema';
import { bearerSecurity, requireUser, signedInAccount } from '../../kernel/auth/require-user';

/** signed-in-area.md §3 "Profile". */
export const ProfileBody = Type.Object({
  id: Type.Integer(),
  user_type: Type.Union(userTypes.map((type) => Type.Literal(type))),
  salutation: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  date_of_birth: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  email: Type.String(),
  phone: Type.String(),
});

export function profileOf(user: UserRow) {
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
