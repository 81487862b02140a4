import * as yup from 'yup';
import { validationMessages as messages } from './messages';
import {
  birthDateRule,
  emailRule,
  legalFormRule,
  optionalText,
  passwordRule,
  phoneRule,
  requiredText,
  salutationRule,
  userTypeRule,
  websiteRule,
} from './rules';

/** Allowed characters of the generated username (public-site.md §3). */
export const usernamePattern = /^[a-z0-9@.+\-_]+[1-9]\d{5}$/;

/**
 * The username: first and last name lowercased, stripped of every character other than
 * a-z, 0-9 and @.+-_, followed by a random 6-digit number (100000 to 999999).
 */
export function buildUsername(firstName: string, lastName: string, random: () => number): string {
  const base = `${firstName}${lastName}`.toLowerCase().replace(/[^a-z0-9@.+\-_]/g, '');
  const suffix = 100000 + Math.floor(random() * 900000);
  return `${base}${suffix}`;
}

/**
 * The body of POST /api/photobooth/register/ (public-site.md §3 "Registration payload").
 * Owners need phone and legal form; invited staff need owner_code (legal form omitted for employees).
 */
export const registrationPayloadSchema = yup.object({
  user: yup
    .object({
      username: yup.string().required(messages.required).matches(usernamePattern, messages.choice),
      first_name: requiredText(),
      last_name: requiredText(),
      email: emailRule,
      password: passwordRule,
    })
    .required(messages.required),
  phone: yup.string().when('user_type', {
    is: 'owner',
    then: () => phoneRule(true),
    otherwise: () => phoneRule(false),
  }),
  date_of_birth: birthDateRule,
  salutation: salutationRule,
  website: websiteRule(),
  company_name: yup.string().when('user_type', {
    is: 'owner',
    then: () => requiredText(200),
    otherwise: () => optionalText(200),
  }),
  // Built on the rule itself: a `when` has its base's type, and so the payload keeps the forms.
  legal_form: legalFormRule.when('user_type', {
    is: 'owner',
    then: (schema) => schema.required(messages.required),
    otherwise: (schema) => schema.optional(),
  }),
  user_type: userTypeRule.required(messages.required),
  owner_code: yup.string().when('user_type', {
    is: 'owner',
    then: (schema) => schema.strip(),
    otherwise: (schema) => schema.trim().required(messages.ownerCodeRequired),
  }),
});

export type RegistrationPayload = yup.InferType<typeof registrationPayloadSchema>;
