import * as yup from 'yup';
import {
  legalForms,
  type LegalForm,
  type RegistrableUserType,
} from 'shared-ui/validation/domain-values';
import { validationMessages as messages } from 'shared-ui/validation/messages';
import {
  buildUsername,
  registrationPayloadSchema,
  type RegistrationPayload,
} from 'shared-ui/validation/registration';
import {
  birthDateRule,
  emailRule,
  legalFormRule,
  optionalText,
  passwordRule,
  phoneRule,
  requiredText,
  salutationRule,
  websiteRule,
} from 'shared-ui/validation/rules';

/** An invitation link: /Registrierung?owner_code=…&user_type=…&email=…&company_name=…&legal_form=…&website=… */
export interface Invitation {
  ownerCode: string;
  userType: Extract<RegistrableUserType, 'employee' | 'manager'>;
  email: string;
  companyName: string;
  legalForm: LegalForm | '';
  website: string;
}

/** Invited staff are recognised by owner_code in the query; everybody else registers as owner. */
export function readInvitation(query: URLSearchParams): Invitation | null {
  if (!query.has('owner_code')) return null;
  const legalForm = query.get('legal_form') ?? '';
  return {
    ownerCode: (query.get('owner_code') ?? '').trim(),
    userType: query.get('user_type') === 'manager' ? 'manager' : 'employee',
    email: (query.get('email') ?? '').trim(),
    companyName: query.get('company_name') ?? '',
    legalForm: legalForms.find((form) => form === legalForm) ?? '',
    website: query.get('website') ?? '',
  };
}

export const consentFields = [
  'consentPrivacy',
  'consentTerms',
  'consentPartnerAccess',
  'consentPilotPhase',
] as const;
export type ConsentField = (typeof consentFields)[number];

/** The form fields of public-site.md §3 plus the four consents of the summary. */
export interface RegistrationValues extends Record<ConsentField, boolean> {
  salutation: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  phonenumber: string;
  company_name: string;
  legal_form: string;
  website: string;
  email: string;
  password: string;
  owner_code: string;
}

export function initialRegistrationValues(invitation: Invitation | null): RegistrationValues {
  return {
    salutation: '',
    firstName: '',
    lastName: '',
    birthDate: '',
    phonenumber: '',
    company_name: invitation?.companyName ?? '',
    legal_form: invitation?.legalForm ?? '',
    website: invitation?.website ?? '',
    email: invitation?.email ?? '',
    password: '',
    owner_code: invitation?.ownerCode ?? '',
    consentPrivacy: false,
    consentTerms: false,
    consentPartnerAccess: false,
    consentPilotPhase: false,
  };
}

type PersonalField = Exclude<keyof RegistrationValues, ConsentField>;

/**
 * Fields that must be filled before Weiter (public-site.md §5): phone and legal form only for
 * owners, owner_code only for invited staff. The company name is required of owners too,
 * because the server registers the company under it.
 */
export function requiredPersonalFields(invited: boolean): PersonalField[] {
  const common: PersonalField[] = [
    'salutation',
    'firstName',
    'lastName',
    'birthDate',
    'email',
    'password',
  ];
  return invited
    ? [...common, 'owner_code']
    : [...common, 'phonenumber', 'company_name', 'legal_form'];
}

export const personalFields: PersonalField[] = [
  'salutation',
  'firstName',
  'lastName',
  'birthDate',
  'phonenumber',
  'company_name',
  'legal_form',
  'website',
  'email',
  'password',
  'owner_code',
];

/** Field rules of the first step, the same rules the server applies to the payload. */
export function personalDataSchema(invited: boolean) {
  return yup.object({
    salutation: salutationRule,
    firstName: requiredText(),
    lastName: requiredText(),
    birthDate: birthDateRule,
    email: emailRule,
    password: passwordRule,
    phonenumber: phoneRule(!invited),
    company_name: invited ? optionalText(200) : requiredText(200),
    legal_form: invited ? legalFormRule.optional() : legalFormRule.required(messages.required),
    website: websiteRule(),
    owner_code: invited
      ? yup.string().trim().required(messages.ownerCodeRequired)
      : yup.string().optional(),
  });
}

/**
 * The one alert of the first step: missing required fields first, then the owner_code, then the
 * first rule a filled field breaks (password, birth date, e-mail …).
 */
export function personalDataProblem(
  values: RegistrationValues,
  errors: Partial<Record<keyof RegistrationValues, string>>,
  invited: boolean,
): string | null {
  const blank = (field: PersonalField) => values[field].trim() === '';
  const required = requiredPersonalFields(invited);
  if (invited && blank('owner_code')) return messages.ownerCodeRequired;
  if (required.some(blank)) return messages.requiredFields;
  const firstError = personalFields.map((field) => errors[field]).find(Boolean);
  return firstError ?? null;
}

export function allConsentsGiven(values: RegistrationValues): boolean {
  return consentFields.every((field) => values[field]);
}

/** Invited staff who leave their phone number empty get this fixed placeholder (public-site.md §5). */
export const invitedPhonePlaceholder = '0000000000';

/** A uniform random number in [0, 1) from the browser's CSPRNG, for the username suffix. */
export function cryptoRandom(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}

/**
 * The body of POST /photobooth/register/ (public-site.md §3 "Registration payload"), checked
 * with the same schema the server applies; rejects with the yup ValidationError otherwise.
 */
export function registrationPayload(
  values: RegistrationValues,
  invitation: Invitation | null,
  random: () => number = cryptoRandom,
): Promise<RegistrationPayload> {
  return registrationPayloadSchema.validate(rawPayload(values, invitation, random));
}

function rawPayload(
  values: RegistrationValues,
  invitation: Invitation | null,
  random: () => number,
) {
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const base = {
    user: {
      username: buildUsername(firstName, lastName, random),
      first_name: firstName,
      last_name: lastName,
      email: values.email.trim(),
      password: values.password,
    },
    date_of_birth: values.birthDate,
    salutation: values.salutation,
  };
  if (!invitation) {
    return {
      ...base,
      phone: values.phonenumber.trim(),
      website: values.website.trim(),
      company_name: values.company_name.trim(),
      legal_form: values.legal_form,
      user_type: 'owner',
    };
  }
  return {
    ...base,
    phone: values.phonenumber.trim() || invitedPhonePlaceholder,
    website: invitation.website,
    company_name: invitation.companyName,
    // Employees register without a legal form; a manager keeps the company's one.
    ...(invitation.userType === 'manager' && invitation.legalForm
      ? { legal_form: invitation.legalForm }
      : {}),
    user_type: invitation.userType,
    owner_code: values.owner_code.trim(),
  };
}
