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

export const birthDateRule = yup
  .string()
  .required(messages.required)
  .test('iso-date', messages.date, (value) => !value || parseIsoDate(value) !== null)
  .test('not-in-future', messages.birthDateInFuture, (value) => !value || !isInFuture(value));

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
