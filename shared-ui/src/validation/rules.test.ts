import { validationMessages } from './messages';
import { buildUsername, registrationPayloadSchema } from './registration';
import { isInFuture, isValidPassword, normalizePostcodeInput, parseIsoDate } from './rules';

describe('password rule', () => {
  test.each(['Passwort1!', 'Abcdef1@', 'X1y@X1y@X1y@'])('accepts %s', (password) => {
    expect(isValidPassword(password)).toBe(true);
  });

  test.each([
    ['too short', 'Ab1!xyz'],
    ['no uppercase', 'passwort1!'],
    ['no lowercase', 'PASSWORT1!'],
    ['no digit', 'Passwort!!'],
    ['no special character', 'Passwort12'],
    ['a character outside the allowed classes', 'Passwort1!?'],
    ['a space', 'Pass wort1!'],
  ])('refuses a password with %s', (_reason, password) => {
    expect(isValidPassword(password)).toBe(false);
  });
});

describe('birth date', () => {
  test('refuses impossible calendar dates', () => {
    expect(parseIsoDate('2025-02-30')).toBeNull();
    expect(parseIsoDate('1990-05-17')?.toISOString()).toBe('1990-05-17T00:00:00.000Z');
  });

  test('a date after today is in the future, today is not', () => {
    const today = new Date(2026, 10, 22);
    expect(isInFuture('2026-11-23', today)).toBe(true);
    expect(isInFuture('2026-11-22', today)).toBe(false);
  });
});

test('the postcode input keeps at most five digits', () => {
  expect(normalizePostcodeInput('24a1-03 9')).toBe('24103');
});

test('the username is the lowercased names without other characters plus six digits', () => {
  expect(buildUsername('Jörg-Ä', "O'Neil", () => 0)).toBe('jrg-oneil100000');
  expect(buildUsername('Anna', 'Schmidt', () => 0.999999)).toBe('annaschmidt999999');
});

describe('registration payload', () => {
  const owner = {
    user: {
      username: 'annaschmidt123456',
      first_name: 'Anna',
      last_name: 'Schmidt',
      email: 'anna@example.de',
      password: 'Passwort1!',
    },
    phone: '0431 123456',
    date_of_birth: '1990-05-17',
    salutation: 'Frau',
    website: '',
    company_name: 'Foto Schmidt',
    legal_form: 'gmbh',
    user_type: 'owner',
  };

  test('accepts a complete owner registration', async () => {
    await expect(registrationPayloadSchema.validate(owner)).resolves.toBeTruthy();
  });

  test('an owner needs phone, company and legal form', async () => {
    const { phone: _phone, legal_form: _legalForm, ...incomplete } = owner;
    await expect(
      registrationPayloadSchema.validate(incomplete, { abortEarly: false }),
    ).rejects.toMatchObject({
      errors: expect.arrayContaining([validationMessages.required]),
    });
  });

  test('invited staff need the owner_code', async () => {
    await expect(
      registrationPayloadSchema.validate({
        ...owner,
        user_type: 'employee',
        legal_form: undefined,
      }),
    ).rejects.toMatchObject({ errors: [validationMessages.ownerCodeRequired] });
  });

  test('refuses a birth date in the future with the spec message', async () => {
    await expect(
      registrationPayloadSchema.validate({ ...owner, date_of_birth: '2999-01-01' }),
    ).rejects.toMatchObject({ errors: [validationMessages.birthDateInFuture] });
  });
});
