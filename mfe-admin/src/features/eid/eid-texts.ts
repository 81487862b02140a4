/**
 * Texts of /EidVerifizierung and /adesso-redirect. The messages of signed-in-area.md §8 "eID"
 * are used exactly as written there (the English ones of the return page included).
 */
export const eidTexts = {
  title: 'eID-Verifizierung',
  intro:
    'Bestätigen Sie Ihre Identität mit der Online-Ausweisfunktion Ihres Personalausweises (eID). Vorname, Nachname und Geburtsdatum aus dem Ausweis müssen zu Ihrem Profil passen.',
  desktopHeading: 'Am Computer identifizieren',
  desktopText:
    'Die Anmeldeseite unseres eID-Partners öffnet sich in einem eigenen Fenster. Folgen Sie dort den Anweisungen; das Fenster schließt sich danach von selbst.',
  mobileHeading: 'Mit dem Smartphone identifizieren',
  mobileText:
    'Sie werden zur Anmeldeseite unseres eID-Partners weitergeleitet und kehren danach automatisch hierher zurück.',
  start: 'eID-Verifizierung starten',
  starting: 'Die Anmeldeseite wird vorbereitet …',
  popupOpen:
    'Das Fenster unseres eID-Partners ist geöffnet. Bitte schließen Sie die Identifizierung dort ab.',
  verifying: 'Ihre Identität wird geprüft …',
  verified: 'Ihre eID-Verifizierung war erfolgreich',
  verifiedText: 'Ihre Identität ist mit Ihrem Personalausweis bestätigt.',
  verificationFailed: 'Verifizierung fehlgeschlagen.',
  invalidAnswer: 'Ungültige Serverantwort erhalten.',
  verificationError: 'Fehler bei der Verifizierung.',
  // /adesso-redirect (signed-in-area.md §2 and §8).
  waiting: 'Waiting for response...',
  authenticationFailed: 'Authentication failed',
  serverFailed: 'Verification failed',
  serverUnreachable: 'Failed to verify code with the server.',
  finishingInOpener:
    'Die Verifizierung wird im Bildbote-Fenster abgeschlossen. Dieses Fenster schließt sich gleich.',
  backToEid: 'Zur eID-Verifizierung',
} as const;

/** The page the provider returns to (signed-in-area.md §2). */
export const eidRedirectPath = '/adesso-redirect';
export const eidVerificationPath = '/EidVerifizierung';

/** The desktop popup (signed-in-area.md §9): 800x600, its address read every second. */
export const eidPopup = {
  name: 'bildbote-eid',
  width: 800,
  height: 600,
  pollIntervalMs: 1000,
} as const;
