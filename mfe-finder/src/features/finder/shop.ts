import type { OpeningHours } from 'shared-ui/locations/opening-hours';
import type { PublicStudioData } from 'shared-ui/locations/studio-pages';
import type { GeoPosition } from './finder-constants';

/** A photo studio as answered by `GET /api/photobooth/shops-nearby/` (spec §3). */
export interface Shop extends Omit<PublicStudioData, 'opening_hours' | 'barrier_free'> {
  /** Weekly hours (Europe/Berlin); null or missing: the studio gave none (issue 21, item 4). */
  opening_hours?: OpeningHours | null;
  barrier_free?: boolean;
}

/** A shop as the finder shows it: the client adds the distance (spec §3) and its map position. */
export interface PlacedShop extends Shop {
  /** Great-circle distance from the reference point (search location or centre of Germany). */
  distanceKm: number;
  /** Where the marker sits: the shop's coordinates, spread apart when several share them. */
  mapPosition: GeoPosition;
}
