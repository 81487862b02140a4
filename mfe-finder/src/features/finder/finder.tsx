import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { LoadingState } from 'shared-ui/components/spinner';
import { finderPositionHref, type VisitorPosition } from 'shared-ui/locations/visitor-position';
import { allShopsView } from './all-shops-view';
import { FinderMapArea, MapListToggle, mapSourceOf, type FinderPhoneView } from './finder-map-area';
import { allShopsRadiusKm, germanyCentre, radiusSlider } from './finder-constants';
import { useGetSiteConfigQuery } from 'shared-ui/site/site-config-api';
import { useGetShopsNearbyQuery } from './finder-api';
import { finderTexts } from './finder-texts';
import { allShopsCamera, searchCamera } from './map-camera';
import { finderPath } from './finder-route-meta';
import {
  asksToFocusResults,
  changesFiltersOnly,
  finderFiltersHref,
  finderSearchHref,
  readFinderFilters,
  readFinderPositionSearch,
  readFinderSearch,
  type FinderFiltersNavigationState,
  type FinderNavigationState,
} from './finder-search-url';
import type { ResultFilters } from './result-filters';
import { resultSummary, ResultsPanel } from './results-panel';
import { SearchPanel } from './search-panel';
import { placeShops } from './shop-placement';
import { useFinderSearch } from './use-finder-search';

const allShopsQuery = {
  latitude: germanyCentre.latitude,
  longitude: germanyCentre.longitude,
  radius: allShopsRadiusKm,
};

/**
 * The finder: the search, after a search the results, and the map when one is configured. The
 * search comes from the URL (`?q=…&r=…`): a search navigates there, Back and reload restore it.
 */
export function Finder() {
  const siteConfig = useGetSiteConfigQuery();
  const mapSource = mapSourceOf(siteConfig.data);
  // The studios of all Germany are only for the map: without one the list is the whole answer.
  const allShops = useGetShopsNearbyQuery(allShopsQuery, { skip: !mapSource });
  const { result, error, pending, search, searchAt, backToSearch } = useFinderSearch();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { key: navigationKey, state: navigationState } = useLocation();
  const urlSearch = readFinderSearch(searchParams);
  const urlPositionSearch = readFinderPositionSearch(searchParams);
  const urlQuery = urlSearch?.query ?? null;
  const urlLatitude = urlPositionSearch?.position.latitude ?? null;
  const urlLongitude = urlPositionSearch?.position.longitude ?? null;
  const urlRadiusKm = urlSearch?.radiusKm ?? urlPositionSearch?.radiusKm ?? radiusSlider.defaultKm;
  const filters = readFinderFilters(searchParams);
  // A change of filters only replaces the address: the results stay, nothing is searched again.
  const [searchKey, setSearchKey] = useState(navigationKey);
  if (searchKey !== navigationKey && !changesFiltersOnly(navigationState)) {
    setSearchKey(navigationKey);
  }
  const [location, setLocation] = useState(urlQuery ?? '');
  const [radiusKm, setRadiusKm] = useState<number>(urlRadiusKm);
  const [selectedShopId, setSelectedShopId] = useState<number | null>(null);
  const [mapUnavailable, setMapUnavailable] = useState(false);
  const [phoneView, setPhoneView] = useState<FinderPhoneView>('list');

  // A new address (a search, Back, Forward): the form shows its search, no studio is selected.
  const addressKey = `${searchKey}|${urlQuery ?? ''}|${urlLatitude}|${urlLongitude}|${urlRadiusKm}`;
  const [shownAddressKey, setShownAddressKey] = useState(addressKey);
  if (shownAddressKey !== addressKey) {
    setShownAddressKey(addressKey);
    setSelectedShopId(null);
    if (urlQuery !== null) {
      setLocation(urlQuery);
      setRadiusKm(urlRadiusKm);
    }
  }

  useEffect(() => {
    if (urlQuery !== null) void search(urlQuery, urlRadiusKm);
    else if (urlLatitude !== null && urlLongitude !== null) {
      void searchAt({ latitude: urlLatitude, longitude: urlLongitude }, urlRadiusKm);
    } else backToSearch();
  }, [urlQuery, urlLatitude, urlLongitude, urlRadiusKm, searchKey, search, searchAt, backToSearch]);

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
    const query = location.trim();
    // Nothing to put in the URL: the search itself says what is missing (spec §8).
    if (!query) {
      void search(location, radiusKm);
      return;
    }
    const state: FinderNavigationState = { focusResults: true };
    navigate(finderSearchHref({ query, radiusKm }), { state });
  };
  const searchAroundVisitor = (position: VisitorPosition) => {
    const state: FinderNavigationState = { focusResults: true };
    navigate(finderPositionHref(position, radiusKm), { state });
  };
  const changeFilters = (next: ResultFilters) => {
    const state: FinderFiltersNavigationState = { filtersOnly: true };
    navigate(finderFiltersHref(searchParams, next), { replace: true, state });
  };
  const returnToSearch = () => navigate(finderPath);
  const markMapUnavailable = useCallback(() => setMapUnavailable(true), []);
  const selectShop = useCallback((shopId: number | null) => {
    setSelectedShopId(shopId);
    // On a phone a chosen studio is shown on the map, with its info window in view.
    if (shopId !== null) setPhoneView('map');
  }, []);

  let mapArea = null;
  if (siteConfig.isLoading) {
    mapArea = <LoadingState />;
  } else if (!mapSource) {
    // No map configured (or no site configuration): nothing tells the citizen about tokens,
    // the list is the finder.
    mapArea = null;
  } else if (mapUnavailable) {
    mapArea = <Alert variant="info">{finderTexts.mapUnavailable}</Alert>;
  } else {
    mapArea = (
      <FinderMapArea
        source={mapSource}
        shops={mapShops}
        camera={camera}
        circle={result ? null : allView}
        searchPosition={result?.position ?? null}
        selectedShop={selectedShop}
        distanceLabel={result ? finderTexts.distanceFromSearch : finderTexts.distanceFromCentre}
        onSelectShop={selectShop}
        onUnavailable={markMapUnavailable}
      />
    );
  }
  const showsMap = Boolean(mapSource) && !mapUnavailable && !siteConfig.isLoading;
  let layoutClass = 'bb-finder__layout';
  if (showsMap) layoutClass += ` bb-finder__layout--map bb-finder__layout--phone-${phoneView}`;
  else if (!mapArea) layoutClass += ' bb-finder__layout--list';
  let announcement = '';
  if (pending) announcement = finderTexts.searching;
  else if (result) announcement = resultSummary(result);

  return (
    <div className={layoutClass}>
      {/* Always present, so screen readers announce what a search found (or that it runs). */}
      <p role="status" className="bb-visually-hidden">
        {announcement}
      </p>
      {showsMap ? <MapListToggle view={phoneView} onChange={setPhoneView} /> : null}
      <div className="bb-finder__side">
        {result ? (
          <ResultsPanel
            result={result}
            focusOnShow={asksToFocusResults(navigationState)}
            filters={filters}
            onFiltersChange={changeFilters}
            onBack={returnToSearch}
          />
        ) : (
          <SearchPanel
            location={location}
            radiusKm={radiusKm}
            pending={pending}
            error={error}
            onLocationChange={setLocation}
            onRadiusChange={setRadiusKm}
            onSearch={startSearch}
            onUseMyLocation={searchAroundVisitor}
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
      {mapArea ? (
        <div className="bb-finder__map" role="region" aria-label={finderTexts.mapLabel}>
          {mapArea}
        </div>
      ) : null}
    </div>
  );
}
