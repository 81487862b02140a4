import type { PhotoCodeParseError } from 'shared-ui/photo-code/photo-code';

const longDate = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** `3. Dezember 2026`: the day in Germany, written out as in a letter. */
export function longGermanDate(iso: string): string {
  const timestamp = Date.parse(iso);
  return Number.isNaN(timestamp) ? iso : longDate.format(timestamp);
}

/** Every German text of the citizen page /p. */
export const citizenTexts = {
  title: 'Ihr digitales Passfoto',
  lead: 'Hier sehen Sie das Passfoto, das Ihr Fotostudio verschlüsselt für die Pass- und Ausweisbehörde hinterlegt hat, wer es abgerufen hat, und Sie können es jederzeit löschen.',
  keyTitle: 'Der Schlüssel bleibt bei Ihnen',
  keyText:
    'Der Schlüssel zu Ihrem Foto steht nur im QR-Code auf Ihrem Ausdruck. Er hat Ihr Papier und dieses Gerät nie verlassen: Das Foto wird hier auf Ihrem Gerät entschlüsselt. Bildbote speichert nur verschlüsselte Daten und kann Ihr Foto nicht sehen.',
  withoutCode: {
    title: 'Wofür ist diese Seite?',
    text: 'Wenn Sie ein biometrisches Passfoto bei einem Fotostudio aufnehmen lassen, erhalten Sie einen Ausdruck mit einem QR-Code. Mit diesem Code ruft die Behörde Ihr Foto ab. Scannen Sie den Code mit der Kamera Ihres Smartphones, um hier Ihr Foto zu sehen, zu erfahren, welche Behörde es wann abgerufen hat, und es bei Bedarf sofort zu löschen.',
    noCode:
      'Diese Seite wurde ohne Code geöffnet. Bitte scannen Sie den QR-Code auf Ihrem Ausdruck.',
  },
  loading: 'Ihr Foto wird geladen und auf Ihrem Gerät entschlüsselt …',
  photo: {
    heading: 'Ihr Foto',
    alt: 'Ihr biometrisches Passfoto',
    validUntil: 'Gültig bis',
    captured: 'Aufgenommen am',
    studio: 'Fotostudio',
    validity:
      'Das Foto kann bis zu diesem Tag für mehrere Anträge (Personalausweis, Reisepass, Aufenthaltstitel) verwendet werden. Danach wird es automatisch gelöscht.',
  },
  retrievals: {
    heading: 'Abrufe durch Behörden',
    none: 'Bisher hat keine Behörde dieses Foto abgerufen.',
    entry: (date: string, authority: string) => `am ${date} vom ${authority} abgerufen`,
  },
  erase: {
    heading: 'Foto löschen',
    text: 'Sie können Ihr Foto jederzeit sofort löschen (Art. 17 DSGVO). Danach kann es keine Behörde mehr abrufen; für einen neuen Antrag brauchen Sie dann ein neues Foto.',
    button: 'Foto jetzt löschen',
    confirmTitle: 'Foto endgültig löschen?',
    confirmText:
      'Das Foto wird sofort und endgültig gelöscht. Keine Behörde kann es danach noch abrufen, auch nicht mit diesem Code.',
    confirm: 'Endgültig löschen',
    erasing: 'Wird gelöscht …',
    cancel: 'Abbrechen',
    done: 'Ihr Foto wurde gelöscht. Keine Behörde kann es mehr abrufen.',
    failed: 'Das Foto konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  },
  failureTitle: 'Kein Foto angezeigt',
  parseErrors: {
    empty:
      'Diese Seite wurde ohne Code geöffnet. Bitte scannen Sie den QR-Code auf Ihrem Ausdruck.',
    'not-a-url':
      'Dieser Code ist kein Passfoto-Code. Bitte scannen Sie den QR-Code auf Ihrem Ausdruck.',
    'no-fragment':
      'Diese Seite wurde ohne Code geöffnet. Bitte scannen Sie den QR-Code auf Ihrem Ausdruck.',
    'unknown-version':
      'Dieser Code hat ein Format, das diese Seite nicht kennt. Bitte wenden Sie sich an Ihr Fotostudio.',
    malformed:
      'Der Code ist beschädigt oder wurde unvollständig gelesen. Bitte scannen Sie ihn erneut.',
  } satisfies Record<PhotoCodeParseError, string>,
  notFound:
    'Zu diesem Code gibt es kein Foto. Bitte scannen Sie den Code erneut; bleibt es dabei, wenden Sie sich an Ihr Fotostudio.',
  erased: 'Dieses Foto wurde gelöscht. Keine Behörde kann es mehr abrufen.',
  expired:
    'Dieses Foto ist abgelaufen (6 Monate nach der Aufnahme) und wurde automatisch gelöscht.',
  tampered:
    'Das Foto lässt sich mit diesem Code nicht entschlüsseln: Die gespeicherten Daten passen nicht zum Code. Bitte wenden Sie sich an Ihr Fotostudio.',
  rateLimited: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  network: 'Netzwerkfehler. Bitte prüfen Sie Ihre Verbindung und laden Sie die Seite neu.',
  failed: 'Das Foto konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
} as const;
