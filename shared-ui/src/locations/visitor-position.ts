/**
 * "Meinen Standort verwenden" (issue 21, item 1): the visitor's position from the browser's
 * Geolocation API, for the home page's hero search (mfe-public) and the finder's search form
 * (mfe-finder). Both lead to the same finder address, `/map?lat=…&lng=…&r=…`, so the search by
 * position is in the URL like one by place name and survives reload, Back and a shared link.
 */

/** A position in degrees (WGS 84). */
export interface VisitorPosition {
  latitude: number;
  longitude: number;
}

export type VisitorPositionResult =
  { kind: 'found'; position: VisitorPosition } | { kind: 'failed'; message: string };

export const visitorPositionTexts = {
  useMyLocation: 'Meinen Standort verwenden',
  locating: 'Ihr Standort wird ermittelt …',
  positionLabel: 'Ihr Standort',
  refused: 'Ihr Standort ist nicht freigegeben. Bitte geben Sie Postleitzahl oder Ort ein.',
  unavailable:
    'Ihr Standort konnte nicht ermittelt werden. Bitte geben Sie Postleitzahl oder Ort ein.',
  timeout:
    'Die Standortermittlung hat zu lange gedauert. Bitte geben Sie Postleitzahl oder Ort ein.',
  unsupported:
    'Ihr Browser kann den Standort nicht ermitteln. Bitte geben Sie Postleitzahl oder Ort ein.',
} as const;

/** How long the browser may take before the visitor is asked to type instead. */
export const visitorPositionTimeoutMs = 10_000;

/**
 * Decimal places of a position in the URL: 3 places are about 100 m, close enough for
 * "ca. 350 m" and no more exact than needed in a link that may be shared or kept in the history.
 */
const urlDecimals = 3;

/** GeolocationPositionError codes (the constants are not on every test environment's object). */
const permissionDenied = 1;
const timeoutCode = 3;

/** Asks the browser once for the visitor's position; every failure comes back as a German text. */
export function locateVisitor(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<VisitorPositionResult> {
  if (!geolocation) {
    return Promise.resolve({ kind: 'failed', message: visitorPositionTexts.unsupported });
  }
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        ({ coords }) =>
          resolve({
            kind: 'found',
            position: { latitude: coords.latitude, longitude: coords.longitude },
          }),
        (error) => {
          let message: string = visitorPositionTexts.unavailable;
          if (error.code === permissionDenied) message = visitorPositionTexts.refused;
          else if (error.code === timeoutCode) message = visitorPositionTexts.timeout;
          resolve({ kind: 'failed', message });
        },
        { enableHighAccuracy: false, timeout: visitorPositionTimeoutMs, maximumAge: 60_000 },
      );
    } catch {
      // Some browsers throw instead of calling back (e.g. a page not served over HTTPS).
      resolve({ kind: 'failed', message: visitorPositionTexts.unavailable });
    }
  });
}

/** The finder's path; the finder remote names the same one in its route metadata. */
export const finderPagePath = '/map';

/** The finder's address of a search around a position: `/map?lat=54.322&lng=10.134&r=10`. */
export function finderPositionHref(position: VisitorPosition, radiusKm: number): string {
  const params = new URLSearchParams({
    lat: position.latitude.toFixed(urlDecimals),
    lng: position.longitude.toFixed(urlDecimals),
    r: String(radiusKm),
  });
  return `${finderPagePath}?${params.toString()}`;
}

/** A position from the finder's URL, or null when lat/lng are missing or out of range. */
export function readPositionParams(params: URLSearchParams): VisitorPosition | null {
  const lat = params.get('lat');
  const lng = params.get('lng');
  if (!lat || !lng) return null;
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** The finder's default radius in km (its slider starts there, ARCHITECTURE §4). */
export const finderDefaultRadiusKm = 10;

/** The finder's address of a search by postcode or place: `/map?q=24103&r=10`. */
export function finderQueryHref(query: string, radiusKm: number = finderDefaultRadiusKm): string {
  return `${finderPagePath}?${new URLSearchParams({ q: query, r: String(radiusKm) }).toString()}`;
}

/**
 * Navigation state that asks the finder to move the focus to its results heading, as after a
 * search typed into the finder itself (read by the finder's `asksToFocusResults`).
 */
export const finderFocusResultsState = { focusResults: true } as const;
