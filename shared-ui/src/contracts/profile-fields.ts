/**
 * The profile fields a person may change through PUT /photobooth/profile/ (signed-in-area.md
 * §3, §5). Apart from profile-contract.ts so that a remote reading it at run time does not
 * bundle TypeBox.
 */
export const changeableProfileFields = [
  'salutation',
  'first_name',
  'last_name',
  'date_of_birth',
  'phone',
] as const;
