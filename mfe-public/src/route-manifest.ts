import type { RouteMeta } from 'shared-ui/routing/route-meta';
import { citizenTipPaths } from 'shared-ui/site/citizen-tips';

/** The public pages, keyed by their role, so routes.tsx pairs each with its component. */
export const publicRouteMeta = {
  home: {
    path: '/',
    title: 'Software für digitale Passbilder 2025 – Bildbote',
    description:
      'Bildbote ist die Software für digitale biometrische Passbilder 2025: Fotografen übertragen Passbilder verschlüsselt in die Cloud, Bürger erhalten einen QR-Code für die Behörde.',
  },
  makeUp: {
    path: citizenTipPaths.makeUp,
    title: 'Make-up-Tipps für das biometrische Passbild – Bildbote',
    description:
      'So schminken Sie sich für das biometrische Passbild: natürliches Make-up, matte Haut, keine Glanzeffekte. Tipps für ein Foto, das die Behörde akzeptiert.',
  },
  makeUpRequirements: {
    path: citizenTipPaths.requirements,
    title: 'Anforderungen an das biometrische Passbild – Bildbote',
    description:
      'Format 35 x 45 mm, Augenhöhe 11 bis 15 mm vom unteren Bildrand, neutraler Ausdruck: die Anforderungen an biometrische Passbilder im Überblick.',
  },
  outfitTips: {
    path: citizenTipPaths.outfit,
    title: 'Kleidungstipps für das Passbild – Bildbote',
    description:
      'Welche Kleidung eignet sich für das biometrische Passbild? Farben, Ausschnitte, Brillen und Kopfbedeckungen – Tipps für einen gelungenen Fototermin.',
  },
  photoMistakes: {
    path: citizenTipPaths.mistakes,
    title: 'Häufige Fehler beim Passbild – Bildbote',
    description:
      'Schatten, Spiegelungen, falscher Kopfausschnitt: die häufigsten Fehler bei biometrischen Passbildern und wie Sie sie vermeiden.',
  },
  lawChange: {
    path: '/gesetzesaenderung-Epassfoto',
    title: 'Gesetzesänderung Mai 2025: digitales Passbild – Bildbote',
    description:
      'Seit dem 1. Mai 2025 sind digitale Passbilder Pflicht. Was sich ändert, wer Passbilder erstellen darf und wie der QR-Code funktioniert – mit FAQ.',
  },
  help: {
    path: '/Hilfe-Antworten',
    title: 'Hilfe und Antworten zum E-Passfoto – Bildbote',
    description:
      'Antworten auf häufige Fragen zum E-Passfoto und zur verschlüsselten Übertragung an die Behörde: QR-Code, Gültigkeit, Kosten und Datenschutz.',
  },
  digitisation: {
    path: '/passbild-Digitalisierung',
    title: 'Was ist ein E-Passfoto? Die Digitalisierung des Passbilds – Bildbote',
    description:
      'Was ein E-Passfoto ist, wie es vom Fotostudio sicher zur Behörde gelangt und warum ausgedruckte Passbilder nicht mehr angenommen werden.',
  },
  photographers: {
    path: '/Fotografenportal',
    title: 'Fotografenportal: digitale Passbilder übermitteln – Bildbote',
    description:
      'Für Fotografen und Fotostudios: kostenlose Lizenz, 0,75 EUR pro erfolgreicher Übertragung, keine Grundgebühr und keine Vertragsbindung. Jetzt registrieren.',
  },
  authorities: {
    path: '/behordenbereich-Information',
    title: 'Informationen für Behörden – Bildbote',
    description:
      'Wie Pass- und Ausweisbehörden digitale Passbilder per QR-Code aus der Cloud abrufen: Ablauf, Vorteile und was ein Amt tun muss.',
  },
  agb: {
    path: '/Pressebereich',
    title: 'Allgemeine Geschäftsbedingungen (AGB) – Bildbote',
    description:
      'Die Allgemeinen Geschäftsbedingungen für Fotografen und Fotostudios, die Passbilder über Bildbote übermitteln, auch als PDF zum Herunterladen.',
  },
  privacy: {
    path: '/datenschutz',
    title: 'Datenschutzerklärung – Bildbote',
    description:
      'Wie Bildbote personenbezogene Daten verarbeitet: Passbilder, Registrierungsdaten, Server-Logs und Cookies. Die Datenschutzerklärung auch als PDF.',
  },
  imprint: {
    path: '/impressum',
    title: 'Impressum – Bildbote',
    description:
      'Impressum von Bildbote: Anbieter, Anschrift, Geschäftsführung, Registergericht, Umsatzsteuer-Identifikationsnummer und Kontakt.',
  },
  citizenPhoto: {
    path: '/p',
    // Opened from a printed code only; its address alone shows nothing worth finding.
    noindex: true,
    title: 'Ihr digitales Passfoto – Bildbote',
    description:
      'Ihr Passfoto mit dem QR-Code des Ausdrucks ansehen: auf Ihrem Gerät entschlüsselt, mit Gültigkeit und Abrufen durch Behörden, jederzeit sofort löschbar.',
  },
} satisfies Record<string, RouteMeta>;

/** Paths, titles and descriptions of this remote's pages (pure data: read by the build too). */
export const routeManifest: RouteMeta[] = Object.values(publicRouteMeta);
