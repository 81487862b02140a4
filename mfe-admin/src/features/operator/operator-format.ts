const berlinDateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** `22.11.2026, 10:00` in German time, for decisions and submissions. */
export function formatGermanDateTime(iso: string): string {
  const timestamp = Date.parse(iso);
  return Number.isNaN(timestamp) ? iso : berlinDateTime.format(timestamp);
}

/** `0,99 €` */
export function formatEuro(amount: number): string {
  return euro.format(amount);
}
