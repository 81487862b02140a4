import { badRequest, type ApiError } from './api-error';
import type { FieldErrors } from './validation-errors';

/**
 * Refused fields as the one typed error: 400 with the fields, their first message as `detail`
 * (the signed-in area's pages show `detail`, signed-in-area.md §8; forms may use the fields) and
 * `code`.
 */
export function fieldsRefused(errors: FieldErrors): ApiError {
  return badRequest(firstMessageOf(errors), errors);
}

function firstMessageOf(errors: FieldErrors): string {
  return Object.values(errors).flat()[0] ?? 'Ungültige Anfrage.';
}

/**
 * Yup test of a password confirmation: equal to `new_password`. An empty confirmation is left
 * to the field's own rule (required or optional), so it is not also called "different".
 */
export function matchesNewPassword(
  this: { parent: { new_password?: unknown } },
  value: string | undefined,
): boolean {
  return !value || value === this.parent.new_password;
}
