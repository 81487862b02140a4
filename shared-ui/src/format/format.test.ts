import { formatGermanDate } from './german-date';
import { formatDistance } from './distance';

describe('formatGermanDate', () => {
  it('writes an ISO date as dd.mm.yyyy without shifting the day', () => {
    expect(formatGermanDate('2025-05-01')).toBe('01.05.2025');
  });

  it('shows a timestamp as the date in Germany', () => {
    // 23:30 UTC on 30 April is already 1 May in Berlin (summer time).
    expect(formatGermanDate('2025-04-30T23:30:00Z')).toBe('01.05.2025');
  });

  it('returns text that is not a date unchanged', () => {
    expect(formatGermanDate('unbekannt')).toBe('unbekannt');
  });
});

describe('formatDistance', () => {
  it('shows metres in steps of 50 below 1 km', () => {
    expect(formatDistance(0.349)).toBe('ca. 350 m');
    expect(formatDistance(0.074)).toBe('ca. 50 m');
    expect(formatDistance(0.96)).toBe('ca. 950 m');
  });

  it('never says 0: a studio next door is "unter 50 m"', () => {
    expect(formatDistance(0)).toBe('unter 50 m');
    expect(formatDistance(0.02)).toBe('unter 50 m');
  });

  it('shows one decimal with a decimal comma from 1 km to below 10 km', () => {
    expect(formatDistance(0.99)).toBe('ca. 1,0 km');
    expect(formatDistance(2.44)).toBe('ca. 2,4 km');
    expect(formatDistance(9.94)).toBe('ca. 9,9 km');
  });

  it('shows whole kilometres from 10 km, thousands grouped with a dot', () => {
    expect(formatDistance(9.96)).toBe('ca. 10 km');
    expect(formatDistance(37.4)).toBe('ca. 37 km');
    expect(formatDistance(1234.5)).toBe('ca. 1.235 km');
  });
});
