/**
 * Place names compared the way people type them: case, umlaut spelling (ü/ue), ß/ss,
 * hyphens and 'St.'/'Sankt' do not matter.
 */
export function normalizePlaceName(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\bst\.\s*/g, 'sankt ')
    .replace(/[^a-z0-9()]+/g, ' ')
    .trim();
}

/**
 * The name and its shorter official forms, most specific first: 'Halle (Saale)' → 'Halle';
 * 'Seubersdorf in der Oberpfalz' → 'Seubersdorf'; 'Frankfurt am Main' → 'Frankfurt'.
 */
export function placeNameVariants(name: string): string[] {
  const withoutBrackets = name.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  const beforeQualifier = withoutBrackets.match(
    /^(.+?)\s(?:am|an der|an|im|in der|in|ob der|bei|vor der)\s/,
  )?.[1];
  const firstOfPair = withoutBrackets.split(/\s*\/\s*|-/)[0];
  return [
    ...new Set(
      [name, withoutBrackets, beforeQualifier, firstOfPair]
        .filter((variant): variant is string => Boolean(variant))
        .map(normalizePlaceName)
        .filter(Boolean),
    ),
  ];
}
