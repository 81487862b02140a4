/** Every German text of the finder, in one place (spec §2, §8 and ARCHITECTURE §3). */
export const finderTexts = {
  searchHeading: 'PASSBILDSTUDIO SUCHEN',
  locationLabel: 'Standort',
  locationPlaceholder: 'Straße, Ort, PLZ',
  radiusLabel: 'UMKREIS',
  submit: 'Suche Starten',
  searching: 'Suche läuft …',
  resultsHeading: 'ERGEBNISSE',
  back: 'Zurück zur Suche',
  route: 'Route',
  infoHeading: 'Infos',
  country: 'Deutschland',
  routeDirections: 'Route berechnen',
  phone: 'Telefonnummer',
  website: 'Website',
  distanceFromSearch: 'Entfernung zum Suchort',
  distanceFromCentre: 'Entfernung zur Mitte Deutschlands',
  noResults: 'Im gewählten Umkreis wurde kein Passbildstudio gefunden.',
  errorEmptyInput: 'Bitte geben Sie eine gültige Adresse, Stadt oder PLZ ein.',
  errorNotFound: 'Standort nicht gefunden. Bitte überprüfen Sie die Eingabe.',
  errorLookupFailed: 'Fehler beim Abrufen des Standorts.',
  errorShopsFailed:
    'Die Passbildstudios konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  allShopsFailed: 'Die Passbildstudios für die Karte konnten nicht geladen werden.',
  retry: 'Erneut laden',
  mapUnavailable:
    'Die Kartenansicht kann nicht angezeigt werden. Die Suche und die Ergebnisliste funktionieren trotzdem.',
  mapLabel: 'Karte der Passbildstudios',
  studiosOnMap: (count: number) =>
    count === 1 ? '1 Passbildstudio auf der Karte' : `${count} Passbildstudios auf der Karte`,
  resultCount: (count: number) =>
    count === 1 ? '1 Passbildstudio gefunden' : `${count} Passbildstudios gefunden`,
  closeInfo: 'Infos schließen',
  filtersLegend: 'Ergebnisse filtern',
  filterOpenNow: 'jetzt geöffnet',
  filterBarrierFree: 'barrierefrei',
  filteredCount: (shown: number, total: number) =>
    `${shown} von ${total} Passbildstudios entsprechen den Filtern.`,
  noFilterMatches: 'Kein Passbildstudio entspricht den gewählten Filtern.',
  openingHours: 'Öffnungszeiten',
  studioPage: 'Studioseite',
} as const;
