import { formatDistance } from 'shared-ui/format/distance';
import { directionsUrl } from './directions';
import { finderTexts } from './finder-texts';
import { telephoneHref } from './phone';
import type { PlacedShop } from './shop';
import { ShopOpening } from './shop-opening';
import { useNow } from './use-now';
import { websiteHref } from './website';

export interface ShopInfoProps {
  shop: PlacedShop;
  /** What the distance is measured from, e.g. 'Entfernung zum Suchort'. */
  distanceLabel: string;
  onClose: () => void;
}

/** The info window 'Infos' of a studio (spec §2). */
export function ShopInfo({ shop, distanceLabel, onClose }: ShopInfoProps) {
  const website = websiteHref(shop.website);
  const phone = telephoneHref(shop.shop_phone);
  const now = useNow();
  return (
    <section className="bb-finder-info" aria-labelledby={`bb-finder-info-${shop.id}`}>
      <div className="bb-finder-info__header">
        <h3 id={`bb-finder-info-${shop.id}`} className="bb-finder-info__heading">
          {finderTexts.infoHeading}
        </h3>
        <button
          type="button"
          className="bb-finder-info__close"
          aria-label={finderTexts.closeInfo}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="bb-finder-info__name">{shop.name}</p>
      <address className="bb-finder-info__address">
        {shop.address}
        <br />
        {shop.zipcode} {shop.city}
        <br />
        {finderTexts.country}
      </address>
      <ShopOpening shop={shop} now={now} />
      <p>
        <a href={directionsUrl(shop)} target="_blank" rel="noopener noreferrer">
          {finderTexts.routeDirections}
        </a>
      </p>
      <dl className="bb-finder-info__facts">
        <dt>{distanceLabel}</dt>
        <dd>{formatDistance(shop.distanceKm)}</dd>
        {phone ? (
          <>
            <dt>{finderTexts.phone}</dt>
            <dd>
              <a href={phone}>{shop.shop_phone}</a>
            </dd>
          </>
        ) : null}
        {website ? (
          <>
            <dt>{finderTexts.website}</dt>
            <dd>
              <a href={website} target="_blank" rel="noopener noreferrer">
                {shop.website}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
