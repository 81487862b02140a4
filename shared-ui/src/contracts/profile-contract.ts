import { Type, type Static } from '@sinclair/typebox';
import { literalUnion, nullable } from './schema-parts';
import { salutations } from '../validation/domain-values';
import { userTypes } from './accounts-contract';

/**
 * The JSON of `/photobooth/profile/` (signed-in-area.md §3 "Profile", §5): the profile, its
 * change and the change of the password. The API documents its requests and validates its
 * answers with these schemas and builds the answers with their static types; the remotes import
 * only the types, so a change on one side that the other does not follow fails the type check.
 */

/** GET profile/, also the answer of PUT profile/ (the profile as stored). */
export const ProfileBody = Type.Object({
  id: Type.Integer(),
  user_type: literalUnion(userTypes),
  salutation: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  date_of_birth: nullable(Type.String({ format: 'date' })),
  email: Type.String(),
  phone: Type.String(),
});
export type Profile = Static<typeof ProfileBody>;

/**
 * The spec's profile lists 'Keine-Anrede', registration stores 'Keine Anrede' (public-site.md):
 * both are accepted, the registration value is stored, so one person has one spelling.
 */
export const salutationAliases: Record<string, (typeof salutations)[number]> = {
  'Keine-Anrede': 'Keine Anrede',
};

/** The salutations PUT profile/ accepts. */
export const profileSalutations = [...salutations, ...Object.keys(salutationAliases)];

/**
 * The body of PUT profile/: the whole or a part of the profile object. Only salutation, names,
 * birth date and phone change; id, user_type and email may come along unchanged. The API's Yup
 * rules decide (with a German message per field); this documents the payload for /api/docs.
 */
export const ProfileUpdateBody = Type.Object(
  {
    salutation: Type.Optional(literalUnion(profileSalutations)),
    first_name: Type.Optional(Type.String()),
    last_name: Type.Optional(Type.String()),
    date_of_birth: Type.Optional(Type.String({ format: 'date' })),
    phone: Type.Optional(Type.String()),
    email: Type.Optional(Type.String({ description: 'Nur unverändert' })),
  },
  { additionalProperties: true },
);
export type ProfileUpdate = Static<typeof ProfileUpdateBody>;

/** The body of POST profile/change-password/. */
export const PasswordChangeBody = Type.Object({
  current_password: Type.String(),
  new_password: Type.String({
    description:
      'Mindestens 8 Zeichen mit Groß- und Kleinbuchstaben, Ziffer und Sonderzeichen aus @#$%^&*!; nur diese Zeichen',
  }),
  confirm_password: Type.String({ description: 'Gleich new_password' }),
});
export type PasswordChange = Static<typeof PasswordChangeBody>;

/** 200 of POST profile/change-password/: every log-in of the person has ended. */
export const PasswordChangedBody = Type.Object({ message: Type.String() });
export type PasswordChanged = Static<typeof PasswordChangedBody>;
