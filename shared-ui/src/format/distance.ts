/** German decimal comma with exactly two decimals, e.g. 12.345 → "12,35". */
const twoDecimals = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Distance as shown in the finder: kilometres with two decimals and a decimal comma ("12,34 km"). */
export function formatKilometres(kilometres: number): string {
  return `${twoDecimals.format(kilometres)} km`;
}
