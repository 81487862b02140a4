import { lazy, Suspense, useState } from 'react';
import { AreaErrorBoundary } from 'shared-ui/components/area-error-boundary';
import { LoadingState } from 'shared-ui/components/spinner';
import type { PublicSiteConfig } from 'shared-ui/site/site-config';
import type { FinderMapViewProps } from './finder-map-view';
import { finderMapTexts } from './finder-map-texts';

/**
 * Which map the site configuration asks for: the operator's own style (MAP_STYLE_URL, drawn
 * by MapLibre) wins over Mapbox (MAPBOX_TOKEN); null: no map, the list is the finder.
 */
export type MapSource =
  { kind: 'maplibre'; styleUrl: string } | { kind: 'mapbox'; accessToken: string };

export function mapSourceOf(config: PublicSiteConfig | undefined): MapSource | null {
  if (config?.mapStyleUrl) return { kind: 'maplibre', styleUrl: config.mapStyleUrl };
  if (config?.mapboxToken) return { kind: 'mapbox', accessToken: config.mapboxToken };
  return null;
}

// Each library is its own chunk, loaded only when its map is shown (never on the home page
// without a finder map).
const loadMapboxMap = () => import('./finder-map');
const loadMapLibreMap = () => import('./finder-maplibre-map');
let LazyMapboxMap = lazy(loadMapboxMap);
let LazyMapLibreMap = lazy(loadMapLibreMap);

export type FinderMapAreaProps = FinderMapViewProps & { source: MapSource };

/** The lazily loaded map of the configured kind; a failed chunk load can be retried. */
export function FinderMapArea({ source, ...mapProps }: FinderMapAreaProps) {
  const [, setAttempt] = useState(0);
  const retry = () => {
    LazyMapboxMap = lazy(loadMapboxMap);
    LazyMapLibreMap = lazy(loadMapLibreMap);
    setAttempt((attempt) => attempt + 1);
  };
  return (
    <AreaErrorBoundary area="mfe_finder/Karte" onRetry={retry}>
      <Suspense fallback={<LoadingState />}>
        {source.kind === 'maplibre' ? (
          <LazyMapLibreMap styleUrl={source.styleUrl} {...mapProps} />
        ) : (
          <LazyMapboxMap accessToken={source.accessToken} {...mapProps} />
        )}
      </Suspense>
    </AreaErrorBoundary>
  );
}

export type FinderPhoneView = 'list' | 'map';

/** On a phone the list and the map take turns on the whole screen: "Liste" / "Karte". */
export function MapListToggle({
  view,
  onChange,
}: {
  view: FinderPhoneView;
  onChange: (view: FinderPhoneView) => void;
}) {
  return (
    <div className="bb-finder__toggle" role="group" aria-label={finderMapTexts.toggleLabel}>
      {(['list', 'map'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className="bb-finder__toggle-button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {option === 'list' ? finderMapTexts.list : finderMapTexts.map}
        </button>
      ))}
    </div>
  );
}
