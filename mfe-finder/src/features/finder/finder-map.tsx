// The map chunk: mapbox-gl, react-map-gl and their CSS load only once the finder is opened.
import 'mapbox-gl/dist/mapbox-gl.css';
import Map, { Layer, NavigationControl, Popup, Source, type MapRef } from 'react-map-gl/mapbox';
import type { GeoJSONSource } from 'mapbox-gl';
import type { Point } from 'geojson';
import type { AllShopsView } from './all-shops-view';
import type { GeoPosition } from './finder-constants';
import {
  allShopsCircleLayer,
  clusterLayer,
  clusterLayerId,
  mapLocale,
  mapboxStyleUrl,
  offlineStyle,
  searchPositionLayer,
  studioLayer,
  studioLayerId,
  studiosSourceId,
} from './finder-map-style';
import { circleFeature, pointFeature } from './finder-map-data';
import type { MapCamera } from './map-camera';
import type { PlacedShop } from './shop';
import { ShopInfo } from './shop-info';
import {
  initialViewState,
  shopPopupOptions,
  studioClusterOptions,
  useFinderMap,
} from './use-finder-map';

export interface FinderMapProps {
  accessToken: string;
  shops: readonly PlacedShop[];
  camera: MapCamera | null;
  /** The all-shops circle (mean position, greatest distance × 1.1); null in search mode. */
  circle: AllShopsView | null;
  searchPosition: GeoPosition | null;
  selectedShop: PlacedShop | null;
  distanceLabel: string;
  onSelectShop: (shopId: number | null) => void;
  /** The map cannot be shown at all (e.g. no WebGL): the finder goes on without it. */
  onUnavailable: () => void;
}

const interactiveLayerIds = [clusterLayerId, studioLayerId];

/** The finder's map: studios as clustered circles, the info window 'Infos' for a clicked one. */
export default function FinderMap({
  accessToken,
  shops,
  camera,
  circle,
  searchPosition,
  selectedShop,
  distanceLabel,
  onSelectShop,
  onUnavailable,
}: FinderMapProps) {
  const { mapRef, offline, colours, studios, markLoaded, handleError, handleClick, ...pointer } =
    useFinderMap<MapRef>({
      shops,
      camera,
      onSelectShop,
      onUnavailable,
      styleUnavailableWarning:
        'Kartenstil von Mapbox nicht verfügbar, einfache Karte wird gezeigt.',
      zoomIntoCluster,
    });

  return (
    <Map
      ref={mapRef}
      mapboxAccessToken={accessToken}
      mapStyle={offline ? offlineStyle : mapboxStyleUrl}
      styleDiffing={false}
      RTLTextPlugin={false}
      performanceMetricsCollection={false}
      locale={mapLocale}
      initialViewState={initialViewState}
      style={{ width: '100%', height: '100%' }}
      interactiveLayerIds={interactiveLayerIds}
      {...pointer}
      onClick={handleClick}
      onLoad={markLoaded}
      onError={handleError}
    >
      <NavigationControl showCompass={false} />
      {circle ? (
        <Source id="all-shops-circle" type="geojson" data={circleFeature(circle)}>
          <Layer {...allShopsCircleLayer(colours)} beforeId={clusterLayerId} />
        </Source>
      ) : null}
      {searchPosition ? (
        <Source id="search-position" type="geojson" data={pointFeature(searchPosition)}>
          {/* Below the studios: a studio at the searched point stays visible and clickable. */}
          <Layer {...searchPositionLayer(colours)} beforeId={clusterLayerId} />
        </Source>
      ) : null}
      <Source id={studiosSourceId} type="geojson" data={studios} cluster {...studioClusterOptions}>
        <Layer {...clusterLayer(colours)} />
        <Layer {...studioLayer(colours, selectedShop?.id ?? null)} />
      </Source>
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
  source?.getClusterExpansionZoom(clusterId, (error, zoom) => {
    if (error || zoom == null || !coordinates) return;
    map.easeTo({ center: [coordinates[0]!, coordinates[1]!], zoom });
  });
}
