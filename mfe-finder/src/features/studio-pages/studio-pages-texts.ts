/** German texts of the studio and town pages (issue 21, item 5). */
export const studioPagesTexts = {
  loading: 'Passbildstudio wird geladen …',
  loadingPlace: 'Passbildstudios werden geladen …',
  notFound: 'Dieses Passbildstudio wurde nicht gefunden.',
  gone: 'Dieses Passbildstudio ist nicht mehr bei Bildbote gelistet.',
  noPlace: 'Für diesen Ort ist kein Passbildstudio gelistet.',
  failed: 'Die Angaben konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  retry: 'Erneut laden',
  toFinder: 'Passbildstudio in Ihrer Nähe finden',
  contactHeading: 'Kontakt und Anfahrt',
  address: 'Adresse',
  phone: 'Telefon',
  website: 'Website',
  directions: 'Route berechnen (OpenStreetMap)',
  location: 'Lage',
  locationLine: (latitude: number, longitude: number) =>
    `${latitude.toFixed(5).replace('.', ',')}° N, ${longitude.toFixed(5).replace('.', ',')}° O`,
  showOnMap: 'Auf der Karte ansehen (OpenStreetMap)',
  hoursHeading: 'Öffnungszeiten',
  hoursNote: 'Uhrzeiten in Deutschland; an Feiertagen können die Zeiten abweichen.',
  hoursUnknown: 'Das Studio hat keine Öffnungszeiten angegeben. Bitte rufen Sie vorher an.',
  accessHeading: 'Barrierefreiheit',
  barrierFree: 'Das Studio gibt an, stufenlos erreichbar (barrierefrei) zu sein.',
  bringHeading: 'Was Sie mitbringen',
  bring: [
    'Ihren Personalausweis oder Reisepass, auch wenn er abgelaufen ist.',
    'Für Kinder: die Eltern oder eine sorgeberechtigte Person.',
    'Ihre Brille nur, wenn Sie sie immer tragen; das Foto muss ohne Spiegelungen sein.',
  ],
  stepsHeading: 'So entsteht Ihr digitales Passbild',
  steps: [
    'Fotografen suchen: dieses Studio oder eines in Ihrer Nähe.',
    'Foto aufnehmen: das Studio fotografiert Sie nach den biometrischen Vorgaben.',
    'Daten prüfen: Sie wählen das Foto gemeinsam aus und bestätigen es.',
    'QR-Code erzeugen: Sie erhalten einen ausgedruckten Code.',
    'Zugriff durch die Behörde: Ihr Bürgeramt ruft das Foto mit dem Code ab.',
    'Sichere Übertragung: das Foto reist verschlüsselt und wird nach sechs Monaten gelöscht.',
  ],
  moreInPlace: (city: string) => `Weitere Passbildstudios in ${city}`,
  placeHeading: (city: string) => `Passbild in ${city}`,
  placeIntro: (city: string, count: number) =>
    count === 1
      ? `In ${city} ist ein zertifiziertes Passbildstudio bei Bildbote gelistet.`
      : `In ${city} sind ${count} zertifizierte Passbildstudios bei Bildbote gelistet.`,
  studioPage: 'Zur Studioseite',
} as const;
