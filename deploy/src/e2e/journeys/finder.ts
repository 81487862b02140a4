/**
 * "ca. 350 m" → 0.35, "ca. 2,4 km" → 2.4, "ca. 37 km" → 37, "unter 50 m" → 0: the distance in a
 * result's text (shared-ui's formatDistance), in km. No word boundary after the unit: an item's
 * text runs on into "Telefonnummer".
 */
export function kilometres(text: string): number {
  if (text.includes('unter 50 m')) return 0;
  const match = /ca\. ([\d.]+(?:,\d)?) (km|m)/.exec(text);
  if (!match) throw new Error(`Keine Entfernung in "${text}".`);
  const value = Number(match[1]!.replace(/\./g, '').replace(',', '.'));
  return match[2] === 'km' ? value : value / 1000;
}
