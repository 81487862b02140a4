/** Texts about the session itself (signed-in-area.md §8 "Login" and "Profile"). */
export const sessionTexts = {
  profileLoadFailed: 'Benutzerprofil konnte nicht abgerufen werden.',
  unknownUserType: 'Unbekannter Benutzertyp.',
  checkingSession: 'Ihre Sitzung wird geprüft …',
  noTokenHeading: 'Fehler: Kein Zugriffstoken gefunden...',
  noTokenText: 'No access token found. Please log in.',
  toLogin: 'Zur Anmeldung',
} as const;
