import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'shared-ui/components/button';
import { studioPath } from 'shared-ui/locations/studio-pages';
import { formatDistance } from 'shared-ui/format/distance';
import { directionsUrl } from './directions';
import { finderTexts } from './finder-texts';
import { telephoneHref } from './phone';
import { filterResults, type ResultFilters } from './result-filters';
import { ShopOpening } from './shop-opening';
import { useNow } from './use-now';
import type { PlacedShop } from './shop';
import type { SearchResult } from './use-finder-search';
import { websiteHref } from './website';

export interface ResultsPanelProps {
  result: SearchResult;
  /** The visitor just searched: focus goes to the heading, so the next Tab is the first result. */
  focusOnShow: boolean;
  /** The filters, from the URL (`&offen=1&barrierefrei=1`), so Back and shared links keep them. */
  filters: ResultFilters;
  onFiltersChange: (filters: ResultFilters) => void;
  onBack: () => void;
}

/** The one line that sums up a search; shown here and announced by the finder's status region. */
export function resultSummary(result: SearchResult): string {
  return result.shops.length === 0
    ? finderTexts.noResults
    : `${finderTexts.resultCount(result.shops.length)} (${result.label}, ${result.radiusKm} km)`;
}

/**
 * One studio as the whole answer, map or no map (issue 21): name, address, distance, today's
 * hours and whether it is open now, phone to call, website and directions.
 */
function ResultItem({ shop, nameId, now }: { shop: PlacedShop; nameId: string; now: Date }) {
  const phone = telephoneHref(shop.shop_phone);
  const website = websiteHref(shop.website);
  return (
    <li className="bb-finder-results__item">
      <h3 id={nameId} className="bb-finder-results__name">
        {shop.name}
      </h3>
      <p className="bb-finder-results__address">
        {shop.address}
        <br />
        {shop.zipcode} {shop.city}
      </p>
      <p className="bb-finder-results__distance">{formatDistance(shop.distanceKm)}</p>
      <ShopOpening shop={shop} now={now} />
      <ul className="bb-finder-results__links">
        {phone ? (
          <li>
            {finderTexts.phone}: <a href={phone}>{shop.shop_phone}</a>
          </li>
        ) : null}
        {website ? (
          <li>
            {finderTexts.website}:{' '}
            <a href={website} target="_blank" rel="noopener noreferrer">
              {shop.website}
            </a>
          </li>
        ) : null}
        <li>
          <Link to={studioPath(shop)} aria-describedby={nameId}>
            {finderTexts.studioPage}
          </Link>
        </li>
        <li>
          <a
            href={directionsUrl(shop)}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={nameId}
          >
            {finderTexts.route}
          </a>
        </li>
      </ul>
    </li>
  );
}

function FilterBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="bb-finder-filters__option">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The panel 'ERGEBNISSE': the studios found, nearest first, and 'Zurück zur Suche' (spec §2). */
export function ResultsPanel({
  result,
  focusOnShow,
  filters,
  onFiltersChange,
  onBack,
}: ResultsPanelProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const now = useNow();
  const shown = filterResults(result.shops, filters, now);
  const filtering = filters.openNow || filters.barrierFree;
  const toggle = (name: keyof ResultFilters) => (checked: boolean) =>
    onFiltersChange({ ...filters, [name]: checked });

  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);

  return (
    <section className="bb-finder-panel" aria-labelledby={`${id}-heading`}>
      <h2
        id={`${id}-heading`}
        ref={headingRef}
        tabIndex={-1}
        className="bb-finder-panel__heading bb-finder-panel__heading--results"
      >
        {finderTexts.resultsHeading}
      </h2>
      <p className="bb-finder-panel__summary">{resultSummary(result)}</p>
      {result.shops.length > 0 ? (
        <fieldset className="bb-finder-filters">
          <legend>{finderTexts.filtersLegend}</legend>
          <FilterBox
            label={finderTexts.filterOpenNow}
            checked={filters.openNow}
            onChange={toggle('openNow')}
          />
          <FilterBox
            label={finderTexts.filterBarrierFree}
            checked={filters.barrierFree}
            onChange={toggle('barrierFree')}
          />
        </fieldset>
      ) : null}
      {/* Polite: says how many remain after each change of a filter. */}
      <p className="bb-finder-filters__count" aria-live="polite">
        {filtering ? finderTexts.filteredCount(shown.length, result.shops.length) : ''}
      </p>
      {filtering && shown.length === 0 ? <p>{finderTexts.noFilterMatches}</p> : null}
      {shown.length > 0 ? (
        // The whole list, not a box of 260 px: the page scrolls, not a region inside it.
        <ul className="bb-finder-results" aria-label={finderTexts.resultsHeading}>
          {shown.map((shop) => (
            <ResultItem key={shop.id} shop={shop} nameId={`${id}-${shop.id}`} now={now} />
          ))}
        </ul>
      ) : null}
      <Button variant="secondary" onClick={onBack}>
        {finderTexts.back}
      </Button>
    </section>
  );
}
