import { useId } from 'react';
import { Button } from 'shared-ui/components/button';
import { formatKilometres } from 'shared-ui/format/distance';
import { directionsUrl } from './directions';
import { finderTexts } from './finder-texts';
import type { SearchResult } from './use-finder-search';

export interface ResultsPanelProps {
  result: SearchResult;
  onBack: () => void;
}

/** The panel 'ERGEBNISSE': the studios found, nearest first, and 'Zurück zur Suche' (spec §2). */
export function ResultsPanel({ result, onBack }: ResultsPanelProps) {
  const id = useId();
  return (
    <section className="bb-finder-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="bb-finder-panel__heading">
        {finderTexts.resultsHeading}
      </h2>
      <p role="status" className="bb-finder-panel__summary">
        {result.shops.length === 0
          ? finderTexts.noResults
          : `${finderTexts.resultCount(result.shops.length)} (${result.label}, ${result.radiusKm} km)`}
      </p>
      {result.shops.length > 0 ? (
        // Scrollable region: focusable so keyboard users can scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <ul className="bb-finder-results" tabIndex={0} aria-label={finderTexts.resultsHeading}>
          {result.shops.map((shop) => (
            <li key={shop.id} className="bb-finder-results__item">
              <p id={`${id}-${shop.id}`} className="bb-finder-results__name">
                {shop.name}
              </p>
              <p className="bb-finder-results__address">
                {shop.address}
                <br />
                {shop.zipcode} {shop.city}
              </p>
              <p className="bb-finder-results__distance">ca. {formatKilometres(shop.distanceKm)}</p>
              <a
                href={directionsUrl(shop)}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={`${id}-${shop.id}`}
              >
                {finderTexts.route}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <Button variant="secondary" onClick={onBack}>
        {finderTexts.back}
      </Button>
    </section>
  );
}
