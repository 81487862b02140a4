import type { GeoPosition } from './finder-constants';

/** External directions to a shop (opened in a new tab; the visitor's start is their own location). */
export function directionsUrl({ latitude, longitude }: GeoPosition): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
