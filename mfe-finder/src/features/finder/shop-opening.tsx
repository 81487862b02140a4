import { openingHoursTexts, openingStatus, todayText } from 'shared-ui/locations/opening-hours';
import type { Shop } from './shop';

/**
 * Today's hours and "jetzt geöffnet" / "geschlossen" (Berlin time), and "barrierefrei" when the
 * studio says so. A studio without hours says that, and nothing about open or closed.
 */
export function ShopOpening({ shop, now }: { shop: Shop; now: Date }) {
  const hours = shop.opening_hours ?? null;
  const status = openingStatus(hours, now);
  return (
    <p className="bb-finder-opening">
      {status === 'unknown' ? null : (
        <>
          <span className={`bb-finder-opening__status bb-finder-opening__status--${status}`}>
            {status === 'open' ? openingHoursTexts.open : openingHoursTexts.closed}
          </span>
          {' · '}
        </>
      )}
      <span className="bb-finder-opening__today">{todayText(hours, now)}</span>
      {shop.barrier_free ? (
        <>
          {' · '}
          <span className="bb-finder-opening__access">{openingHoursTexts.barrierFree}</span>
        </>
      ) : null}
    </p>
  );
}
