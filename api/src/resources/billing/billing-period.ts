import { periodPattern } from 'shared-ui/billing/billing-rules';

/**
 * Months are billed in German time: November runs from 1 November 00:00 to 1 December 00:00
 * in Europe/Berlin, whatever the server's time zone.
 */
const berlin = 'Europe/Berlin';

export interface PeriodRange {
  start: Date;
  end: Date;
}

export function isPeriod(value: string): boolean {
  return periodPattern.test(value);
}

/** Midnight at the start of the 1st of `month` (1–12) in Berlin, as an instant. */
function berlinMonthStart(year: number, month: number): Date {
  const utcMidnight = Date.UTC(year, month - 1, 1);
  // The offset at that instant is the one of midnight itself: clocks change on the last Sunday
  // of March and October at 2–3 o'clock, never on the 1st at midnight.
  return new Date(utcMidnight - berlinOffsetMinutes(new Date(utcMidnight)) * 60_000);
}

function berlinOffsetMinutes(instant: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: berlin, timeZoneName: 'shortOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

export function periodRange(period: string): PeriodRange {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const next = month === 12 ? [year + 1, 1] : [year, month + 1];
  return { start: berlinMonthStart(year, month), end: berlinMonthStart(next[0]!, next[1]!) };
}

/** The calendar date `YYYY-MM-DD` of an instant in Berlin. */
export function berlinDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: berlin,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The month an instant belongs to, in Berlin. */
export function periodOf(instant: Date): string {
  return berlinDate(instant).slice(0, 7);
}

export function previousPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `2026-12-15` → `15.12.2026`. */
export function germanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}
