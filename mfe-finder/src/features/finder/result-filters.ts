import { isOpenAt } from 'shared-ui/locations/opening-hours';
import type { Shop } from './shop';

/** The finder's filters (issue 21): only studios open now, only step-free ones. */
export interface ResultFilters {
  openNow: boolean;
  barrierFree: boolean;
}

export const noFilters: ResultFilters = { openNow: false, barrierFree: false };

/**
 * The studios the filters let through, in their order. "Jetzt geöffnet" keeps only studios
 * whose hours say open at `now` in Berlin; a studio without hours is not known to be open.
 */
export function filterResults<T extends Shop>(
  shops: readonly T[],
  filters: ResultFilters,
  now: Date,
): T[] {
  return shops.filter(
    (shop) =>
      (!filters.openNow || isOpenAt(shop.opening_hours ?? null, now)) &&
      (!filters.barrierFree || shop.barrier_free === true),
  );
}
