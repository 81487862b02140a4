// The map chunk: mapbox-gl, react-map-gl and their CSS load only once the finder is opened.
import 'mapbox-gl/dist/mapbox-gl.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Map, {
  Layer,
  NavigationControl,
  Popup,
  Source,
  type ErrorEvent,
  type MapMouseEvent,
  type MapRef,
} from 'react-map-gl/mapbox';
import type { GeoJSONSource } from 'mapbox-gl';
import type { Point } from 'geojson';
import type { AllShopsView } from './all-shops-view';
import { germanyCentre, initialZoom, type GeoPosition } from './finder-constants';
import {
  allShopsCircleLayer,
  clusterLayer,
  clusterLayerId,
  mapLocale,
  mapboxStyleUrl,
  offlineStyle,
  readMapColours,
  searchPositionLayer,
  studioLayer,
  studioLayerId,
  studiosSourceId,
} from './finder-map-style';
import { circleFeature, pointFeature, studiosCollection } from './finder-map-data';
import type { MapCamera } from './map-camera';
import type { PlacedShop } from './shop';
import { ShopInfo } from './shop-info';

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

  const handleError = useCallback(
    (event: ErrorEvent) => {
      // react-map-gl reports a map that could not be created (no WebGL) without a target.
      if (!event.target) {
        console.error('Die Karte konnte nicht erstellt werden.', event.error);
        onUnavailable();
        return;
      }
      if (loaded || offline) return;
      // The Mapbox style did not load (offline, blocked, token rejected): keep a plain map.
      console.warn(
        'Kartenstil von Mapbox nicht verfügbar, einfache Karte wird gezeigt.',
        event.error,
      );
      setOffline(true);
    },
    [loaded, offline, onUnavailable],
  );

  const handleClick = useCallback(
    (event: MapMouseEvent) => {
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
      mapboxAccessToken={accessToken}
      mapStyle={offline ? offlineStyle : mapboxStyleUrl}
      styleDiffing={false}
      RTLTextPlugin={false}
      performanceMetricsCollection={false}
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
      onLoad={() => setLoaded(true)}
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
      <Source
        id={studiosSourceId}
        type="geojson"
        data={studios}
        cluster
        clusterMaxZoom={14}
        clusterRadius={50}
      >
        <Layer {...clusterLayer(colours)} />
        <Layer {...studioLayer(colours, selectedShop?.id ?? null)} />
      </Source>
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
  source?.getClusterExpansionZoom(clusterId, (error, zoom) => {
    if (error || zoom == null || !coordinates) return;
    map.easeTo({ center: [coordinates[0]!, coordinates[1]!], zoom });
  });
}
