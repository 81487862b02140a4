/**
 * Weekly opening hours of a studio location (issue 21, item 4), one module for the API (which
 * validates what studios send), the management area (which lets them enter it) and the finder
 * (which says "jetzt geöffnet" or "geschlossen"). No React, no dates of a library: the time of
 * day and the weekday are read in Europe/Berlin with Intl, so a server or a visitor in another
 * time zone sees the studio's own clock. Public holidays are not modelled.
 *
 * A week is one list of periods per weekday; an empty list is a closed day, two periods a day
 * with a break. A period closes after it opens on the same day; `24:00` closes at midnight, so
 * a night runs as "bis 24:00" and "ab 00:00" on the next day.
 */

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

export const weekdayNames: Record<Weekday, string> = {
  mon: 'Montag',
  tue: 'Dienstag',
  wed: 'Mittwoch',
  thu: 'Donnerstag',
  fri: 'Freitag',
  sat: 'Samstag',
  sun: 'Sonntag',
};

/** One period of a day, times as `HH:MM` (24 h); `closes` may be `24:00`. */
export interface OpeningPeriod {
  opens: string;
  closes: string;
}

/** Every weekday with its periods; `[]` = closed that day. */
export type OpeningHours = Record<Weekday, OpeningPeriod[]>;

/** Most periods one day may have (a morning, a noon break, an evening and one more). */
export const maxPeriodsPerDay = 4;

export const timeZone = 'Europe/Berlin';

export const openingHoursTexts = {
  open: 'jetzt geöffnet',
  closed: 'geschlossen',
  closedDay: 'geschlossen',
  today: 'Heute',
  todayClosed: 'Heute geschlossen',
  unknown: 'Öffnungszeiten nicht angegeben',
  barrierFree: 'barrierefrei',
  format:
    'Bitte geben Sie die Zeiten im Format 09:00–12:30 an, mehrere Zeiträume mit Komma getrennt (z. B. 09:00–12:30, 14:00–18:00), oder „geschlossen“.',
  invalidTime: (time: string) => `„${time}“ ist keine gültige Uhrzeit (00:00 bis 24:00).`,
  closesBeforeOpening: (period: string) =>
    `Im Zeitraum ${period} liegt die Schlusszeit nicht nach der Öffnungszeit. Über Mitternacht: bis 24:00 und am Folgetag ab 00:00.`,
  overlap: (first: string, second: string) =>
    `Die Zeiträume ${first} und ${second} überschneiden sich.`,
  tooMany: `Höchstens ${maxPeriodsPerDay} Zeiträume pro Tag.`,
  notAWeek:
    'Die Öffnungszeiten müssen für jeden Wochentag (mon bis sun) eine Liste von Zeiträumen { opens, closes } enthalten, oder null sein.',
  unknownDay: (key: string) => `„${key}“ ist kein Wochentag (mon, tue, wed, thu, fri, sat, sun).`,
  dayProblem: (day: Weekday, problem: string) => `${weekdayNames[day]}: ${problem}`,
} as const;

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** Minutes since midnight of a valid `HH:MM` (24:00 = 1440). */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** `09:00–12:30`, with the typographic dash used on screen. */
export function periodText(period: OpeningPeriod): string {
  return `${period.opens}–${period.closes}`;
}

/** A day's periods as shown: `09:00–12:30, 14:00–18:00`, or `geschlossen`. */
export function dayText(periods: readonly OpeningPeriod[]): string {
  return periods.length === 0 ? openingHoursTexts.closedDay : periods.map(periodText).join(', ');
}

/** The first problem of one day's periods (German), or null when they are fine. */
export function dayProblem(periods: readonly OpeningPeriod[]): string | null {
  if (periods.length > maxPeriodsPerDay) return openingHoursTexts.tooMany;
  for (const period of periods) {
    for (const time of [period.opens, period.closes]) {
      if (!timePattern.test(time)) return openingHoursTexts.invalidTime(time);
    }
    if (period.opens === '24:00' || minutesOf(period.closes) <= minutesOf(period.opens)) {
      return openingHoursTexts.closesBeforeOpening(periodText(period));
    }
  }
  const sorted = [...periods].sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
  for (let index = 1; index < sorted.length; index += 1) {
    const before = sorted[index - 1]!;
    const after = sorted[index]!;
    if (minutesOf(after.opens) < minutesOf(before.closes)) {
      return openingHoursTexts.overlap(periodText(before), periodText(after));
    }
  }
  return null;
}

/** `9`, `9:30`, `09.30`, `0930` → `09:30`; anything else is returned unchanged (and refused later). */
function normalizeTime(raw: string): string {
  const text = raw.trim().replace(/\s*uhr$/i, '');
  const match = /^(\d{1,2})(?:[:.](\d{2}))?$/.exec(text) ?? /^(\d{2})(\d{2})$/.exec(text);
  if (!match) return text;
  return `${match[1]!.padStart(2, '0')}:${match[2] ?? '00'}`;
}

export type DayParse = { periods: OpeningPeriod[] } | { error: string };

/**
 * One day as a studio types it: `09:00-12:30, 14:00-18:00` (also `9-12.30`, `9 bis 18 Uhr`,
 * with `–`), or empty / `geschlossen` for a closed day. Periods come back sorted.
 */
export function parseDayText(text: string): DayParse {
  const trimmed = text.trim();
  if (trimmed === '' || /^(geschlossen|zu|-|–)$/i.test(trimmed)) return { periods: [] };
  const periods: OpeningPeriod[] = [];
  for (const part of trimmed.split(/[,;]|\s+und\s+/i)) {
    const bounds = part.split(/\s*(?:–|—|-|bis)\s*/i);
    if (bounds.length !== 2 || !bounds[0]!.trim() || !bounds[1]!.trim()) {
      return { error: openingHoursTexts.format };
    }
    periods.push({ opens: normalizeTime(bounds[0]!), closes: normalizeTime(bounds[1]!) });
  }
  const problem = dayProblem(periods);
  if (problem) return { error: problem };
  return { periods: periods.sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens)) };
}

export type OpeningHoursCheck =
  { valid: true; value: OpeningHours | null } | { valid: false; errors: string[] };

/**
 * Checks opening hours as the API receives them (JSON): null (not given) or an object with
 * exactly the seven weekdays, each a list of `{opens, closes}`. Answers the German problems,
 * one per day, or the hours with each day's periods sorted.
 */
export function checkOpeningHours(input: unknown): OpeningHoursCheck {
  if (input === null || input === undefined) return { valid: true, value: null };
  if (typeof input !== 'object' || Array.isArray(input)) {
    return { valid: false, errors: [openingHoursTexts.notAWeek] };
  }
  const record = input as Record<string, unknown>;
  const errors: string[] = Object.keys(record)
    .filter((key) => !(weekdays as readonly string[]).includes(key))
    .map(openingHoursTexts.unknownDay);
  const value = {} as OpeningHours;
  for (const day of weekdays) {
    const periods = record[day];
    const wellFormed =
      Array.isArray(periods) &&
      periods.every(
        (period: unknown) =>
          typeof period === 'object' &&
          period !== null &&
          typeof (period as OpeningPeriod).opens === 'string' &&
          typeof (period as OpeningPeriod).closes === 'string' &&
          Object.keys(period).every((key) => key === 'opens' || key === 'closes'),
      );
    if (!wellFormed) {
      errors.push(openingHoursTexts.dayProblem(day, openingHoursTexts.notAWeek));
      continue;
    }
    const list = (periods as OpeningPeriod[]).map(({ opens, closes }) => ({ opens, closes }));
    const problem = dayProblem(list);
    if (problem) errors.push(openingHoursTexts.dayProblem(day, problem));
    else value[day] = list.sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
  }
  return errors.length > 0 ? { valid: false, errors } : { valid: true, value };
}

/** A week with every day closed: the start of the form when nothing was entered yet. */
export function closedWeek(): OpeningHours {
  return Object.fromEntries(weekdays.map((day) => [day, []])) as unknown as OpeningHours;
}

const berlinClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Weekday and minutes since midnight of a moment on the clocks of Berlin (CET/CEST). */
export function berlinClock(moment: Date): { weekday: Weekday; minutes: number } {
  const parts = berlinClockFormat.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  const weekday = part('weekday').slice(0, 3).toLowerCase() as Weekday;
  return { weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** Whether the studio is open at that moment (Berlin time); unknown hours count as not open. */
export function isOpenAt(hours: OpeningHours | null, moment: Date): boolean {
  if (!hours) return false;
  const { weekday, minutes } = berlinClock(moment);
  return (hours[weekday] ?? []).some(
    (period) => minutesOf(period.opens) <= minutes && minutes < minutesOf(period.closes),
  );
}

export type OpeningStatus = 'open' | 'closed' | 'unknown';

export function openingStatus(hours: OpeningHours | null, moment: Date): OpeningStatus {
  if (!hours) return 'unknown';
  return isOpenAt(hours, moment) ? 'open' : 'closed';
}

/** 'jetzt geöffnet' / 'geschlossen', or null when the studio gave no hours. */
export function openingStatusText(hours: OpeningHours | null, moment: Date): string | null {
  const status = openingStatus(hours, moment);
  if (status === 'unknown') return null;
  return status === 'open' ? openingHoursTexts.open : openingHoursTexts.closed;
}

/** Today's hours (Berlin): `Heute: 09:00–12:30, 14:00–18:00`, `Heute geschlossen`, or unknown. */
export function todayText(hours: OpeningHours | null, moment: Date): string {
  if (!hours) return openingHoursTexts.unknown;
  const periods = hours[berlinClock(moment).weekday] ?? [];
  return periods.length === 0
    ? openingHoursTexts.todayClosed
    : `${openingHoursTexts.today}: ${dayText(periods)}`;
}
