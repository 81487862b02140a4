import type { UserType } from 'shared-ui/session/session-slice';

/**
 * Texts of /Mitarbeitende; the messages are worded as in signed-in-area.md §5 and §8, except that
 * its English ones are German and no message starts with an emoji (issue 23: German, no emoji
 * as icons; the alert's role and style mark success and failure).
 */
export const staffTexts = {
  title: 'Mitarbeitende',
  intro:
    'Hier sehen Sie die Mitarbeitenden Ihres Unternehmens. Laden Sie neue Mitarbeitende ein und legen Sie ihre Zugriffsstufe fest.',
  loading: 'Mitarbeitende werden geladen …',
  searchLabel: 'Mitarbeitende suchen',
  searchPlaceholder: 'Vorname, Nachname oder E-Mail',
  tableCaption: 'Mitarbeitende Ihres Unternehmens',
  columns: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    birthDate: 'Geburtsdatum',
    role: 'Rolle',
    actions: 'Aktion',
  },
  empty: 'Keine Mitarbeitende gefunden',
  loadFailed: 'Die Mitarbeitenden konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
  invite: {
    open: 'Mitarbeitende einladen',
    title: 'Mitarbeitende einladen',
    intro:
      'Die eingeladene Person erhält eine E-Mail mit einem Link zur Registrierung. Die Einladung ist 7 Tage gültig.',
    email: 'E-Mail-Adresse',
    accessLevel: 'Zugriffsstufe',
    submit: 'Einladung senden',
    submitting: 'Einladung wird gesendet …',
    cancel: 'Abbrechen',
    failed: 'Die Einladung konnte nicht gesendet werden.',
    network: 'Keine Verbindung zum Server. Bitte versuchen Sie es erneut.',
    successTitle: 'Einladung gesendet',
    success: (email: string) => `Die Einladung wurde an ${email} gesendet.`,
    ok: 'OK',
  },
  remove: {
    button: 'Löschen',
    buttonLabel: (name: string) => `${name} löschen`,
    title: 'Mitarbeiter löschen',
    question: (name: string) => `Möchten Sie ${name} wirklich löschen?`,
    warning:
      'Alle Daten dieser Person werden unwiderruflich entfernt. Dieser Schritt kann nicht rückgängig gemacht werden.',
    confirm: 'Endgültig löschen',
    confirming: 'Wird gelöscht …',
    cancel: 'Abbrechen',
    successTitle: 'Mitarbeiter gelöscht',
    success: 'Mitarbeiter erfolgreich gelöscht',
    ok: 'OK',
    unknownError: 'Unbekannter Fehler',
    statusError: (statusText: string) => `Fehler: ${statusText}`,
    network: 'Netzwerkfehler beim Löschen.',
  },
  invitations: {
    heading: 'Offene Einladungen',
    intro:
      'Einladungen, die noch nicht angenommen wurden. Erneut senden verschickt eine neue E-Mail mit neuem Link, der wieder 7 Tage gilt; der alte Link gilt dann nicht mehr.',
    caption: 'Offene Einladungen Ihres Unternehmens',
    loading: 'Offene Einladungen werden geladen …',
    loadFailed: 'Die offenen Einladungen konnten nicht geladen werden.',
    empty: 'Keine offenen Einladungen.',
    columns: {
      email: 'E-Mail',
      accessLevel: 'Zugriffsstufe',
      invitedBy: 'Eingeladen von',
      validUntil: 'Gültig bis',
      actions: 'Aktion',
    },
    expired: (date: string) => `Abgelaufen am ${date}`,
    resend: 'Erneut senden',
    resendLabel: (email: string) => `Einladung an ${email} erneut senden`,
    resending: 'Wird gesendet …',
    revoke: 'Zurückziehen',
    revokeLabel: (email: string) => `Einladung an ${email} zurückziehen`,
    revokeTitle: 'Einladung zurückziehen',
    revokeQuestion: (email: string) =>
      `Möchten Sie die Einladung an ${email} wirklich zurückziehen? Der Link in der E-Mail ist danach nicht mehr gültig.`,
    revokeConfirm: 'Einladung zurückziehen',
    revoking: 'Wird zurückgezogen …',
    cancel: 'Abbrechen',
    failed: 'Die Aktion ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    network: 'Keine Verbindung zum Server. Bitte versuchen Sie es erneut.',
  },
} as const;

/** Access levels of the invite dialog (signed-in-area.md §5 "Invite employee"). */
export const accessLevelTexts = {
  restricted: {
    label: 'Eingeschränkt',
    description: 'Kann eigene Daten einpflegen, bearbeiten und sich selbst identifizieren.',
  },
  full: {
    label: 'Vollzugriff',
    description: 'Kann Daten bearbeiten, andere Personen einladen und Software herunterladen.',
  },
} as const;

/** How the table names each role (signed-in-area.md §6). */
export const roleLabels: Record<UserType, string> = {
  owner: 'Inhaber/in',
  manager: 'Vollzugriff',
  employee: 'Eingeschränkter Zugriff',
  operator: 'Betrieb',
  authority: 'Behörde',
};
