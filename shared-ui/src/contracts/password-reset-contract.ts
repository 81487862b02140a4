import { Type, type Static } from '@sinclair/typebox';
import { verificationCodeLength } from '../validation/domain-values';

/**
 * The JSON of `/photobooth/request-password-reset/` (signed-in-area.md §7): POST asks for a code
 * by e-mail, PUT sets the new password with it. The API documents its requests and validates its
 * answers with these schemas; the remotes import only the types, so a change on one side that
 * the other does not follow fails the type check. The API's Yup rules decide what is accepted
 * (with a German message per field).
 */

/** The body of POST: the address to send the code to. */
export const PasswordResetRequestBody = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
});
export type PasswordResetRequest = Static<typeof PasswordResetRequestBody>;

/** The body of PUT: the code from the e-mail and the new password. */
export const PasswordResetBody = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  reset_code: Type.String({
    pattern: `^[0-9]{${verificationCodeLength}}$`,
    description: `${verificationCodeLength} Ziffern`,
  }),
  new_password: Type.String({
    description:
      'Mindestens 8 Zeichen mit Groß- und Kleinbuchstaben, Ziffer und Sonderzeichen aus @#$%^&*!; nur diese Zeichen',
  }),
  confirm_password: Type.Optional(
    Type.String({ description: 'Optional; wenn gesendet, muss es new_password gleichen' }),
  ),
});
export type PasswordReset = Static<typeof PasswordResetBody>;

/** 200 of POST (the same for every address) and of PUT. */
export const PasswordResetAnswerBody = Type.Object({ message: Type.String() });
export type PasswordResetAnswer = Static<typeof PasswordResetAnswerBody>;
