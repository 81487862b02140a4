import type { RouteMeta } from 'shared-ui/routing/route-meta';

const softwareDownload = {
  title: 'Software-Download – Bildbote',
  description:
    'Laden Sie die Bildbote-Software für Windows oder macOS und Ihren Lizenzschlüssel herunter.',
};

/** Paths, titles and descriptions of this remote's pages (pure data: read by the build too). */
export const routeManifest: RouteMeta[] = [
  {
    path: '/login',
    title: 'Anmelden – Bildbote',
    description:
      'Melden Sie sich im Bildbote-Verwaltungsbereich an, um Profil, Mitarbeitende, Standorte und Software zu verwalten.',
  },
  {
    path: '/forgotpassword',
    title: 'Passwort vergessen – Bildbote',
    description:
      'Setzen Sie Ihr Bildbote-Passwort mit einem Bestätigungscode zurück, den wir Ihnen per E-Mail senden.',
  },
  {
    path: '/Verwaltungsbereich',
    title: 'Verwaltungsbereich – Bildbote',
    description:
      'Der Verwaltungsbereich für Inhaberinnen und Inhaber: Profil, Mitarbeitende, eID-Verifizierung, Geschäftsstandorte, Software und Videos.',
  },
  {
    path: '/Verwaltungsbreich',
    title: 'Mitarbeitendenbereich – Bildbote',
    description:
      'Der Bereich für Mitarbeitende: Profil verwalten, Identität per eID bestätigen und – mit Berechtigung – Mitarbeitende einladen und Software herunterladen.',
  },
  {
    path: '/Profilverwaltung',
    title: 'Profilverwaltung – Bildbote',
    description: 'Ihre persönlichen Daten bei Bildbote ansehen und bearbeiten, Passwort ändern.',
  },
  {
    path: '/Mitarbeitende',
    title: 'Mitarbeitende – Bildbote',
    description:
      'Mitarbeitende Ihres Fotostudios einladen, ihre Zugriffsstufe festlegen und verwalten.',
  },
  {
    path: '/Geschäftsstandorte',
    title: 'Geschäftsstandorte – Bildbote',
    description:
      'Standorte und Fotostudios Ihres Unternehmens mit Gewerbenachweis anlegen und verwalten.',
  },
  {
    path: '/EidVerifizierung',
    title: 'eID-Verifizierung – Bildbote',
    description:
      'Bestätigen Sie Ihre Identität mit der Online-Ausweisfunktion Ihres Personalausweises – am Computer im Fenster unseres eID-Partners oder mobil.',
  },
  {
    path: '/adesso-redirect',
    title: 'eID-Verifizierung wird abgeschlossen – Bildbote',
    description:
      'Rückkehr vom eID-Partner: Bildbote prüft die Antwort und bestätigt Ihre Identität, wenn sie zu Ihrem Profil passt.',
  },
  { path: '/Software-Download', ...softwareDownload },
  // The registration flow sends an owner here after the first sign-in (lower-case spelling).
  { path: '/software-download', ...softwareDownload },
  {
    path: '/videos',
    title: 'Tutorial-Videos – Bildbote',
    description:
      'Video-Anleitungen zu Profil, Mitarbeitenden, Software-Installation, Standorten, Registrierung und eID-Verifizierung.',
  },
  {
    path: '/Abrechnung',
    title: 'Abrechnung – Bildbote',
    description:
      'Ihre Abrechnung bei Bildbote: Fotoübertragungen und eID-Identifizierungen des laufenden Monats, Rechnungen als PDF, Buchungen als CSV und Ihr SEPA-Lastschriftmandat.',
  },
  {
    path: '/Betrieb',
    title: 'Prüfwarteschlange (Betrieb) – Bildbote',
    description:
      'Betriebskonsole: Gewerbenachweise neuer und erneut eingereichter Standorte prüfen, Standorte freigeben oder mit Begründung ablehnen.',
  },
  {
    path: '/Betrieb/Unternehmen',
    title: 'Unternehmen (Betrieb) – Bildbote',
    description:
      'Betriebskonsole: Unternehmen nach Name, E-Mail-Adresse oder Postleitzahl suchen und ihren Zugang prüfen.',
  },
  {
    path: '/Betrieb/Unternehmen/Details',
    title: 'Unternehmensdetails (Betrieb) – Bildbote',
    description:
      'Betriebskonsole: Personen, Standorte, eID-Status, Abrechnungsereignisse und Entscheidungsprotokoll eines Unternehmens; Unternehmen sperren und entsperren.',
  },
  {
    path: '/Betrieb/Behoerden',
    title: 'Behörden (Betrieb) – Bildbote',
    description:
      'Betriebskonsole: Behörden und ihre Sachbearbeitung anlegen, deaktivieren und wieder aktivieren, API-Schlüssel erstellen und widerrufen, den Verlauf eines Fotos nachsehen.',
  },
  {
    path: '/Betrieb/Abrechnung',
    title: 'Abrechnung (Betrieb) – Bildbote',
    description:
      'Betriebskonsole: Umsatz und Rechnungen je Monat, Monatsabrechnung starten, SEPA-Lastschriftdatei für die Bank laden und Rücklastschriften vermerken.',
  },
  {
    path: '/Behoerde',
    title: 'Fotoabruf (Behörde) – Bildbote',
    description:
      'Der Fotoabruf für Pass- und Ausweisbehörden: QR-Code des Ausdrucks scannen, das verschlüsselte Passfoto im Browser entschlüsseln, prüfen und für das Fachverfahren übernehmen.',
  },
  {
    path: '/Passbild',
    title: 'Passbild aufnehmen – Bildbote',
    description:
      'Der Foto-Arbeitsplatz des Studios: biometrisches Passfoto aufnehmen, im Browser prüfen und zuschneiden, verschlüsselt übermitteln und den Code für die Kundin oder den Kunden drucken.',
  },
];
