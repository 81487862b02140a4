import { identityMismatches, sameName, type ProfileIdentity } from './identity-match';

const profile: ProfileIdentity = {
  firstName: 'Jörg',
  lastName: 'Weiß-Müller',
  dateOfBirth: '1984-02-29',
};

const claims = (overrides: Record<string, unknown> = {}) => ({
  given_name: 'Jörg',
  family_name: 'Weiß-Müller',
  birthdate: '1984-02-29',
  ...overrides,
});

describe('sameName', () => {
  it.each([
    ['MÜLLER', 'Mueller'],
    ['Müller', 'Muller'],
    ['Weiß', 'WEISS'],
    ['José', 'Jose'],
    ['Anna-Lena', 'Anna  Lena'],
    [' Çelik ', 'celik'],
    ['D’Angelo', "D'Angelo"],
  ])('treats %s and %s as the same name', (a, b) => {
    expect(sameName(a, b)).toBe(true);
  });

  it.each([
    ['Mueller', 'Muller'],
    ['Schmidt', 'Schmitt'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(sameName(a, b)).toBe(false);
  });
});

describe('identityMismatches', () => {
  it('accepts the same identity written as on the ID card', () => {
    expect(
      identityMismatches(profile, claims({ given_name: 'JOERG', family_name: 'WEISS MUELLER' })),
    ).toEqual([]);
  });

  it('accepts a profile first name that is one of several given names', () => {
    expect(identityMismatches(profile, claims({ given_name: 'Karl Jörg Heinrich' }))).toEqual([]);
    expect(identityMismatches(profile, claims({ given_name: 'Karl Heinrich' }))).toEqual(['name']);
  });

  it('refuses another family name or a part of it', () => {
    expect(identityMismatches(profile, claims({ family_name: 'Müller' }))).toEqual(['name']);
  });

  it('wants the exact birth date', () => {
    expect(identityMismatches(profile, claims({ birthdate: '1984-03-01' }))).toEqual(['birthdate']);
    expect(identityMismatches(profile, claims({ birthdate: '1984' }))).toEqual(['birthdate']);
  });

  it('names both differences', () => {
    expect(
      identityMismatches(profile, claims({ family_name: 'Meier', birthdate: '1990-01-01' })),
    ).toEqual(['name', 'birthdate']);
  });

  it('refuses an answer without the claims', () => {
    expect(identityMismatches(profile, claims({ birthdate: undefined }))).toEqual([
      'missing-claims',
    ]);
    expect(identityMismatches(profile, claims({ given_name: ' ' }))).toEqual(['missing-claims']);
    expect(identityMismatches(profile, claims({ family_name: 42 }))).toEqual(['missing-claims']);
  });
});
