import { sessionTexts } from '../session-guard/session-texts';

/** Texts of /login; the messages are worded as in signed-in-area.md §8 "Login". */
export const loginTexts = {
  title: 'Anmelden',
  intro: 'Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
  email: 'E-Mail',
  password: 'Passwort',
  showPassword: 'Passwort anzeigen',
  submit: 'Anmelden',
  submitting: 'Anmeldung läuft …',
  forgotPassword: 'Passwort vergessen?',
  noAccount: 'Noch kein Konto?',
  register: 'Jetzt registrieren',
  failed: 'Anmeldung fehlgeschlagen.',
  profileFailed: sessionTexts.profileLoadFailed,
  unknownUserType: sessionTexts.unknownUserType,
  network: 'Es gab ein Problem mit der Anmeldung. Bitte versuchen Sie es erneut.',
} as const;
