import { validationMessages } from './messages';
import { buildUsername, registrationPayloadSchema } from './registration';
import {
  isImplausibleBirthDate,
  isInFuture,
  isPhoneNumber,
  isValidPassword,
  normalizePostcodeInput,
  parseIsoDate,
  websitePattern,
} from './rules';

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

  test('a person in the studio is at least 15 years old and born after 1900', () => {
    const today = new Date(2026, 10, 26);
    expect(isImplausibleBirthDate('2015-03-01', today)).toBe(true);
    expect(isImplausibleBirthDate('2011-11-27', today)).toBe(true);
    expect(isImplausibleBirthDate('2011-11-26', today)).toBe(false);
    expect(isImplausibleBirthDate('1990-05-17', today)).toBe(false);
    expect(isImplausibleBirthDate('1900-01-01', today)).toBe(true);
  });
});

describe('phone number and website', () => {
  test.each(['0431 123456', '+49 431 123456', '(0431) 12 34-56', '040/123456', '0000000000'])(
    'accepts the phone number %s',
    (phone) => expect(isPhoneNumber(phone)).toBe(true),
  );

  test.each(['abc', '0431 1', '0431 abc123', '+49+431 123456', ''])(
    'refuses the phone number %j',
    (phone) => expect(isPhoneNumber(phone)).toBe(false),
  );

  test.each(['https://foto-schmidt.de', 'www.foto-schmidt.de', 'foto-müller.de/kontakt', 'w.de'])(
    'accepts the website %s',
    (website) => expect(websitePattern.test(website)).toBe(true),
  );

  test.each(['studio', 'http://', 'foto schmidt.de', 'javascript:alert(1)', 'https://studio'])(
    'refuses the website %j',
    (website) => expect(websitePattern.test(website)).toBe(false),
  );
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

  test.each([
    [
      'a birth year of a child',
      { date_of_birth: '2015-01-01' },
      validationMessages.birthDateImplausible,
    ],
    ['a phone number without digits', { phone: 'abc' }, validationMessages.phone],
    ['a website without a domain', { website: 'studio' }, validationMessages.url],
  ])('refuses %s with a German message', async (_case, change, message) => {
    await expect(registrationPayloadSchema.validate({ ...owner, ...change })).rejects.toMatchObject(
      { errors: [message] },
    );
  });
});
