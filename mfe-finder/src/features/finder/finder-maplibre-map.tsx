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
import type { LayerProps as MapboxLayerProps } from 'react-map-gl/mapbox';
import { offlineStyle, studiosSourceId } from './finder-map-style';
import {
  finderMapOptions,
  LayersBeneathStudios,
  ShopPopup,
  StudioLayers,
  type FinderMapViewProps,
  type MapParts,
} from './finder-map-view';
import { useFinderMap } from './use-finder-map';

export type FinderMapLibreMapProps = FinderMapViewProps & {
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

/** The layers are typed for Mapbox: the style objects of both libraries agree on them. */
function MapLibreLayer(layer: MapboxLayerProps) {
  return <Layer {...(layer as unknown as LayerProps)} />;
}

const mapLibreParts: MapParts = { Source, Layer: MapLibreLayer, Popup };

/** The finder's map drawn by MapLibre from a self-hosted style: studios as clustered circles. */
export default function FinderMapLibreMap({ styleUrl, ...view }: FinderMapLibreMapProps) {
  const { mapRef, offline, colours, studios, markLoaded, handlers } = useFinderMap<MapRef>({
    ...view,
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
      {...finderMapOptions}
      {...handlers}
      onLoad={handleLoad}
    >
      <NavigationControl showCompass={false} />
      {/* First: MapLibre refuses 'beforeId' for a layer it does not have yet. */}
      <StudioLayers parts={mapLibreParts} colours={colours} studios={studios} {...view} />
      <LayersBeneathStudios parts={mapLibreParts} colours={colours} {...view} />
      <ShopPopup parts={mapLibreParts} {...view} />
    </Map>
  );
}

function zoomIntoCluster(map: MapRef, clusterId: number, center: [number, number]) {
  const source = map.getSource(studiosSourceId) as GeoJSONSource | undefined;
  source
    ?.getClusterExpansionZoom(clusterId)
    .then((zoom) => map.easeTo({ center, zoom }))
    .catch(() => undefined);
}
