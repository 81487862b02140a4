/**
 * Texts of /EidVerifizierung and /adesso-redirect. The messages of signed-in-area.md §8 "eID"
 * are used exactly as written there; the return page's English ones are said in German (issue
 * 23: no English in the interface).
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
  // /adesso-redirect (signed-in-area.md §2 and §8, in German).
  waiting: 'Warten auf die Antwort des eID-Anbieters …',
  authenticationFailed: 'Anmeldung beim eID-Anbieter fehlgeschlagen',
  serverFailed: 'Die Verifizierung ist fehlgeschlagen.',
  serverUnreachable: 'Der Code konnte nicht mit dem Server geprüft werden.',
  finishingInOpener:
    'Die Verifizierung wird im Bildbote-Fenster abgeschlossen. Dieses Fenster schließt sich gleich.',
  backToEid: 'Zur eID-Verifizierung',
  toDashboard: 'Zurück zur Übersicht',
  popupClosed:
    'Das Fenster des eID-Partners wurde geschlossen, bevor die Identifizierung abgeschlossen war. Sie können die Verifizierung erneut starten.',
  /**
   * The provider sends the person back to the public address only; under another host name
   * this page cannot read the answer (another origin) and the session is not there.
   */
  otherHostTitle: 'eID-Verifizierung unter dieser Adresse nicht möglich',
  otherHost: (publicHost: string) =>
    `Der eID-Partner leitet nach der Identifizierung nur zu ${publicHost} zurück. Sie haben Bildbote unter einer anderen Adresse geöffnet; dort kann die Verifizierung nicht abgeschlossen werden. Bitte melden Sie sich unter ${publicHost} an und starten Sie die Verifizierung dort.`,
  otherHostLink: (publicHost: string) => `eID-Verifizierung unter ${publicHost} öffnen`,
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
