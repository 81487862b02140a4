import type { EidClaims } from './eid-client';

/** The profile fields an identification is checked against. */
export interface ProfileIdentity {
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`; null only for operators, who do not identify. */
  dateOfBirth: string | null;
}

export type IdentityMismatch = 'missing-claims' | 'name' | 'birthdate';

/**
 * A name as it is compared: case, accents and separators do not count. German umlauts are
 * written out (ü → ue), so `Müller` and `Mueller` are the same name, other accents are dropped
 * (é → e), ß is ss, and hyphens and runs of spaces count as one space.
 */
export function comparableName(name: string): string {
  return name
    .normalize('NFC')
    .toLocaleLowerCase('de-DE')
    .replaceAll('ß', 'ss')
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’`´]/g, "'")
    .replace(/[\s\-‐‑‒–—]+/g, ' ')
    .trim();
}

const nameParts = (name: string) => comparableName(name).split(' ').filter(Boolean);

/**
 * The ID card lists all given names; a profile often has only the one in use. The profile's
 * first name matches when each of its parts is one of the given names.
 */
function givenNamesMatch(profileFirstName: string, givenNames: string): boolean {
  const listed = new Set(nameParts(givenNames));
  const parts = nameParts(profileFirstName);
  return parts.length > 0 && parts.every((part) => listed.has(part));
}

/** What differs between the profile and the identity the eID provider confirmed. */
export function identityMismatches(
  profile: ProfileIdentity,
  claims: EidClaims,
): IdentityMismatch[] {
  const { given_name: givenName, family_name: familyName, birthdate } = claims;
  if (
    typeof givenName !== 'string' ||
    typeof familyName !== 'string' ||
    typeof birthdate !== 'string' ||
    !givenName.trim() ||
    !familyName.trim()
  ) {
    return ['missing-claims'];
  }
  const mismatches: IdentityMismatch[] = [];
  const nameMatches =
    givenNamesMatch(profile.firstName, givenName) &&
    comparableName(profile.lastName) === comparableName(familyName);
  if (!nameMatches) mismatches.push('name');
  if (profile.dateOfBirth === null || birthdate.trim() !== profile.dateOfBirth) {
    mismatches.push('birthdate');
  }
  return mismatches;
}
