import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { AreaErrorBoundary } from 'shared-ui/components/area-error-boundary';
import { Button } from 'shared-ui/components/button';
import { LoadingState } from 'shared-ui/components/spinner';
import { allShopsView } from './all-shops-view';
import { allShopsRadiusKm, germanyCentre, radiusSlider } from './finder-constants';
import { useGetSiteConfigQuery } from 'shared-ui/site/site-config-api';
import { useGetShopsNearbyQuery } from './finder-api';
import { finderTexts } from './finder-texts';
import { allShopsCamera, searchCamera } from './map-camera';
import { ResultsPanel } from './results-panel';
import { SearchPanel } from './search-panel';
import { placeShops } from './shop-placement';
import { useFinderSearch } from './use-finder-search';

const loadMap = () => import('./finder-map');
let LazyFinderMap = lazy(loadMap);

const allShopsQuery = {
  latitude: germanyCentre.latitude,
  longitude: germanyCentre.longitude,
  radius: allShopsRadiusKm,
};

/** The opened finder: the map with all studios, the search panel and, after a search, the results. */
export function Finder() {
  const siteConfig = useGetSiteConfigQuery();
  const allShops = useGetShopsNearbyQuery(allShopsQuery);
  const { result, error, pending, search, backToSearch } = useFinderSearch();
  const [location, setLocation] = useState('');
  const [radiusKm, setRadiusKm] = useState<number>(radiusSlider.defaultKm);
  const [selectedShopId, setSelectedShopId] = useState<number | null>(null);
  const [mapUnavailable, setMapUnavailable] = useState(false);
  const [, setMapAttempt] = useState(0);

  const placedAllShops = useMemo(
    () => placeShops(allShops.data ?? [], germanyCentre),
    [allShops.data],
  );
  const allView = useMemo(() => allShopsView(placedAllShops), [placedAllShops]);
  const camera = useMemo(() => {
    if (result) return searchCamera(result.position);
    return allView ? allShopsCamera(allView) : null;
  }, [result, allView]);
  const mapShops = result ? result.shops : placedAllShops;
  const selectedShop = mapShops.find((shop) => shop.id === selectedShopId) ?? null;

  const startSearch = () => {
    setSelectedShopId(null);
    void search(location, radiusKm);
  };
  const returnToSearch = () => {
    setSelectedShopId(null);
    backToSearch();
  };
  const markMapUnavailable = useCallback(() => setMapUnavailable(true), []);
  const retryMap = () => {
    LazyFinderMap = lazy(loadMap);
    setMapAttempt((attempt) => attempt + 1);
  };

  const token = siteConfig.data?.mapboxToken ?? null;
  let mapArea;
  if (siteConfig.isLoading) {
    mapArea = <LoadingState />;
  } else if (!token || mapUnavailable) {
    mapArea = (
      <Alert variant="info">
        {siteConfig.isError || mapUnavailable
          ? finderTexts.mapUnavailable
          : finderTexts.mapNotConfigured}
      </Alert>
    );
  } else {
    mapArea = (
      <AreaErrorBoundary area="mfe_finder/Karte" onRetry={retryMap}>
        <Suspense fallback={<LoadingState />}>
          <LazyFinderMap
            accessToken={token}
            shops={mapShops}
            camera={camera}
            circle={result ? null : allView}
            searchPosition={result?.position ?? null}
            selectedShop={selectedShop}
            distanceLabel={result ? finderTexts.distanceFromSearch : finderTexts.distanceFromCentre}
            onSelectShop={setSelectedShopId}
            onUnavailable={markMapUnavailable}
          />
        </Suspense>
      </AreaErrorBoundary>
    );
  }
  const showsMap = Boolean(token) && !mapUnavailable && !siteConfig.isLoading;

  return (
    <div className={showsMap ? 'bb-finder__layout bb-finder__layout--map' : 'bb-finder__layout'}>
      <div className="bb-finder__side">
        {result ? (
          <ResultsPanel result={result} onBack={returnToSearch} />
        ) : (
          <SearchPanel
            location={location}
            radiusKm={radiusKm}
            pending={pending}
            error={error}
            onLocationChange={setLocation}
            onRadiusChange={setRadiusKm}
            onSearch={startSearch}
          />
        )}
        {!result && allShops.data && showsMap ? (
          <p className="bb-finder__count">{finderTexts.studiosOnMap(allShops.data.length)}</p>
        ) : null}
        {allShops.isError && !allShops.isFetching ? (
          <Alert variant="warning">
            <p>{finderTexts.allShopsFailed}</p>
            <Button variant="secondary" onClick={() => void allShops.refetch()}>
              {finderTexts.retry}
            </Button>
          </Alert>
        ) : null}
      </div>
      <div className="bb-finder__map" role="region" aria-label={finderTexts.mapLabel}>
        {mapArea}
      </div>
    </div>
  );
}
