/**
 * The citizens' advice pages (mfe-public) and how other pages point to them: the home page, the
 * citizen's photo page and each studio page (mfe-finder) link them where a citizen prepares for
 * the appointment (issue 21, item 7). One definition, so a renamed page cannot leave a dead link.
 */
export const citizenTipPaths = {
  requirements: '/anforderungen-makeup',
  makeUp: '/make-up',
  outfit: '/kleidung-Tips',
  mistakes: '/Fehler-Foto',
} as const;

export interface CitizenTip {
  path: string;
  label: string;
  /** What the page answers, in one line. */
  text: string;
}

export const citizenTipsHeading = 'Tipps für Ihr Passbild';

export const citizenTips: readonly CitizenTip[] = [
  {
    path: citizenTipPaths.requirements,
    label: 'Anforderungen an das Passbild',
    text: 'Format, Kopfhaltung, Augenhöhe und Gesichtsausdruck im Überblick.',
  },
  {
    path: citizenTipPaths.makeUp,
    label: 'Make-up-Tipps',
    text: 'Natürlich und matt: so besteht das Bild die biometrische Prüfung.',
  },
  {
    path: citizenTipPaths.outfit,
    label: 'Kleidungstipps',
    text: 'Farben, Ausschnitte, Brillen und Kopfbedeckungen.',
  },
  {
    path: citizenTipPaths.mistakes,
    label: 'Häufige Fehler beim Passbild',
    text: 'Schatten, Spiegelungen, falscher Ausschnitt – und wie Sie sie vermeiden.',
  },
];
