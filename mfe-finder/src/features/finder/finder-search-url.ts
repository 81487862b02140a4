import { radiusSlider } from './finder-constants';
import { finderPath } from './finder-route-meta';

/**
 * The search lives in the URL (`/map?q=24103&r=10`, issue 21): Back, reload and a shared link
 * show the same results. The URL is the one source of truth; the form only proposes a new one.
 */
export interface FinderSearch {
  query: string;
  radiusKm: number;
}

/** A radius from the URL, held to the slider's range; missing or not a number: the default. */
function radiusFrom(text: string | null): number {
  const value = Number(text);
  if (!text || !Number.isFinite(value)) return radiusSlider.defaultKm;
  return Math.min(radiusSlider.max, Math.max(radiusSlider.min, Math.round(value)));
}

export function readFinderSearch(params: URLSearchParams): FinderSearch | null {
  const query = params.get('q')?.trim();
  if (!query) return null;
  return { query, radiusKm: radiusFrom(params.get('r')) };
}

export function finderSearchHref({ query, radiusKm }: FinderSearch): string {
  return `${finderPath}?${new URLSearchParams({ q: query, r: String(radiusKm) }).toString()}`;
}

/** Navigation state of a search the visitor just started: focus goes to the results. */
export interface FinderNavigationState {
  focusResults: true;
}

export function asksToFocusResults(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<FinderNavigationState>).focusResults === true
  );
}
