import * as yup from 'yup';
import { validationMessages } from 'shared-ui/validation/messages';
import {
  birthDateRule,
  optionalBirthDateRule,
  passwordPattern,
  phoneRule,
  requiredText,
  salutationRule,
} from 'shared-ui/validation/rules';
import type { PasswordChange, Profile, ProfileUpdate } from 'shared-ui/contracts/profile-contract';
import { changeableProfileFields } from 'shared-ui/contracts/profile-fields';

/** What the edit mode of /Profilverwaltung edits: the changeable fields and a password change. */
export interface ProfileValues {
  salutation: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  phone: string;
  current_password: string;
  new_password: string;
  confirm_password: string;
}

export function profileValues(profile: Profile): ProfileValues {
  return {
    salutation: profile.salutation,
    first_name: profile.first_name,
    last_name: profile.last_name,
    date_of_birth: profile.date_of_birth ?? '',
    phone: profile.phone,
    current_password: '',
    new_password: '',
    confirm_password: '',
  };
}

const whenNewPassword = (rule: yup.StringSchema) =>
  yup.string().when('new_password', {
    is: (value: string | undefined) => Boolean(value),
    then: () => rule,
  });

/** A birth date once given stays required; the password fields matter only for a new password. */
export function profileSchema(profile: Profile) {
  return yup.object({
    salutation: salutationRule,
    first_name: requiredText(),
    last_name: requiredText(),
    date_of_birth: profile.date_of_birth ? birthDateRule : optionalBirthDateRule,
    phone: phoneRule(profile.user_type === 'owner'),
    new_password: yup.string().matches(passwordPattern, {
      message: validationMessages.password,
      excludeEmptyString: true,
    }),
    current_password: whenNewPassword(yup.string().required(validationMessages.required)),
    confirm_password: whenNewPassword(
      yup
        .string()
        .required(validationMessages.required)
        .oneOf([yup.ref('new_password')], validationMessages.passwordsDiffer),
    ),
  });
}

/**
 * The profile to store, or null when none of its changeable fields differs from the saved one:
 * the update is sent only then (signed-in-area.md §5), and then as the whole changed object.
 * PUT profile/ takes a birth date or none at all (not null): without one stored and entered,
 * the field stays out and the profile keeps having none.
 */
export function changedProfile(profile: Profile, values: ProfileValues): ProfileUpdate | null {
  const update: ProfileUpdate = {
    salutation: values.salutation,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    ...(values.date_of_birth ? { date_of_birth: values.date_of_birth } : {}),
    phone: values.phone.trim(),
  };
  const changed = changeableProfileFields.some(
    (field) => (update[field] ?? null) !== profile[field],
  );
  return changed ? update : null;
}

/** The password change, sent only when the current and the new password are both filled. */
export function passwordChange(values: ProfileValues): PasswordChange | null {
  if (!values.current_password || !values.new_password) return null;
  return {
    current_password: values.current_password,
    new_password: values.new_password,
    confirm_password: values.confirm_password,
  };
}
