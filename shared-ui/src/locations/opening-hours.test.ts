import {
  berlinClock,
  checkOpeningHours,
  closedWeek,
  dayText,
  isOpenAt,
  openingHoursTexts,
  openingStatus,
  openingStatusText,
  parseDayText,
  todayText,
  type OpeningHours,
} from './opening-hours';

const weekdayHours = [
  { opens: '09:00', closes: '12:30' },
  { opens: '14:00', closes: '18:00' },
];

/** Mon–Fri with a noon break, Saturday mornings, Sunday closed; Friday night until midnight. */
const studio: OpeningHours = {
  mon: weekdayHours,
  tue: weekdayHours,
  wed: weekdayHours,
  thu: weekdayHours,
  fri: [...weekdayHours, { opens: '20:00', closes: '24:00' }],
  sat: [
    { opens: '00:00', closes: '01:00' },
    { opens: '10:00', closes: '13:00' },
  ],
  sun: [],
};

// Monday 23 November 2026 (CET, UTC+1) and Monday 6 July 2026 (CEST, UTC+2).
const winter = (utc: string) => new Date(`2026-11-${utc}Z`);
const summer = (utc: string) => new Date(`2026-07-${utc}Z`);

describe('berlinClock', () => {
  it('reads weekday and time on the clocks of Berlin, not UTC', () => {
    expect(berlinClock(winter('23T08:00:00'))).toEqual({ weekday: 'mon', minutes: 9 * 60 });
    expect(berlinClock(summer('06T08:00:00'))).toEqual({ weekday: 'mon', minutes: 10 * 60 });
    // 23:30 UTC on Sunday is already Monday 00:30 in Berlin.
    expect(berlinClock(winter('22T23:30:00'))).toEqual({ weekday: 'mon', minutes: 30 });
  });
});

describe('isOpenAt and the status text at fixed clocks', () => {
  it.each([
    ['before opening (Mon 08:59 Berlin)', winter('23T07:59:00'), false],
    ['at opening (Mon 09:00 Berlin)', winter('23T08:00:00'), true],
    ['in the morning (Mon 11:00 Berlin, summer time)', summer('06T09:00:00'), true],
    ['during the break (Mon 13:00 Berlin)', winter('23T12:00:00'), false],
    ['at the end of the break (Mon 14:00 Berlin)', winter('23T13:00:00'), true],
    ['at closing (Mon 18:00 Berlin)', winter('23T17:00:00'), false],
    ['on Sunday at noon', winter('29T11:00:00'), false],
    ['Friday 23:59 Berlin, open until 24:00', winter('27T22:59:00'), true],
    ['Saturday 00:00 Berlin, open from 00:00', winter('27T23:00:00'), true],
    ['Saturday 01:00 Berlin, just closed', winter('28T00:00:00'), false],
    [
      'Monday 00:30 Berlin (Sunday 23:30 UTC): Monday has no night hours',
      winter('22T23:30:00'),
      false,
    ],
  ])('%s', (_, moment, open) => {
    expect(isOpenAt(studio, moment)).toBe(open);
    expect(openingStatus(studio, moment)).toBe(open ? 'open' : 'closed');
    expect(openingStatusText(studio, moment)).toBe(open ? 'jetzt geöffnet' : 'geschlossen');
  });

  it('treats a studio without hours as unknown, never as open', () => {
    expect(isOpenAt(null, winter('23T10:00:00'))).toBe(false);
    expect(openingStatus(null, winter('23T10:00:00'))).toBe('unknown');
    expect(openingStatusText(null, winter('23T10:00:00'))).toBeNull();
  });
});

describe('todayText', () => {
  it("names today's periods in Berlin", () => {
    expect(todayText(studio, winter('23T10:00:00'))).toBe('Heute: 09:00–12:30, 14:00–18:00');
  });

  it('says a closed day, and the day changes at midnight in Berlin, not UTC', () => {
    expect(todayText(studio, winter('29T12:00:00'))).toBe('Heute geschlossen');
    // Sunday 23:30 UTC is Monday in Berlin.
    expect(todayText(studio, winter('29T23:30:00'))).toBe('Heute: 09:00–12:30, 14:00–18:00');
  });

  it('says when no hours were given', () => {
    expect(todayText(null, winter('23T10:00:00'))).toBe('Öffnungszeiten nicht angegeben');
  });
});

describe('parseDayText', () => {
  it('reads periods as studios type them, sorted', () => {
    expect(parseDayText('14-18, 9:00 – 12.30')).toEqual({
      periods: [
        { opens: '09:00', closes: '12:30' },
        { opens: '14:00', closes: '18:00' },
      ],
    });
    expect(parseDayText('9 bis 18 Uhr')).toEqual({
      periods: [{ opens: '09:00', closes: '18:00' }],
    });
    expect(parseDayText('0930-2400')).toEqual({ periods: [{ opens: '09:30', closes: '24:00' }] });
  });

  it('reads an empty day and "geschlossen" as closed', () => {
    expect(parseDayText('')).toEqual({ periods: [] });
    expect(parseDayText(' Geschlossen ')).toEqual({ periods: [] });
  });

  it('refuses what is not a time span, with a German message', () => {
    expect(parseDayText('morgens')).toEqual({ error: openingHoursTexts.format });
    expect(parseDayText('09:00')).toEqual({ error: openingHoursTexts.format });
    expect(parseDayText('09:00-25:00')).toEqual({
      error: '„25:00“ ist keine gültige Uhrzeit (00:00 bis 24:00).',
    });
    expect(parseDayText('18:00-09:00')).toEqual({
      error:
        'Im Zeitraum 18:00–09:00 liegt die Schlusszeit nicht nach der Öffnungszeit. Über Mitternacht: bis 24:00 und am Folgetag ab 00:00.',
    });
    expect(parseDayText('09:00-13:00, 12:00-18:00')).toEqual({
      error: 'Die Zeiträume 09:00–13:00 und 12:00–18:00 überschneiden sich.',
    });
    expect(parseDayText('8-9, 10-11, 12-13, 14-15, 16-17')).toEqual({
      error: 'Höchstens 4 Zeiträume pro Tag.',
    });
  });

  it('writes back what it read', () => {
    const parsed = parseDayText('09:00–12:30, 14:00–18:00');
    expect('periods' in parsed && dayText(parsed.periods)).toBe('09:00–12:30, 14:00–18:00');
    expect(dayText([])).toBe('geschlossen');
  });
});

describe('checkOpeningHours (what the API accepts)', () => {
  it('accepts null (not given) and a full week, sorting each day', () => {
    expect(checkOpeningHours(null)).toEqual({ valid: true, value: null });
    const week = {
      ...closedWeek(),
      mon: [
        { opens: '14:00', closes: '18:00' },
        { opens: '09:00', closes: '12:00' },
      ],
    };
    const checked = checkOpeningHours(week);
    expect(checked).toEqual({
      valid: true,
      value: {
        ...closedWeek(),
        mon: [
          { opens: '09:00', closes: '12:00' },
          { opens: '14:00', closes: '18:00' },
        ],
      },
    });
  });

  it('names every wrong day in German', () => {
    const checked = checkOpeningHours({
      ...closedWeek(),
      tue: [{ opens: '18:00', closes: '08:00' }],
      sat: [{ opens: '9', closes: '12:00' }],
      holiday: [],
    });
    expect(checked).toEqual({
      valid: false,
      errors: [
        '„holiday“ ist kein Wochentag (mon, tue, wed, thu, fri, sat, sun).',
        'Dienstag: Im Zeitraum 18:00–08:00 liegt die Schlusszeit nicht nach der Öffnungszeit. Über Mitternacht: bis 24:00 und am Folgetag ab 00:00.',
        'Samstag: „9“ ist keine gültige Uhrzeit (00:00 bis 24:00).',
      ],
    });
  });

  it('refuses a missing day, a wrong shape and extra fields', () => {
    const { sun: _sun, ...sixDays } = closedWeek();
    expect(checkOpeningHours(sixDays)).toEqual({
      valid: false,
      errors: [`Sonntag: ${openingHoursTexts.notAWeek}`],
    });
    expect(checkOpeningHours('Mo-Fr 9-18')).toEqual({
      valid: false,
      errors: [openingHoursTexts.notAWeek],
    });
    expect(
      checkOpeningHours({ ...closedWeek(), mon: [{ opens: '09:00', closes: '12:00', x: 1 }] }),
    ).toEqual({ valid: false, errors: [`Montag: ${openingHoursTexts.notAWeek}`] });
  });
});
