import type { Feature, FeatureCollection, Point, Polygon } from 'geojson';
import { circleRing, type AllShopsView } from './all-shops-view';
import type { GeoPosition } from './finder-constants';
import type { PlacedShop } from './shop';

/** The GeoJSON both map libraries (Mapbox and MapLibre) draw. */
export type StudioProperties = { shopId: number };

export function studiosCollection(
  shops: readonly PlacedShop[],
): FeatureCollection<Point, StudioProperties> {
  return {
    type: 'FeatureCollection',
    features: shops.map((shop) => ({
      type: 'Feature',
      properties: { shopId: shop.id },
      geometry: {
        type: 'Point',
        coordinates: [shop.mapPosition.longitude, shop.mapPosition.latitude],
      },
    })),
  };
}

export function pointFeature(position: GeoPosition): Feature<Point> {
  return {
    type: 'Feature',
    properties: {},
    geometry: { type: 'Point', coordinates: [position.longitude, position.latitude] },
  };
}

export function circleFeature({ centre, radiusKm }: AllShopsView): Feature<Polygon> {
  return {
    type: 'Feature',
    properties: {},
    geometry: { type: 'Polygon', coordinates: [circleRing(centre, radiusKm)] },
  };
}
