import { formatGermanDate } from './german-date';
import { formatKilometres } from './distance';

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

describe('formatKilometres', () => {
  it('uses two decimals and a decimal comma', () => {
    expect(formatKilometres(12.3449)).toBe('12,34 km');
    expect(formatKilometres(3)).toBe('3,00 km');
  });

  it('groups thousands with a dot', () => {
    expect(formatKilometres(1234.5)).toBe('1.234,50 km');
  });
});
