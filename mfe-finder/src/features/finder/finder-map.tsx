// The map chunk: mapbox-gl, react-map-gl and their CSS load only once the finder is opened.
import 'mapbox-gl/dist/mapbox-gl.css';
import Map, { Layer, NavigationControl, Popup, Source, type MapRef } from 'react-map-gl/mapbox';
import type { GeoJSONSource } from 'mapbox-gl';
import { mapboxStyleUrl, offlineStyle, studiosSourceId } from './finder-map-style';
import {
  finderMapOptions,
  LayersBeneathStudios,
  ShopPopup,
  StudioLayers,
  type FinderMapViewProps,
  type MapParts,
} from './finder-map-view';
import { useFinderMap } from './use-finder-map';

export type FinderMapProps = FinderMapViewProps & { accessToken: string };

const mapboxParts: MapParts = { Source, Layer, Popup };

/** The finder's map: studios as clustered circles, the info window 'Infos' for a clicked one. */
export default function FinderMap({ accessToken, ...view }: FinderMapProps) {
  const { mapRef, offline, colours, studios, markLoaded, handlers } = useFinderMap<MapRef>({
    ...view,
    styleUnavailableWarning: 'Kartenstil von Mapbox nicht verfügbar, einfache Karte wird gezeigt.',
    zoomIntoCluster,
  });

  return (
    <Map
      ref={mapRef}
      mapboxAccessToken={accessToken}
      mapStyle={offline ? offlineStyle : mapboxStyleUrl}
      RTLTextPlugin={false}
      performanceMetricsCollection={false}
      {...finderMapOptions}
      {...handlers}
      onLoad={markLoaded}
    >
      <NavigationControl showCompass={false} />
      <LayersBeneathStudios parts={mapboxParts} colours={colours} {...view} />
      <StudioLayers parts={mapboxParts} colours={colours} studios={studios} {...view} />
      <ShopPopup parts={mapboxParts} {...view} />
    </Map>
  );
}

function zoomIntoCluster(map: MapRef, clusterId: number, center: [number, number]) {
  const source = map.getSource(studiosSourceId) as GeoJSONSource | undefined;
  source?.getClusterExpansionZoom(clusterId, (error, zoom) => {
    if (error || zoom == null) return;
    map.easeTo({ center, zoom });
  });
}
