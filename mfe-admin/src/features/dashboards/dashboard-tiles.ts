import {
  Camera,
  Clapperboard,
  Download,
  IdCard,
  MapPin,
  Receipt,
  UserRound,
  Users,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { UserType } from 'shared-ui/session/session-slice';

/** One tile of a dashboard; `unavailableFor` greys it out for those roles with the reason. */
export interface DashboardTile {
  to: string;
  title: string;
  description: string;
  /** An SVG icon (lucide): emoji render as empty boxes where no emoji font is installed. */
  icon: LucideIcon;
  unavailableFor?: { roles: readonly UserType[]; reason: string };
  /** The daily work: leads the dashboard once the set-up checklist is complete (issue 23). */
  dailyWork?: boolean;
}

export const dashboardTexts = {
  ownerTitle: 'Verwaltungsbereich',
  ownerIntro: 'Verwalten Sie hier Ihr Unternehmen, Ihre Mitarbeitenden und Ihre Standorte.',
  staffTitle: 'Mitarbeitendenbereich',
  staffIntro: 'Hier verwalten Sie Ihr Profil und bestätigen Ihre Identität.',
  tilesLabel: 'Bereiche',
  inviteUnavailable: 'Nur für berechtigte Nutzer zugänglich.',
  downloadUnavailable: 'Diese Funktion ist für Sie nicht verfügbar.',
} as const;

const profileTile: DashboardTile = {
  to: '/Profilverwaltung',
  title: 'Profilverwaltung',
  description: 'Persönliche Daten ansehen und bearbeiten, Passwort ändern.',
  icon: UserRound,
};

const eidTile: DashboardTile = {
  to: '/EidVerifizierung',
  title: 'EidVerifizierung',
  description: 'Bestätigen Sie Ihre Identität mit dem Personalausweis (eID).',
  icon: IdCard,
};

/** The studio's photo workplace (issue 17); who may use it is explained on the page itself. */
const photoTile: DashboardTile = {
  to: '/Passbild',
  title: 'Passbild aufnehmen',
  description:
    'Passfoto aufnehmen, prüfen, zuschneiden, verschlüsselt senden und den Code drucken.',
  icon: Camera,
  dailyWork: true,
};

/** Once set-up is done, the daily work comes first; the other tiles keep their order. */
export function dailyWorkFirst(tiles: readonly DashboardTile[]): DashboardTile[] {
  return [...tiles.filter((tile) => tile.dailyWork), ...tiles.filter((tile) => !tile.dailyWork)];
}

/** /Verwaltungsbereich (signed-in-area.md §2). */
export const ownerTiles: readonly DashboardTile[] = [
  profileTile,
  {
    to: '/Mitarbeitende',
    title: 'Mitarbeitende',
    description: 'Mitarbeitende einladen und ihnen eID-Berechtigungen zuweisen.',
    icon: Users,
  },
  eidTile,
  {
    to: '/Geschäftsstandorte',
    title: 'Geschäftsstandorte',
    description: 'Standorte und Fotostudios anlegen, prüfen lassen und verwalten.',
    icon: MapPin,
  },
  {
    to: '/Software-Download',
    title: 'Software-Download',
    description: 'Desktop-Software und Lizenzschlüssel herunterladen.',
    icon: Download,
  },
  {
    to: '/Abrechnung',
    title: 'Abrechnung',
    description: 'Laufender Monat, Rechnungen als PDF und CSV, SEPA-Lastschriftmandat.',
    icon: Receipt,
  },
  {
    to: '/videos',
    title: 'Videos',
    description: 'Anleitungen zu allen Bereichen als Video ansehen.',
    icon: Clapperboard,
  },
  photoTile,
];

/** /Verwaltungsbreich, the area of managers and employees (signed-in-area.md §2 and §6). */
export const staffTiles: readonly DashboardTile[] = [
  profileTile,
  {
    to: '/Mitarbeitende',
    title: 'Mitarbeitende einladen',
    description: 'Weitere Mitarbeitende einladen und ihre Zugriffsstufe festlegen.',
    icon: Users,
    unavailableFor: { roles: ['employee'], reason: dashboardTexts.inviteUnavailable },
  },
  eidTile,
  {
    to: '/Software-Download',
    title: 'Software herunterladen',
    description: 'Desktop-Software und Lizenzschlüssel herunterladen.',
    icon: Download,
    unavailableFor: { roles: ['employee'], reason: dashboardTexts.downloadUnavailable },
  },
  photoTile,
];
