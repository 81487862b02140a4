// The self-hosted map chunk (MAP_STYLE_URL): maplibre-gl, react-map-gl/maplibre and their CSS
// load only when a map with the operator's own style is shown.
import 'maplibre-gl/dist/maplibre-gl.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Map, {
  Layer,
  NavigationControl,
  Popup,
  Source,
  type ErrorEvent,
  type LayerProps,
  type MapLayerMouseEvent,
  type MapRef,
} from 'react-map-gl/maplibre';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { Point } from 'geojson';
import { germanyCentre, initialZoom } from './finder-constants';
import type { FinderMapProps } from './finder-map';
import { circleFeature, pointFeature, studiosCollection } from './finder-map-data';
import {
  allShopsCircleLayer,
  clusterLayer,
  clusterLayerId,
  mapLocale,
  offlineStyle,
  readMapColours,
  searchPositionLayer,
  studioLayer,
  studioLayerId,
  studiosSourceId,
} from './finder-map-style';
import { ShopInfo } from './shop-info';

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
  const mapRef = useRef<MapRef>(null);
  const [loaded, setLoaded] = useState(false);
  const [offline, setOffline] = useState(false);
  const [hovering, setHovering] = useState(false);
  const colours = useMemo(() => readMapColours(), []);
  const studios = useMemo(() => studiosCollection(shops), [shops]);

  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map || !camera) return;
    if (camera.kind === 'fit') {
      map.fitBounds(camera.bounds, { padding: 40, maxZoom: 12, duration: 800 });
    } else {
      map.flyTo({
        center: [camera.centre.longitude, camera.centre.latitude],
        zoom: camera.zoom,
        duration: 800,
      });
    }
  }, [camera, loaded]);

  const handleLoad = useCallback(() => {
    setLoaded(true);
    const hook = window.bildboteMapHook;
    const map = hook ? mapRef.current?.getMap() : undefined;
    if (hook && map) hook(map);
  }, []);

  const handleError = useCallback(
    (event: ErrorEvent) => {
      if (!event.target) {
        console.error('Die Karte konnte nicht erstellt werden.', event.error);
        onUnavailable();
        return;
      }
      if (loaded || offline) return;
      // The operator's style did not load: keep a plain map with the studios on it.
      console.warn('Kartenstil nicht verfügbar, einfache Karte wird gezeigt.', event.error);
      setOffline(true);
    },
    [loaded, offline, onUnavailable],
  );

  const handleClick = useCallback(
    (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (!feature) {
        onSelectShop(null);
        return;
      }
      if (feature.layer?.id === clusterLayerId) {
        zoomIntoCluster(mapRef.current, feature.properties?.cluster_id, feature.geometry);
        return;
      }
      const shopId: unknown = feature.properties?.shopId;
      if (typeof shopId === 'number') onSelectShop(shopId);
    },
    [onSelectShop],
  );

  return (
    <Map
      ref={mapRef}
      mapStyle={offline ? offlineStyle : styleUrl}
      styleDiffing={false}
      locale={mapLocale}
      initialViewState={{
        latitude: germanyCentre.latitude,
        longitude: germanyCentre.longitude,
        zoom: initialZoom,
      }}
      style={{ width: '100%', height: '100%' }}
      interactiveLayerIds={interactiveLayerIds}
      cursor={hovering ? 'pointer' : ''}
      onMouseEnter={() => setHovering(true)}
      onMouseLeave={() => setHovering(false)}
      onClick={handleClick}
      onLoad={handleLoad}
      onError={handleError}
    >
      <NavigationControl showCompass={false} />
      {/* First: the circle and the search position are placed beneath its layers. */}
      <Source
        id={studiosSourceId}
        type="geojson"
        data={studios}
        cluster
        clusterMaxZoom={14}
        clusterRadius={50}
      >
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
          anchor="bottom"
          offset={14}
          maxWidth="24rem"
          closeButton={false}
          closeOnClick={false}
          focusAfterOpen={false}
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
