import { Type, type Static } from '@sinclair/typebox';
import { literalUnion } from './schema-parts';
import {
  legalForms,
  registrableUserTypes,
  salutations,
  verificationCodeLength,
} from '../validation/domain-values';

/**
 * The JSON of registration and e-mail verification (public-site.md §3, §7): the answer of
 * `POST /photobooth/register/` and the bodies of `resend-otp/` and `verify-otp/`. The API
 * documents its requests and validates its answers with these schemas and builds the answers
 * with their static types; the registration remote imports only the types, so a change on one
 * side that the other does not follow fails the type check. Not in registration-contract.ts:
 * the registration page imports that one's marker at run time, and TypeBox must not come along
 * into its bundle.
 */

/**
 * POST /photobooth/register/ (public-site.md §3 "Registration payload"): its shape, as the API
 * documents it. The fields are checked by the shared Yup schema (validation/registration), whose
 * result the registration page sends: it must fit this type.
 */
export const RegistrationBody = Type.Object({
  user: Type.Object({
    username: Type.String({
      description:
        'Vor- und Nachname kleingeschrieben, nur a-z, 0-9 und @.+-_, dazu eine Zufallszahl 100000–999999. Ist der Name vergeben, wählt der Server eine andere Zahl.',
    }),
    first_name: Type.String(),
    last_name: Type.String(),
    email: Type.String({ format: 'email' }),
    password: Type.String({
      description:
        'Mindestens 8 Zeichen mit Groß- und Kleinbuchstaben, Ziffer und Sonderzeichen aus @#$%^&*!; nur diese Zeichen',
    }),
  }),
  phone: Type.Optional(Type.String({ description: 'Pflicht für Inhaber' })),
  date_of_birth: Type.String({ format: 'date', description: 'Nicht in der Zukunft' }),
  salutation: literalUnion(salutations),
  website: Type.Optional(Type.String()),
  company_name: Type.Optional(Type.String({ description: 'Pflicht für Inhaber' })),
  legal_form: Type.Optional(literalUnion(legalForms)),
  user_type: literalUnion(registrableUserTypes),
  owner_code: Type.Optional(
    Type.String({
      description:
        'Nur für eingeladene Mitarbeitende und Manager: Code aus der Einladung, gebunden an E-Mail-Adresse und Rolle, 7 Tage gültig, einmal verwendbar',
    }),
  ),
});
export type RegistrationRequest = Static<typeof RegistrationBody>;

/** 201 of POST register/: the person, not yet verified; a code is on its way by e-mail. */
export const RegisteredBody = Type.Object({
  user: Type.Object({
    username: Type.String(),
    email: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    is_verified: Type.Literal(false),
  }),
  user_type: literalUnion(registrableUserTypes),
  detail: Type.String(),
});
export type Registered = Static<typeof RegisteredBody>;

/** The body of POST resend-otp/. */
export const ResendCodeBody = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
});
export type ResendCode = Static<typeof ResendCodeBody>;

/** 200 of POST resend-otp/: the same words whether or not the address is registered. */
export const CodeResentBody = Type.Object(
  { detail: Type.String({ description: 'Deutsche Meldung für die Anzeige' }) },
  { additionalProperties: true },
);
export type CodeResent = Static<typeof CodeResentBody>;

/** The body of POST verify-otp/: the code from the e-mail. */
export const CodeVerificationBody = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  otp: Type.String({
    pattern: `^[0-9]{${verificationCodeLength}}$`,
    description: `${verificationCodeLength} Ziffern`,
  }),
});
export type CodeVerification = Static<typeof CodeVerificationBody>;

/** 200 of POST verify-otp/; owners also learn their licence's hash. */
export const EmailVerifiedBody = Type.Object({
  detail: Type.String(),
  license_hash: Type.Optional(
    Type.String({
      description:
        'Nur für Inhaber: SHA-256 (hex) der Lizenz-ID des Unternehmens; kennzeichnet die Lizenz, ohne sie offenzulegen.',
    }),
  ),
});
export type EmailVerified = Static<typeof EmailVerifiedBody>;
