import { circleBounds, type AllShopsView } from './all-shops-view';
import { searchZoom, type GeoPosition } from './finder-constants';

/** Where the map should look: a fitted area (all shops) or a centre with zoom (a search). */
export type MapCamera =
  | { kind: 'fit'; bounds: [[number, number], [number, number]] }
  | { kind: 'centre'; centre: GeoPosition; zoom: number };

export function allShopsCamera(view: AllShopsView): MapCamera {
  return { kind: 'fit', bounds: circleBounds(view.centre, view.radiusKm) };
}

export function searchCamera(position: GeoPosition): MapCamera {
  return { kind: 'centre', centre: position, zoom: searchZoom };
}
