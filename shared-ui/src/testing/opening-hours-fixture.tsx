import type { OpeningHours } from '../locations/opening-hours';

const workday = [
  { opens: '09:00', closes: '12:30' },
  { opens: '14:00', closes: '18:00' },
];

/**
 * A studio's usual week for tests of the API, the management area and the finder: workdays
 * with a noon break, Saturday morning, closed on Sunday.
 */
export const weekWithNoonBreak: OpeningHours = {
  mon: workday,
  tue: workday,
  wed: workday,
  thu: workday,
  fri: workday,
  sat: [{ opens: '10:00', closes: '13:00' }],
  sun: [],
};
