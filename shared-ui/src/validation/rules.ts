import * as yup from 'yup';
import {
  legalForms,
  passwordMinLength,
  passwordSpecialCharacters,
  registrableUserTypes,
  salutations,
} from './domain-values';
import { validationMessages as messages } from './messages';

/**
 * Field rules shared by the forms and the API (this module has no React import, so the server
 * can load it): every rule the browser checks is checked again by the server with the same code.
 */
const escapedSpecials = passwordSpecialCharacters.replace(/[$^*]/g, '\\$&');
export const passwordPattern = new RegExp(
  `^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[${escapedSpecials}])[A-Za-z\\d${escapedSpecials}]{${passwordMinLength},}$`,
);

export const passwordRule = yup
  .string()
  .required(messages.password)
  .matches(passwordPattern, messages.password);

export function isValidPassword(value: string): boolean {
  return passwordPattern.test(value);
}

/** ISO date (yyyy-mm-dd) as a calendar day; invalid dates such as 2025-02-30 are refused. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? date : null;
}

export function isInFuture(isoDate: string, today: Date = new Date()): boolean {
  const date = parseIsoDate(isoDate);
  if (!date) return false;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return date.getTime() > todayUtc;
}

/** People of a studio work there: the youngest are apprentices of 15 (JArbSchG § 2). */
export const minimumAgeYears = 15;

/** Whether a person born on the ISO date is younger than `minimumAgeYears` today (or in 1900 or before). */
export function isImplausibleBirthDate(isoDate: string, today: Date = new Date()): boolean {
  const date = parseIsoDate(isoDate);
  if (!date || isInFuture(isoDate, today)) return false;
  if (date.getUTCFullYear() <= 1900) return true;
  const latest = Date.UTC(today.getFullYear() - minimumAgeYears, today.getMonth(), today.getDate());
  return date.getTime() > latest;
}

/** A birth date where one may be left empty (a profile that never had one). */
export const optionalBirthDateRule = yup
  .string()
  .test('iso-date', messages.date, (value) => !value || parseIsoDate(value) !== null)
  .test('not-in-future', messages.birthDateInFuture, (value) => !value || !isInFuture(value))
  .test(
    'plausible',
    messages.birthDateImplausible,
    (value) => !value || !isImplausibleBirthDate(value),
  );

export const birthDateRule = optionalBirthDateRule.required(messages.required);

/** Digits with the usual separators, an optional leading +, and at least 6 digits. */
export const phonePattern = /^\+?[\d\s()/-]+$/;
export function isPhoneNumber(value: string): boolean {
  return phonePattern.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6;
}

/** A phone number of a person or studio; empty passes unless `required`. */
export const phoneRule = (required: boolean, max = 40) => {
  const rule = yup
    .string()
    .trim()
    .max(max, messages.tooLong)
    .test('phone', messages.phone, (value) => !value || isPhoneNumber(value));
  return required ? rule.required(messages.required) : rule;
};

/** A web address with a host name that has a dot; the scheme may be left out (www.studio.de). */
export const websitePattern =
  /^(https?:\/\/)?[\p{L}\d-]+(\.[\p{L}\d-]+)*\.\p{L}{2,}(:\d{1,5})?([/?#]\S*)?$/iu;

export const websiteRule = (max = 300) =>
  yup
    .string()
    .trim()
    .max(max, messages.tooLong)
    .test('website', messages.url, (value) => !value || websitePattern.test(value));

export const postcodePattern = /^\d{5}$/;
export const postcodeRule = yup
  .string()
  .required(messages.required)
  .matches(postcodePattern, messages.postcode);

export const emailRule = yup.string().trim().required(messages.required).email(messages.email);
export const requiredText = (max = 150) =>
  yup.string().trim().required(messages.required).max(max, messages.tooLong);
export const optionalText = (max = 150) => yup.string().trim().max(max, messages.tooLong);

export const salutationRule = yup
  .string()
  .required(messages.required)
  .oneOf(salutations, messages.choice);
export const legalFormRule = yup.string().oneOf(legalForms, messages.choice);
export const userTypeRule = yup.string().oneOf(registrableUserTypes, messages.choice);

/** Keeps only the digits of a postcode input, at most 5 (the form field and the API agree). */
export function normalizePostcodeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 5);
}
