import type { Shop } from './shop';

/**
 * Directions to a studio on OpenStreetMap (no tracking, no account; issue 21), opened in a new
 * tab. The start stays empty: the visitor enters it or lets the site locate them there.
 * `route=;lat,lon` sets only the destination; `to` is the text shown for it.
 */
export function directionsUrl({ latitude, longitude, name, address, zipcode, city }: Shop): string {
  const params = new URLSearchParams({
    to: `${name}, ${address}, ${zipcode} ${city}`,
    route: `;${latitude},${longitude}`,
  });
  return `https://www.openstreetmap.org/directions?${params.toString()}`;
}
