/** Texts of /forgotpassword; the messages are worded as in signed-in-area.md §8. */
export const passwordResetTexts = {
  title: 'Passwort zurücksetzen',
  steps: ['E-Mail-Adresse', 'Neues Passwort'],
  stepperLabel: 'Schritte der Passwort-Zurücksetzung',
  emailIntro:
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Bestätigungscode.',
  codeIntro: (email: string) =>
    `Geben Sie den Bestätigungscode aus der E-Mail an ${email} und Ihr neues Passwort ein.`,
  email: 'E-Mail',
  sendCode: 'Code senden',
  sendingCode: 'Code wird gesendet …',
  codeSent: 'Code wurde an Ihre E-Mail gesendet',
  requestFailed:
    'Passwort-Zurücksetzung angefordert: Wenn die angegebene E-Mail-Adresse bei uns registriert ist, erhalten Sie in Kürze eine Nachricht mit weiteren Anweisungen.',
  code: 'Bestätigungscode',
  showCode: 'Bestätigungscode anzeigen',
  newPassword: 'Neues Passwort',
  showNewPassword: 'Neues Passwort anzeigen',
  confirmPassword: 'Neues Passwort bestätigen',
  showConfirmPassword: 'Passwortbestätigung anzeigen',
  passwordHint:
    'Mindestens 8 Zeichen mit Groß- und Kleinbuchstaben, einer Zahl und einem Sonderzeichen (@#$%^&*!).',
  submit: 'Passwort zurücksetzen',
  submitting: 'Passwort wird zurückgesetzt …',
  resetSucceeded: 'Passwort erfolgreich zurückgesetzt. Sie werden weitergeleitet...',
  resetFailed:
    'Fehler: Passwort konnte nicht zurückgesetzt werden. Überprüfen Sie Ihr Bestätigungscode und Passwort.',
  otherEmail: 'Andere E-Mail-Adresse verwenden',
  backToLogin: 'Zurück zur Anmeldung',
} as const;

/** How long the success message stays before /login (signed-in-area.md §9). */
export const redirectDelayMs = 2000;
