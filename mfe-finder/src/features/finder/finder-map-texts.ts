/** Texts of the map's list/map switch on phones. */
export const finderMapTexts = {
  toggleLabel: 'Ansicht',
  list: 'Liste',
  map: 'Karte',
};
