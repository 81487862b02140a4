const isoDateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

// Made on first use, not when the module loads: a formatter with a time zone loads the zone
// data, about 160 ms on a phone-speed CPU (Chromium, 4x slowdown) during the blog's hydration,
// whose dates are plain dates that never need it.
let berlinDate: Intl.DateTimeFormat | null = null;
const berlinDateFormat = () =>
  (berlinDate ??= new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }));

/**
 * German date `dd.mm.yyyy` from an ISO date (`2025-05-01`) or timestamp. A plain date is taken
 * as written (no time-zone shift); a timestamp is shown as the date in Germany.
 * Text that is not an ISO date is returned unchanged rather than hidden.
 */
export function formatGermanDate(iso: string): string {
  const dateOnly = isoDateOnly.exec(iso);
  if (dateOnly) {
    const [, year, month, day] = dateOnly;
    return `${day}.${month}.${year}`;
  }
  const timestamp = Date.parse(iso);
  if (Number.isNaN(timestamp)) return iso;
  return berlinDateFormat().format(timestamp);
}
