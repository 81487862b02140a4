import * as yup from 'yup';
import { salutationAliases } from 'shared-ui/contracts/profile-contract';
import { changeableProfileFields } from 'shared-ui/contracts/profile-fields';
import { birthDateRule, phoneRule, requiredText, salutationRule } from 'shared-ui/validation/rules';
import type { FieldErrors } from '../../kernel/http/validation-errors';
import type { UserRow } from '../accounts/schema';
import { validateWith } from '../../kernel/http/yup-errors';

/** Sent along with the whole profile object, but never changed through PUT profile/. */
export const readOnlyProfileFields = ['id', 'user_type', 'email'] as const;

export const profileMessages = {
  readOnly: {
    email: 'Die E-Mail-Adresse kann nicht geändert werden.',
    id: 'Die Kennung des Profils kann nicht geändert werden.',
    user_type: 'Der Benutzertyp kann nicht geändert werden.',
  } satisfies Record<(typeof readOnlyProfileFields)[number], string>,
} as const;

/**
 * Each field present is checked with the shared rules of registration; absent fields stay as
 * they are. Owners keep a phone number (registration requires one of them).
 */
function profileUpdateSchema(user: UserRow) {
  return yup
    .object({
      salutation: salutationRule,
      first_name: requiredText(),
      last_name: requiredText(),
      date_of_birth: birthDateRule,
      phone: phoneRule(user.userType === 'owner'),
    })
    .partial();
}

export interface ProfileChanges {
  salutation?: string;
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  phone?: string;
}

export type ProfileUpdateResult =
  { valid: true; changes: ProfileChanges } | { valid: false; errors: FieldErrors };

/**
 * Reads a whole or partial profile object. Read-only fields may be sent unchanged (the page
 * sends the object it received); a different value is refused rather than silently dropped,
 * so nobody believes an e-mail address was changed. Unknown fields are ignored.
 */
export async function readProfileUpdate(
  user: UserRow,
  body: Record<string, unknown>,
): Promise<ProfileUpdateResult> {
  const errors: FieldErrors = {};
  const current = { id: user.id, user_type: user.userType, email: user.email };
  for (const field of readOnlyProfileFields) {
    if (!(field in body)) continue;
    const sent = body[field];
    const same =
      field === 'email'
        ? typeof sent === 'string' && sent.trim().toLowerCase() === current.email
        : sent === current[field];
    if (!same) errors[field] = [profileMessages.readOnly[field]];
  }

  const input: Record<string, unknown> = {};
  for (const field of changeableProfileFields) if (field in body) input[field] = body[field];
  // The spec's 'Keine-Anrede' is stored as registration's 'Keine Anrede' (the contract's aliases).
  if (typeof input.salutation === 'string') {
    input.salutation = salutationAliases[input.salutation] ?? input.salutation;
  }
  // People without a stored birth date (operators, authorities) may send the empty value back
  // unchanged. The body's schema coerces the profile's null to '' before this code sees it.
  const sentEmpty = input.date_of_birth === null || input.date_of_birth === '';
  if (sentEmpty && user.dateOfBirth === null) delete input.date_of_birth;

  const validated = await validateWith(profileUpdateSchema(user), input);
  if (!validated.valid) Object.assign(errors, validated.errors);
  if (!validated.valid || Object.keys(errors).length > 0) return { valid: false, errors };

  const value = validated.value;
  return {
    valid: true,
    changes: {
      salutation: value.salutation,
      firstName: value.first_name,
      lastName: value.last_name,
      dateOfBirth: value.date_of_birth,
      phone: value.phone,
    },
  };
}
