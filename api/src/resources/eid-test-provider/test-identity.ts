/** The identity the tester lets the local provider return, as OpenID claims. */
export interface TestIdentity {
  given_name: string;
  family_name: string;
  /** `YYYY-MM-DD`, as the `birthdate` claim is defined. */
  birthdate: string;
}

export type TestIdentityErrors = Partial<Record<keyof TestIdentity, string>>;

export const testIdentityLabels: Record<keyof TestIdentity, string> = {
  given_name: 'Vorname(n)',
  family_name: 'Familienname',
  birthdate: 'Geburtsdatum',
};

/** The specimen person of the German identity card: a quick way to return a foreign identity. */
export const specimenIdentity: TestIdentity = {
  given_name: 'Erika',
  family_name: 'Mustermann',
  birthdate: '1964-08-12',
};

const maxNameLength = 100;
const missingName = {
  given_name: 'Bitte geben Sie den Vornamen ein.',
  family_name: 'Bitte geben Sie den Familiennamen ein.',
} as const;
const nameTooLong = `Bitte höchstens ${maxNameLength} Zeichen eingeben.`;
const isoDate = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

function isCalendarDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Reads the form of the interaction page; returns the identity or a German message per field. */
export function readTestIdentity(
  form: Record<string, unknown>,
): { identity: TestIdentity } | { errors: TestIdentityErrors; values: Partial<TestIdentity> } {
  const text = (name: keyof TestIdentity) =>
    typeof form[name] === 'string' ? form[name].trim() : '';
  const values: TestIdentity = {
    given_name: text('given_name'),
    family_name: text('family_name'),
    birthdate: text('birthdate'),
  };
  const errors: TestIdentityErrors = {};
  for (const name of ['given_name', 'family_name'] as const) {
    if (!values[name]) errors[name] = missingName[name];
    else if (values[name].length > maxNameLength) errors[name] = nameTooLong;
  }
  if (!isCalendarDate(values.birthdate)) {
    errors.birthdate = 'Bitte geben Sie ein gültiges Geburtsdatum ein (TT.MM.JJJJ).';
  }
  return Object.keys(errors).length > 0 ? { errors, values } : { identity: values };
}
