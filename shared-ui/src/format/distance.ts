/**
 * A distance as a citizen reads it (issue 21): "ca. 350 m", "ca. 2,4 km", "ca. 37 km". The
 * spec's two decimals ("ca. 0,00 km") claim a precision a straight-line distance does not have
 * and read badly for a studio next door; so metres in steps of 50 below 1 km, one decimal below
 * 10 km, whole kilometres beyond. Nothing is ever "0": very close is "unter 50 m".
 */
const oneDecimal = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const wholeNumber = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

const metreStep = 50;

export function formatDistance(kilometres: number): string {
  const metres = Math.round((kilometres * 1000) / metreStep) * metreStep;
  if (metres < metreStep) return `unter ${metreStep} m`;
  if (metres < 1000) return `ca. ${metres} m`;
  const roundedKm = Math.round(kilometres * 10) / 10;
  if (roundedKm < 10) return `ca. ${oneDecimal.format(Math.max(1, roundedKm))} km`;
  return `ca. ${wholeNumber.format(Math.round(kilometres))} km`;
}
