/** Value lists of the registration and profile forms (public-site.md §3, signed-in-area.md §3). */
export const salutations = ['Herr', 'Frau', 'Divers', 'Keine Anrede'] as const;
export type Salutation = (typeof salutations)[number];

export const legalForms = [
  'ag',
  'einzelunternehmung',
  'ek',
  'gmbh',
  'gbr',
  'ug',
  'gmbh-co-kg',
  'ohg',
] as const;
export type LegalForm = (typeof legalForms)[number];

export const legalFormLabels: Record<LegalForm, string> = {
  ag: 'AG',
  einzelunternehmung: 'Einzelunternehmung',
  ek: 'e. K.',
  gmbh: 'GmbH',
  gbr: 'GbR',
  ug: 'UG (haftungsbeschränkt)',
  'gmbh-co-kg': 'GmbH & Co. KG',
  ohg: 'OHG',
};

/** Roles a person can register with; operators are created by the operator CLI only. */
export const registrableUserTypes = ['owner', 'manager', 'employee'] as const;
export type RegistrableUserType = (typeof registrableUserTypes)[number];

/** Special characters the password rule allows (and requires one of). */
export const passwordSpecialCharacters = '@#$%^&*!';
export const passwordMinLength = 8;
export const postcodeLength = 5;
export const verificationCodeLength = 6;
/** Default zipcode of a studio entry without one (public-site.md §3). */
export const defaultZipcode = '00000';
