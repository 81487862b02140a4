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
 * How a name may have been typed: an umlaut written out (ü → ue, as in machine-readable
 * documents) or without its dots (ü → u, on a keyboard without umlauts).
 */
const spellings = ['umlauts-written-out', 'dots-dropped'] as const;
type Spelling = (typeof spellings)[number];

/**
 * A name as it is compared in one spelling: case, accents and separators do not count. Other
 * accents are dropped (é → e), ß is ss, and hyphens and runs of spaces count as one space.
 */
export function comparableName(name: string, spelling: Spelling = 'umlauts-written-out'): string {
  let folded = name.normalize('NFC').toLocaleLowerCase('de-DE').replaceAll('ß', 'ss');
  if (spelling === 'umlauts-written-out') {
    folded = folded.replaceAll('ä', 'ae').replaceAll('ö', 'oe').replaceAll('ü', 'ue');
  }
  return folded
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’`´]/g, "'")
    .replace(/[\s\-‐‑‒–—]+/g, ' ')
    .trim();
}

/** Whether two names are the same in one of the spellings (Müller, MUELLER, Muller). */
export function sameName(a: string, b: string): boolean {
  return spellings.some((spelling) => comparableName(a, spelling) === comparableName(b, spelling));
}

const nameParts = (name: string, spelling: Spelling) =>
  comparableName(name, spelling).split(' ').filter(Boolean);

/**
 * The ID card lists all given names; a profile often has only the one in use. The profile's
 * first name matches when each of its parts is one of the given names.
 */
function givenNamesMatch(profileFirstName: string, givenNames: string): boolean {
  return spellings.some((spelling) => {
    const listed = new Set(nameParts(givenNames, spelling));
    const parts = nameParts(profileFirstName, spelling);
    return parts.length > 0 && parts.every((part) => listed.has(part));
  });
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
    givenNamesMatch(profile.firstName, givenName) && sameName(profile.lastName, familyName);
  if (!nameMatches) mismatches.push('name');
  if (profile.dateOfBirth === null || birthdate.trim() !== profile.dateOfBirth) {
    mismatches.push('birthdate');
  }
  return mismatches;
}
