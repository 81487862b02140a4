import type { UserType } from 'shared-ui/session/session-slice';

export interface HeaderLink {
  to: string;
  label: string;
}

/**
 * The task most visitors come for (issue 21): in the navigation on every page and, on phones,
 * also in the header bar itself, one tap away without opening the menu.
 */
export const finderLink: HeaderLink = { to: '/map', label: 'Fotograf finden' };

/** The header's page links on every page (public-site.md §2 "Every page", plus the finder). */
export const pageLinks: readonly HeaderLink[] = [
  { to: '/', label: 'Startseite' },
  finderLink,
  { to: '/passbild-Digitalisierung', label: 'E-Passbild' },
  { to: '/Hilfe-Antworten', label: 'Hilfe' },
  { to: '/Fotografenportal', label: 'Fotografenportal' },
  { to: '/behordenbereich-Information', label: 'Behörden' },
  { to: '/blog', label: 'Blog' },
];

/** Shown while logged out. */
export const guestLinks: readonly HeaderLink[] = [
  { to: '/login', label: 'Login' },
  { to: '/Registrierung', label: 'Registrieren' },
];

/** The administration area of each role; the two spellings are the published routes. */
const adminAreas: Record<UserType, HeaderLink> = {
  owner: { to: '/Verwaltungsbereich', label: 'Verwaltungsbereich' },
  manager: { to: '/Verwaltungsbreich', label: 'Mitarbeitendenbereich' },
  employee: { to: '/Verwaltungsbreich', label: 'Mitarbeitendenbereich' },
  operator: { to: '/Betrieb', label: 'Betrieb' },
  authority: { to: '/Behoerde', label: 'Fotoabruf' },
};

export function adminAreaLink(userType: UserType | null): HeaderLink | null {
  return userType ? adminAreas[userType] : null;
}
