// What the Mapbox and the MapLibre map draw alike. The library's own components are handed in,
// so this module imports neither library and each still loads in its own chunk.
import type { JSXElementConstructor, ReactNode } from 'react';
import type { Feature, FeatureCollection } from 'geojson';
import type { LayerProps } from 'react-map-gl/mapbox';
import type { AllShopsView } from './all-shops-view';
import { germanyCentre, initialZoom, type GeoPosition } from './finder-constants';
import { circleFeature, pointFeature } from './finder-map-data';
import {
  allShopsCircleLayer,
  clusterLayer,
  clusterLayerId,
  mapLocale,
  searchPositionLayer,
  studioLayer,
  studioLayerId,
  studiosSourceId,
  type MapColours,
} from './finder-map-style';
import type { MapCamera } from './map-camera';
import type { PlacedShop } from './shop';
import { ShopInfo } from './shop-info';

/** The props of both maps but the library's own way to its style. */
export interface FinderMapViewProps {
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

/** The props of the map component that do not depend on the library. */
export const finderMapOptions = {
  styleDiffing: false,
  locale: mapLocale,
  initialViewState: {
    latitude: germanyCentre.latitude,
    longitude: germanyCentre.longitude,
    zoom: initialZoom,
  },
  style: { width: '100%', height: '100%' },
  interactiveLayerIds: [clusterLayerId, studioLayerId],
};

/** The info window 'Infos' above a clicked studio. */
const shopPopupOptions = {
  anchor: 'bottom',
  offset: 14,
  maxWidth: '24rem',
  closeButton: false,
  closeOnClick: false,
  focusAfterOpen: false,
} as const;

interface GeoJsonSourceProps {
  id: string;
  type: 'geojson';
  data: Feature | FeatureCollection;
  cluster?: boolean;
  clusterMaxZoom?: number;
  clusterRadius?: number;
  children: ReactNode;
}

type ShopPopupProps = typeof shopPopupOptions & {
  longitude: number;
  latitude: number;
  onClose: () => void;
  children: ReactNode;
};

/** Source, Layer and Popup of one react-map-gl entry: Mapbox's and MapLibre's take these props. */
export interface MapParts {
  Source: JSXElementConstructor<GeoJsonSourceProps>;
  Layer: JSXElementConstructor<LayerProps>;
  Popup: JSXElementConstructor<ShopPopupProps>;
}

interface PartsProps {
  parts: MapParts;
  colours: MapColours;
}

/** The studios' source: clusters and single studios (the selected one highlighted). */
export function StudioLayers({
  parts: { Source, Layer },
  colours,
  studios,
  selectedShop,
}: PartsProps & { studios: FeatureCollection } & Pick<FinderMapViewProps, 'selectedShop'>) {
  return (
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
  );
}

/** The all-shops circle and the searched point, each shown only when there is one. */
export function LayersBeneathStudios({
  parts: { Source, Layer },
  colours,
  circle,
  searchPosition,
}: PartsProps & Pick<FinderMapViewProps, 'circle' | 'searchPosition'>) {
  return (
    <>
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
    </>
  );
}

/** The info window 'Infos' of the selected studio; closing it deselects the studio. */
export function ShopPopup({
  parts: { Popup },
  selectedShop,
  distanceLabel,
  onSelectShop,
}: Pick<PartsProps, 'parts'> &
  Pick<FinderMapViewProps, 'selectedShop' | 'distanceLabel' | 'onSelectShop'>) {
  if (!selectedShop) return null;
  const close = () => onSelectShop(null);
  return (
    <Popup
      longitude={selectedShop.mapPosition.longitude}
      latitude={selectedShop.mapPosition.latitude}
      {...shopPopupOptions}
      onClose={close}
    >
      <ShopInfo shop={selectedShop} distanceLabel={distanceLabel} onClose={close} />
    </Popup>
  );
}
