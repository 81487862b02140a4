import {
  finderQueryHref,
  readPositionParams,
  type VisitorPosition,
} from 'shared-ui/locations/visitor-position';
import { radiusSlider } from './finder-constants';
import { finderPath } from './finder-route-meta';
import type { ResultFilters } from './result-filters';

/**
 * The search lives in the URL (`/map?q=24103&r=10`, issue 21): Back, reload and a shared link
 * show the same results. The URL is the one source of truth; the form only proposes a new one.
 * A search around the visitor's position ("Meinen Standort verwenden") is `/map?lat=…&lng=…&r=…`;
 * the filters follow as `&offen=1&barrierefrei=1`.
 */
export interface FinderSearch {
  query: string;
  radiusKm: number;
}

/** A search around a position the browser gave (no place name to look up). */
export interface FinderPositionSearch {
  position: VisitorPosition;
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

/** A search by position from the URL; a place name (`q`) wins when both are there. */
export function readFinderPositionSearch(params: URLSearchParams): FinderPositionSearch | null {
  if (params.get('q')?.trim()) return null;
  const position = readPositionParams(params);
  return position ? { position, radiusKm: radiusFrom(params.get('r')) } : null;
}

export function finderSearchHref({ query, radiusKm }: FinderSearch): string {
  return finderQueryHref(query, radiusKm);
}

const filterParams: Record<keyof ResultFilters, string> = {
  openNow: 'offen',
  barrierFree: 'barrierefrei',
};

/** The filters of the URL: `offen=1`, `barrierefrei=1`. */
export function readFinderFilters(params: URLSearchParams): ResultFilters {
  return {
    openNow: params.get(filterParams.openNow) === '1',
    barrierFree: params.get(filterParams.barrierFree) === '1',
  };
}

/** The same finder address with other filters (the search itself unchanged). */
export function finderFiltersHref(params: URLSearchParams, filters: ResultFilters): string {
  const next = new URLSearchParams(params);
  for (const name of Object.keys(filterParams) as (keyof ResultFilters)[]) {
    if (filters[name]) next.set(filterParams[name], '1');
    else next.delete(filterParams[name]);
  }
  const search = next.toString();
  return search ? `${finderPath}?${search}` : finderPath;
}

/** Navigation state of a search the visitor just started: focus goes to the results. */
export interface FinderNavigationState {
  focusResults: true;
}

/** Navigation state of a change of filters only: the results stay, no new search. */
export interface FinderFiltersNavigationState {
  filtersOnly: true;
}

export function asksToFocusResults(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<FinderNavigationState>).focusResults === true
  );
}

export function changesFiltersOnly(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<FinderFiltersNavigationState>).filtersOnly === true
  );
}
