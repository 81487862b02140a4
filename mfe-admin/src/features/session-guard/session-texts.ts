/** Texts about the session itself (signed-in-area.md §8 "Login" and "Profile"). */
export const sessionTexts = {
  profileLoadFailed: 'Benutzerprofil konnte nicht abgerufen werden.',
  unknownUserType: 'Unbekannter Benutzertyp.',
  checkingSession: 'Ihre Sitzung wird geprüft …',
  /** On /login?next=…: a signed-in page was opened without a session. */
  loginRequired: 'Bitte melden Sie sich an, um die angeforderte Seite zu öffnen.',
  expiringTitle: 'Angemeldet bleiben?',
  expiringText:
    'Ihre Sitzung endet in wenigen Minuten. Bleiben Sie angemeldet, damit Ihre Eingaben nicht verloren gehen.',
  stayButton: 'Angemeldet bleiben',
  signOutButton: 'Abmelden',
  stayFailed: 'Die Sitzung konnte nicht verlängert werden. Bitte versuchen Sie es erneut.',
  reloginTitle: 'Erneut anmelden',
  reloginText:
    'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an – Sie bleiben auf dieser Seite und Ihre Eingaben bleiben erhalten.',
  reloginSubmit: 'Anmelden und weiterarbeiten',
} as const;
