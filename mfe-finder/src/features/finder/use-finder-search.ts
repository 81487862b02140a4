import { useCallback, useRef, useState } from 'react';
import { visitorPositionTexts } from 'shared-ui/locations/visitor-position';
import type { GeoPosition } from './finder-constants';
import { finderTexts } from './finder-texts';
import { useLazyGeocodeQuery, useLazyGetShopsNearbyQuery } from './finder-api';
import { geocodeQueryFor, readGeocodeResponse, type LocationLookup } from './location-search';
import { placeShops } from './shop-placement';
import type { PlacedShop, Shop } from './shop';

/** A successful search: where, how far, and the studios found there (nearest first). */
export interface SearchResult {
  position: GeoPosition;
  label: string;
  radiusKm: number;
  shops: PlacedShop[];
}

/**
 * The finder's search: geocode the input through our API, then ask for the studios around it.
 * Only a successful search produces a result; every failure leaves an error message instead
 * (spec §8) and the search panel stays.
 */
export function useFinderSearch() {
  const [geocode] = useLazyGeocodeQuery();
  const [findShops] = useLazyGetShopsNearbyQuery();
  const [result, setResult] = useState<SearchResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Back and Forward can start a search before the last one answered: only the newest counts.
  const latest = useRef(0);

  /** The studios around a position that is already known; only the newest search counts. */
  const findAround = useCallback(
    async (
      current: () => boolean,
      position: GeoPosition,
      label: string,
      radiusKm: number,
    ): Promise<void> => {
      let shops: Shop[];
      try {
        shops = await findShops({
          latitude: position.latitude,
          longitude: position.longitude,
          radius: radiusKm,
        }).unwrap();
      } catch (failure) {
        console.error('Passbildstudios in der Nähe konnten nicht geladen werden.', failure);
        if (current()) setError(finderTexts.errorShopsFailed);
        return;
      }
      if (!current()) return;
      setResult({ position, label, radiusKm, shops: placeShops(shops, position) });
    },
    [findShops],
  );

  const search = useCallback(
    async (input: string, radiusKm: number) => {
      const run = (latest.current += 1);
      const current = () => run === latest.current;
      const query = geocodeQueryFor(input);
      if (!query) {
        setError(finderTexts.errorEmptyInput);
        return;
      }
      setError(null);
      setResult(null);
      setPending(true);
      try {
        let lookup: LocationLookup;
        try {
          lookup = readGeocodeResponse(await geocode(query).unwrap());
        } catch (failure) {
          console.error('Standortsuche fehlgeschlagen.', failure);
          lookup = { kind: 'failed', message: finderTexts.errorLookupFailed };
        }
        if (!current()) return;
        if (lookup.kind === 'failed') {
          setError(lookup.message);
          return;
        }
        await findAround(current, lookup.position, lookup.label, radiusKm);
      } finally {
        if (current()) setPending(false);
      }
    },
    [geocode, findAround],
  );

  /** A search around the visitor's own position ("Meinen Standort verwenden"): no geocoding. */
  const searchAt = useCallback(
    async (position: GeoPosition, radiusKm: number) => {
      const run = (latest.current += 1);
      const current = () => run === latest.current;
      setError(null);
      setResult(null);
      setPending(true);
      try {
        await findAround(current, position, visitorPositionTexts.positionLabel, radiusKm);
      } finally {
        if (current()) setPending(false);
      }
    },
    [findAround],
  );

  const backToSearch = useCallback(() => {
    latest.current += 1;
    setPending(false);
    setResult(null);
    setError(null);
  }, []);

  return { result, error, pending, search, searchAt, backToSearch };
}
