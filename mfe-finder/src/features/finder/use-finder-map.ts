// The state and handlers the Mapbox and the MapLibre map share. Only React and the library-free
// style and data modules are imported here, so each library still loads in its own chunk.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Point } from 'geojson';
import { studiosCollection } from './finder-map-data';
import { clusterLayerId, readMapColours } from './finder-map-style';
import type { FinderMapViewProps } from './finder-map-view';
import type { MapCamera } from './map-camera';

/** The calls of a map (Mapbox's or MapLibre's MapRef) that the finder makes. */
export interface FinderMapHandle {
  fitBounds(
    bounds: [[number, number], [number, number]],
    options: { padding: number; maxZoom: number; duration: number },
  ): unknown;
  flyTo(options: { center: [number, number]; zoom: number; duration: number }): unknown;
}

/** A map error as both libraries report it: without a target when no map could be created. */
interface FinderMapError {
  target?: unknown;
  error: unknown;
}

/** A click on the map as both libraries report it: the clicked features of the interactive layers. */
interface FinderMapClick {
  features?: readonly {
    layer?: { id: string } | null;
    properties?: Record<string, unknown> | null;
    geometry: unknown;
  }[];
}

type ZoomIntoCluster<M> = (map: M, clusterId: number, centre: [number, number]) => void;

interface UseFinderMapOptions<M> extends Pick<
  FinderMapViewProps,
  'shops' | 'camera' | 'onSelectShop' | 'onUnavailable'
> {
  /** Logged when the style did not load and the plain offline map is shown instead. */
  styleUnavailableWarning: string;
  /** The libraries ask for a cluster's expansion zoom differently (callback or promise). */
  zoomIntoCluster: ZoomIntoCluster<M>;
}

/** The state and handlers of the finder's map, whichever library draws it. */
export function useFinderMap<M extends FinderMapHandle>({
  shops,
  camera,
  onSelectShop,
  onUnavailable,
  styleUnavailableWarning,
  zoomIntoCluster,
}: UseFinderMapOptions<M>) {
  const mapRef = useRef<M>(null);
  const [loaded, setLoaded] = useState(false);
  const [offline, setOffline] = useState(false);
  const [hovering, setHovering] = useState(false);
  const colours = useMemo(() => readMapColours(), []);
  const studios = useMemo(() => studiosCollection(shops), [shops]);

  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map || !camera) return;
    moveCamera(map, camera);
  }, [camera, loaded]);

  const handleError = useCallback(
    (event: FinderMapError) => {
      // react-map-gl reports a map that could not be created (no WebGL) without a target.
      if (!event.target) {
        console.error('Die Karte konnte nicht erstellt werden.', event.error);
        onUnavailable();
        return;
      }
      if (loaded || offline) return;
      // The style did not load (offline, blocked, token rejected): keep a plain map.
      console.warn(styleUnavailableWarning, event.error);
      setOffline(true);
    },
    [loaded, offline, onUnavailable, styleUnavailableWarning],
  );

  const handleClick = useCallback(
    (event: FinderMapClick) => {
      const feature = event.features?.[0];
      if (!feature) {
        onSelectShop(null);
        return;
      }
      if (feature.layer?.id === clusterLayerId) {
        const map = mapRef.current;
        const clusterId: unknown = feature.properties?.cluster_id;
        const centre = pointCoordinates(feature.geometry);
        if (map && typeof clusterId === 'number' && centre) zoomIntoCluster(map, clusterId, centre);
        return;
      }
      const shopId: unknown = feature.properties?.shopId;
      if (typeof shopId === 'number') onSelectShop(shopId);
    },
    [onSelectShop, zoomIntoCluster],
  );

  return {
    mapRef,
    offline,
    colours,
    studios,
    markLoaded: useCallback(() => setLoaded(true), []),
    /** Spread onto the map component of either library. */
    handlers: {
      cursor: hovering ? 'pointer' : '',
      onMouseEnter: useCallback(() => setHovering(true), []),
      onMouseLeave: useCallback(() => setHovering(false), []),
      onClick: handleClick,
      onError: handleError,
    },
  };
}

function moveCamera(map: FinderMapHandle, camera: MapCamera) {
  if (camera.kind === 'fit') {
    map.fitBounds(camera.bounds, { padding: 40, maxZoom: 12, duration: 800 });
    return;
  }
  map.flyTo({
    center: [camera.centre.longitude, camera.centre.latitude],
    zoom: camera.zoom,
    duration: 800,
  });
}

function pointCoordinates(geometry: unknown): [number, number] | null {
  const coordinates = (geometry as Point | undefined)?.coordinates;
  return coordinates ? [coordinates[0]!, coordinates[1]!] : null;
}
