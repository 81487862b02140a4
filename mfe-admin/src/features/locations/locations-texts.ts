import { validationMessages } from 'shared-ui/validation/messages';
import type { ReviewStatus } from 'shared-ui/contracts/studios-contract';

/**
 * Texts of /Geschäftsstandorte; the messages are worded as in signed-in-area.md §5 and §8, without
 * their leading emoji (issue 23: no emoji as icons; the alert's role and style mark the outcome).
 */
export const locationsTexts = {
  title: 'Geschäftsstandorte',
  intro:
    'Ihre Standorte und Fotostudios. Ein neuer Standort erscheint im Fotografen-Finder, sobald sein Gewerbenachweis geprüft und freigegeben ist.',
  loading: 'Standorte werden geladen …',
  searchLabel: 'Standorte suchen',
  searchPlaceholder: 'Name, Adresse, Ort oder PLZ',
  listLabel: 'Ihre Standorte',
  empty: 'Derzeit ist kein Standort hinterlegt.',
  noMatches: 'Kein Standort entspricht Ihrer Suche.',
  loadFailed: 'Fehler beim Laden der Studios.',
  network: 'Netzwerkfehler.',
  signInAgain: 'Bitte erneut anmelden.',
  labels: {
    address: 'Adresse',
    phone: 'Telefon',
    website: 'Website',
    certificate: 'Gewerbenachweis',
    review: 'Prüfstatus',
    hours: 'Öffnungszeiten',
    access: 'Zugang',
  },
  certificateLink: 'Gewerbenachweis ansehen (PDF)',
  certificateMissing: 'Nicht hochgeladen',
  reviewReason: (reason: string) => `Begründung: ${reason}`,
  add: {
    open: 'Standort hinzufügen',
    title: 'Standort hinzufügen',
    fields: {
      name: 'Name des Standorts',
      address: 'Straße und Hausnummer',
      zipcode: 'PLZ',
      city: 'Ort',
      website: 'Website',
      phone: 'Telefonnummer',
      certificate: 'Gewerbenachweis (PDF)',
    },
    certificateHint:
      'Optional. Geeignete Nachweise: Gewerbeanmeldung, Handelsregisterauszug, Handwerkskarte oder Bescheinigung des Finanzamts.',
    removeFile: (fileName: string) => `Datei ${fileName} entfernen`,
    submit: 'Hinzufügen',
    submitting: 'Wird gespeichert …',
    cancel: 'Abbrechen',
    requiredFields: validationMessages.locationRequiredFields,
    incompleteAddress: 'Bitte geben Sie eine vollständige Adresse ein (Straße, Stadt, PLZ)',
    addressNotFound: 'Adresse nicht gefunden. Bitte überprüfen Sie die Eingabe.',
    failed: 'Fehler beim Hinzufügen.',
    serverFailed: 'Netzwerk-/Serverfehler.',
    added: 'Studio erfolgreich hinzugefügt.',
  },
  resubmit: {
    button: 'Erneut einreichen',
    buttonLabel: (name: string) => `${name} erneut einreichen`,
    title: 'Standort erneut einreichen',
    intro:
      'Bitte korrigieren Sie die Angaben und laden Sie einen neuen Gewerbenachweis hoch. Der Standort wird danach erneut geprüft.',
    certificate: 'Neuer Gewerbenachweis (PDF)',
    certificateHint:
      'Pflichtfeld. Geeignete Nachweise: Gewerbeanmeldung, Handelsregisterauszug, Handwerkskarte oder Bescheinigung des Finanzamts.',
    certificateRequired: 'Bitte laden Sie einen neuen Gewerbenachweis als PDF hoch.',
    submit: 'Erneut einreichen',
    submitting: 'Wird eingereicht …',
    failed: 'Fehler beim erneuten Einreichen.',
    // The server answers with its own message; this one stands in should it be missing.
    resubmitted: 'Der Standort wurde erneut zur Prüfung eingereicht.',
  },
  uploadProof: {
    button: 'Gewerbenachweis hochladen',
    buttonLabel: (name: string) => `Gewerbenachweis hochladen: ${name}`,
    title: 'Gewerbenachweis hochladen',
    intro: (name: string) =>
      `Laden Sie den Gewerbenachweis für ${name} hoch. Danach wird der Standort geprüft und nach der Freigabe in der Fotografensuche angezeigt.`,
    certificate: 'Gewerbenachweis (PDF)',
    certificateHint:
      'Pflichtfeld. Geeignete Nachweise: Gewerbeanmeldung, Handelsregisterauszug, Handwerkskarte oder Bescheinigung des Finanzamts.',
    submit: 'Hochladen',
    submitting: 'Wird hochgeladen …',
    cancel: 'Abbrechen',
    failed: 'Der Gewerbenachweis konnte nicht hochgeladen werden.',
    // The server answers with its own message; this one stands in should it be missing.
    uploaded: 'Der Gewerbenachweis wurde hochgeladen. Der Standort wird jetzt geprüft.',
    missingHint: 'Ohne Gewerbenachweis kann der Standort nicht geprüft werden.',
  },
  hours: {
    button: 'Öffnungszeiten bearbeiten',
    // Starts with the visible text, so voice control finds the button by what it shows.
    buttonLabel: (name: string) => `Öffnungszeiten bearbeiten: ${name}`,
    title: (name: string) => `Öffnungszeiten: ${name}`,
    intro:
      'Je Wochentag die Zeiten, z. B. „09:00–12:30, 14:00–18:00“ mit Mittagspause. Ein leerer Tag gilt als geschlossen; bleiben alle Tage leer, zeigt die Fotografensuche keine Öffnungszeiten an.',
    legend: 'Öffnungszeiten (Uhrzeit in Deutschland)',
    placeholder: 'z. B. 09:00–12:30, 14:00–18:00',
    barrierFree: 'Barrierefrei: der Standort ist stufenlos erreichbar',
    barrierFreeYes: 'barrierefrei',
    save: 'Speichern',
    saving: 'Wird gespeichert …',
    cancel: 'Abbrechen',
    failed: 'Die Öffnungszeiten konnten nicht gespeichert werden.',
    saved: 'Öffnungszeiten gespeichert.',
    notGiven: 'Nicht angegeben',
  },
  remove: {
    button: 'Löschen',
    buttonLabel: (name: string) => `${name} löschen`,
    title: 'Studio löschen',
    question: 'Möchten Sie dieses Studio wirklich dauerhaft löschen?',
    confirm: 'Endgültig löschen',
    confirming: 'Wird gelöscht …',
    cancel: 'Abbrechen',
    success: 'Studio erfolgreich gelöscht.',
    failed: 'Fehler beim Löschen des Studios.',
  },
} as const;

/** German names of the review states (ARCHITECTURE.md §4). */
export const reviewLabels: Record<ReviewStatus, string> = {
  pending: 'Prüfung ausstehend',
  approved: 'Freigegeben',
  rejected: 'Abgelehnt',
};
