// The self-hosted map chunk (MAP_STYLE_URL): maplibre-gl, react-map-gl/maplibre and their CSS
// load only when a map with the operator's own style is shown.
import 'maplibre-gl/dist/maplibre-gl.css';
import { useCallback } from 'react';
import Map, {
  Layer,
  NavigationControl,
  Popup,
  Source,
  type LayerProps,
  type MapRef,
} from 'react-map-gl/maplibre';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { Point } from 'geojson';
import type { FinderMapProps } from './finder-map';
import { circleFeature, pointFeature } from './finder-map-data';
import {
  allShopsCircleLayer,
  clusterLayer,
  clusterLayerId,
  mapLocale,
  offlineStyle,
  searchPositionLayer,
  studioLayer,
  studioLayerId,
  studiosSourceId,
} from './finder-map-style';
import { ShopInfo } from './shop-info';
import {
  initialViewState,
  shopPopupOptions,
  studioClusterOptions,
  useFinderMap,
} from './use-finder-map';

export type FinderMapLibreMapProps = Omit<FinderMapProps, 'accessToken'> & {
  /** The operator's own style (MAP_STYLE_URL): a URL or a path on this site. */
  styleUrl: string;
};

/**
 * Browser tests hand the map over through this hook (set by an init script before the page
 * loads) to ask which clusters and studios it drew; nothing sets it in production.
 */
declare global {
  interface Window {
    bildboteMapHook?: (map: MapLibreMap) => void;
  }
}

const interactiveLayerIds = [clusterLayerId, studioLayerId];

/** The same layers as the Mapbox map: the style objects of both libraries agree on them. */
const asLayer = (layer: unknown) => layer as LayerProps;

/** The finder's map drawn by MapLibre from a self-hosted style: studios as clustered circles. */
export default function FinderMapLibreMap({
  styleUrl,
  shops,
  camera,
  circle,
  searchPosition,
  selectedShop,
  distanceLabel,
  onSelectShop,
  onUnavailable,
}: FinderMapLibreMapProps) {
  const { mapRef, offline, colours, studios, markLoaded, handleError, handleClick, ...pointer } =
    useFinderMap<MapRef>({
      shops,
      camera,
      onSelectShop,
      onUnavailable,
      styleUnavailableWarning: 'Kartenstil nicht verfügbar, einfache Karte wird gezeigt.',
      zoomIntoCluster,
    });

  const handleLoad = useCallback(() => {
    markLoaded();
    const hook = window.bildboteMapHook;
    const map = hook ? mapRef.current?.getMap() : undefined;
    if (hook && map) hook(map);
  }, [markLoaded, mapRef]);

  return (
    <Map
      ref={mapRef}
      mapStyle={offline ? offlineStyle : styleUrl}
      styleDiffing={false}
      locale={mapLocale}
      initialViewState={initialViewState}
      style={{ width: '100%', height: '100%' }}
      interactiveLayerIds={interactiveLayerIds}
      {...pointer}
      onClick={handleClick}
      onLoad={handleLoad}
      onError={handleError}
    >
      <NavigationControl showCompass={false} />
      {/* First: the circle and the search position are placed beneath its layers. */}
      <Source id={studiosSourceId} type="geojson" data={studios} cluster {...studioClusterOptions}>
        <Layer {...asLayer(clusterLayer(colours))} />
        <Layer {...asLayer(studioLayer(colours, selectedShop?.id ?? null))} />
      </Source>
      {circle ? (
        <Source id="all-shops-circle" type="geojson" data={circleFeature(circle)}>
          <Layer {...asLayer(allShopsCircleLayer(colours))} beforeId={clusterLayerId} />
        </Source>
      ) : null}
      {searchPosition ? (
        <Source id="search-position" type="geojson" data={pointFeature(searchPosition)}>
          <Layer {...asLayer(searchPositionLayer(colours))} beforeId={clusterLayerId} />
        </Source>
      ) : null}
      {selectedShop ? (
        <Popup
          longitude={selectedShop.mapPosition.longitude}
          latitude={selectedShop.mapPosition.latitude}
          {...shopPopupOptions}
          onClose={() => onSelectShop(null)}
        >
          <ShopInfo
            shop={selectedShop}
            distanceLabel={distanceLabel}
            onClose={() => onSelectShop(null)}
          />
        </Popup>
      ) : null}
    </Map>
  );
}

function zoomIntoCluster(map: MapRef | null, clusterId: unknown, geometry: unknown) {
  if (!map || typeof clusterId !== 'number') return;
  const coordinates = (geometry as Point | undefined)?.coordinates;
  const source = map.getSource(studiosSourceId) as GeoJSONSource | undefined;
  if (!source || !coordinates) return;
  source
    .getClusterExpansionZoom(clusterId)
    .then((zoom) => map.easeTo({ center: [coordinates[0]!, coordinates[1]!], zoom }))
    .catch(() => undefined);
}
