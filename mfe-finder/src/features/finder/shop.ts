import type { PublicStudioData } from 'shared-ui/contracts/finder-contract';
import type { GeoPosition } from './finder-constants';

/**
 * A photo studio as the public sees it (spec §3): the contract's public fields, which the answer
 * of `GET /api/photobooth/shops-nearby/` (with its `distance_km`) and the studio pages share.
 */
export type Shop = PublicStudioData;

/** A shop as the finder shows it: the client adds the distance (spec §3) and its map position. */
export interface PlacedShop extends Shop {
  /** Great-circle distance from the reference point (search location or centre of Germany). */
  distanceKm: number;
  /** Where the marker sits: the shop's coordinates, spread apart when several share them. */
  mapPosition: GeoPosition;
}
