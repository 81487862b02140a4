/**
 * Texts of /Software-Download; the messages are worded as in signed-in-area.md §8 "Download",
 * without the spec's leading emoji: the error alert marks them (issue 23.8, no emoji as icons).
 */
export const softwareTexts = {
  title: 'Software-Download',
  registered: 'Ihre Registrierung war erfolgreich!',
  intro:
    'Laden Sie jetzt die Bildbote-Software für Ihren Computer herunter. Bei der Einrichtung benötigen Sie Ihren Lizenzschlüssel.',
  softwareHeading: 'Software',
  licenseHeading: 'Lizenzschlüssel',
  licenseIntro:
    'Der Lizenzschlüssel gilt für Ihr Unternehmen und Ihre Standorte. Bewahren Sie die Datei sicher auf.',
  windows: 'Für Windows herunterladen',
  mac: 'Für macOS herunterladen',
  license: 'Lizenzschlüssel herunterladen',
  loading: 'Download wird vorbereitet …',
  chromeHint: 'Hinweis: Bitte verwenden Sie für den Download den Browser Google Chrome.',
  softwareFailed: 'Software-Download fehlgeschlagen.',
  softwareError: 'Fehler beim Herunterladen der Software.',
  licenseFailed: 'Lizenz konnte nicht abgerufen werden.',
  licenseError: 'Fehler beim Herunterladen der Lizenz.',
} as const;

/** Name of the saved licence file (signed-in-area.md §7). */
export const licenseFileName = 'Lizenzschlüssel.txt';
