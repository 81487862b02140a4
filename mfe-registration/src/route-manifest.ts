import type { RouteMeta } from 'shared-ui/routing/route-meta';

/** Paths, titles and descriptions of this remote's pages (pure data: read by the build too). */
export const routeManifest: RouteMeta[] = [
  {
    path: '/Registrierung',
    title: 'Registrierung für Fotostudios – Bildbote',
    description:
      'Registrieren Sie Ihr Fotostudio bei Bildbote: Unternehmen und Standorte anlegen, Gewerbenachweis hochladen und digitale biometrische Passbilder sicher übermitteln.',
  },
  {
    path: '/Code-Verifizierung',
    title: 'Code-Verifizierung – Bildbote',
    description:
      'Bestätigen Sie Ihre E-Mail-Adresse mit dem Bestätigungscode, den Bildbote Ihnen nach der Registrierung gesendet hat.',
  },
];
