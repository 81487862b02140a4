import type { PhotoCodeParseError } from 'shared-ui/photo-code/photo-code';

/** Every German text of the retrieval desk /Behoerde. */
export const deskTexts = {
  title: 'Fotoabruf',
  checking: 'Ihr Behördenkonto wird geprüft …',
  statusFailed: 'Ihr Behördenkonto konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
  initialPasswordIntro:
    'Ihr Zugang zum Fotoabruf wurde mit einem Einmalpasswort angelegt. Bitte vergeben Sie ein eigenes Passwort, bevor Sie Fotos abrufen. Danach melden Sie sich mit dem neuen Passwort an.',
  intro:
    'Scannen Sie den QR-Code auf dem Ausdruck, den die Bürgerin oder der Bürger vom Fotostudio erhalten hat. Das Foto wird verschlüsselt übertragen und erst hier im Browser mit dem Schlüssel aus dem Code entschlüsselt.',
  scan: {
    label: 'Code scannen',
    hint: 'Der Handscanner schreibt den Inhalt des QR-Codes in dieses Feld und schließt mit der Eingabetaste ab. Sie können die Adresse des Codes auch einfügen und die Eingabetaste drücken.',
    submit: 'Foto abrufen',
    camera: 'Mit der Kamera scannen',
    image: 'Foto eines Codes hochladen',
  },
  camera: {
    title: 'Code mit der Kamera scannen',
    help: 'Halten Sie den QR-Code des Ausdrucks vor die Kamera. Das Foto wird abgerufen, sobald der Code erkannt ist.',
    starting: 'Kamera wird gestartet …',
    close: 'Kamera schließen',
    unavailable:
      'Dieser Browser bietet keinen Zugriff auf eine Kamera. Bitte nutzen Sie den Handscanner oder laden Sie ein Foto des Codes hoch.',
    denied:
      'Der Zugriff auf die Kamera wurde nicht erlaubt oder es ist keine Kamera angeschlossen. Bitte nutzen Sie den Handscanner oder laden Sie ein Foto des Codes hoch.',
  },
  image: {
    reading: 'Das Bild wird nach einem QR-Code durchsucht …',
    noCode:
      'Auf diesem Bild wurde kein QR-Code gefunden. Bitte fotografieren Sie den Code gerade, scharf und formatfüllend.',
    unreadable:
      'Dieses Bild konnte nicht gelesen werden. Bitte laden Sie ein JPEG- oder PNG-Bild hoch.',
  },
  readerFailed:
    'Der QR-Code-Leser konnte nicht geladen werden. Bitte laden Sie die Seite neu oder nutzen Sie den Handscanner.',
  working: 'Das Foto wird abgerufen und entschlüsselt …',
  failureTitle: 'Kein Foto abgerufen',
  otherProvider: (host: string) => `Dieser Code stammt von einem anderen Anbieter: ${host}`,
  otherProviderHint:
    'Das Foto liegt nicht bei Bildbote. Bitte rufen Sie es über den Zugang dieses Anbieters ab.',
  parseErrors: {
    empty: 'Bitte scannen Sie einen Code.',
    'not-a-url':
      'Das ist kein Passbild-Code. Bitte scannen Sie den QR-Code auf dem Ausdruck des Fotostudios.',
    'no-fragment':
      'Dem Code fehlt der Schlüssel zum Foto. Bitte scannen Sie den QR-Code auf dem Ausdruck erneut.',
    'unknown-version':
      'Dieser Code hat ein Format, das der Fotoabruf nicht kennt. Bitte lassen Sie beim Fotostudio einen neuen Code erstellen.',
    malformed:
      'Der Code ist beschädigt oder wurde unvollständig gelesen. Bitte scannen Sie ihn erneut.',
  } satisfies Record<PhotoCodeParseError, string>,
  notFound:
    'Zu diesem Code gibt es kein Foto. Bitte scannen Sie den Code erneut; bleibt es dabei, wurde er nicht von Bildbote ausgegeben oder ist nicht vollständig.',
  erased:
    'Dieses Foto wurde von der Bürgerin oder dem Bürger gelöscht. Bitte lassen Sie ein neues Foto anfertigen.',
  expired:
    'Dieses Foto ist abgelaufen (6 Monate nach der Aufnahme) und wurde gelöscht. Bitte lassen Sie ein neues Foto anfertigen.',
  tampered:
    'Das Foto lässt sich mit diesem Code nicht entschlüsseln: Die gespeicherten Daten passen nicht zum Code, sie wurden verändert oder beschädigt. Das Foto wird nicht angezeigt. Bitte lassen Sie ein neues Foto anfertigen und melden Sie den Vorfall dem Bildbote-Support.',
  notJpeg:
    'Die entschlüsselten Daten sind kein JPEG-Foto. Bitte lassen Sie beim Fotostudio einen neuen Code erstellen.',
  sessionEnded: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  network: 'Netzwerkfehler. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  failed: 'Das Foto konnte nicht abgerufen werden. Bitte versuchen Sie es erneut.',
  photo: {
    heading: 'Abgerufenes Foto',
    alt: 'Biometrisches Passfoto aus dem gescannten Code',
    captured: 'Aufgenommen am',
    validUntil: 'Gültig bis',
    studio: 'Fotostudio',
    pseudonym: 'Pseudonym der aufnehmenden Person',
    earlier: 'Frühere Abrufe',
    none: 'Dieses Foto wurde bisher von keiner Behörde abgerufen.',
    retrieval: (authority: string, at: string) => `${at} – ${authority}`,
    save: 'Foto übernehmen',
    saveHint:
      'Speichert das Foto als JPEG-Datei für Ihr Fachverfahren. Der Abruf ist bereits protokolliert.',
    next: 'Nächster Code',
  },
} as const;
