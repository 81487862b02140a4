import { closedWeek, type OpeningHours } from 'shared-ui/locations/opening-hours';
import { filterResults, noFilters } from './result-filters';
import type { Shop } from './shop';
import { dayWithNoonBreak } from 'shared-ui/testing/opening-hours-fixture';

const weekdays: OpeningHours = { ...closedWeek(), mon: dayWithNoonBreak };

const base: Shop = {
  id: 0,
  name: '',
  address: '',
  zipcode: '24103',
  city: 'Kiel',
  latitude: 54.3,
  longitude: 10.1,
  shop_phone: '',
  website: '',
  opening_hours: null,
  barrier_free: false,
};
const open = { ...base, id: 1, opening_hours: weekdays, barrier_free: false };
const openAndStepFree = { ...base, id: 2, opening_hours: weekdays, barrier_free: true };
const withoutHours = { ...base, id: 3, opening_hours: null, barrier_free: true };
const shops = [open, openAndStepFree, withoutHours];

// Monday 23 November 2026, 10:00 and 13:00 in Berlin (CET).
const mondayMorning = new Date('2026-11-23T09:00:00Z');
const mondayBreak = new Date('2026-11-23T12:00:00Z');

const ids = (list: Shop[]) => list.map((shop) => shop.id);

describe('filterResults', () => {
  it('keeps every studio without filters', () => {
    expect(ids(filterResults(shops, noFilters, mondayMorning))).toEqual([1, 2, 3]);
  });

  it('"jetzt geöffnet" keeps studios open at that moment in Berlin, never those without hours', () => {
    const openNow = { openNow: true, barrierFree: false };
    expect(ids(filterResults(shops, openNow, mondayMorning))).toEqual([1, 2]);
    expect(ids(filterResults(shops, openNow, mondayBreak))).toEqual([]);
  });

  it('"barrierefrei" keeps the step-free studios; both filters together', () => {
    expect(ids(filterResults(shops, { openNow: false, barrierFree: true }, mondayBreak))).toEqual([
      2, 3,
    ]);
    expect(ids(filterResults(shops, { openNow: true, barrierFree: true }, mondayMorning))).toEqual([
      2,
    ]);
  });
});
