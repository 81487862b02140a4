import type { OpeningHours } from '../locations/opening-hours';

/** A working day with a break at noon. */
export const dayWithNoonBreak = [
  { opens: '09:00', closes: '12:30' },
  { opens: '14:00', closes: '18:00' },
];

/**
 * A studio's usual week for tests of the API, the management area and the finder: workdays
 * with a noon break, Saturday morning, closed on Sunday.
 */
export const weekWithNoonBreak: OpeningHours = {
  mon: dayWithNoonBreak,
  tue: dayWithNoonBreak,
  wed: dayWithNoonBreak,
  thu: dayWithNoonBreak,
  fri: dayWithNoonBreak,
  sat: [{ opens: '10:00', closes: '13:00' }],
  sun: [],
};
