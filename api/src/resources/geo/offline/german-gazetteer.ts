import fs from 'node:fs';
import path from 'node:path';
import { normalizePlaceName, placeNameVariants } from './place-names';

/** A German place of the bundled gazetteer (built by build-german-places.ts). */
export interface GazetteerPlace {
  name: string;
  latitude: number;
  longitude: number;
  population: number;
  /** Only the middle of its postcode region is known, not the place itself. */
  approximate: boolean;
  postcodes: string[];
}

interface GazetteerFile {
  places: [string, number, number, number, 0 | 1][];
  postcodes: Record<string, number[]>;
}

export const gazetteerFile = path.join(__dirname, 'german-places.json');

/** Exact places first, then the larger ones. */
const byRelevance = (a: GazetteerPlace, b: GazetteerPlace) =>
  Number(a.approximate) - Number(b.approximate) || b.population - a.population;

export class GermanGazetteer {
  private readonly byPostcode = new Map<string, GazetteerPlace[]>();
  private readonly byName = new Map<string, GazetteerPlace[]>();

  constructor(data: GazetteerFile) {
    const places: GazetteerPlace[] = data.places.map(
      ([name, latitude, longitude, population, approximate]) => ({
        name,
        latitude,
        longitude,
        population,
        approximate: approximate === 1,
        postcodes: [],
      }),
    );
    for (const [postcode, indexes] of Object.entries(data.postcodes)) {
      const ofPostcode = indexes.map((index) => places[index]!);
      for (const place of ofPostcode) place.postcodes.push(postcode);
      this.byPostcode.set(postcode, ofPostcode.sort(byRelevance));
    }
    for (const place of places) {
      const key = normalizePlaceName(place.name);
      const list = this.byName.get(key) ?? [];
      list.push(place);
      this.byName.set(key, list);
    }
    for (const list of this.byName.values()) list.sort(byRelevance);
  }

  placesOfPostcode(postcode: string): GazetteerPlace[] {
    return this.byPostcode.get(postcode) ?? [];
  }

  /** Places called `name` ('Frankfurt am Main', 'frankfurt', 'Muenchen'), most relevant first. */
  placesNamed(name: string): GazetteerPlace[] {
    for (const variant of placeNameVariants(name)) {
      const found = this.byName.get(variant);
      if (found) return found;
    }
    return [];
  }
}

let loaded: GermanGazetteer | null = null;

/** Parsed once, on first use (about half a megabyte of JSON). */
export function germanGazetteer(): GermanGazetteer {
  loaded ??= new GermanGazetteer(
    JSON.parse(fs.readFileSync(gazetteerFile, 'utf8')) as GazetteerFile,
  );
  return loaded;
}
