import { count } from 'drizzle-orm';
import type { OpenedDatabase } from '../../kernel/database/database';
import { germanGazetteer } from '../geo/offline/german-gazetteer';
import type { OpeningHours } from 'shared-ui/locations/opening-hours';
import { studioLocations, type NewStudioLocation } from './schema';
import { invalidateShopsNearby } from './shops-nearby-cache';

/**
 * Demo studios for the embedded default, so a new user sees a working finder. Clearly labelled
 * as demo data (name, website, `is_demo`); positions are the town centres of the bundled
 * gazetteer.
 */
const demoLocations: { postcode: string; address: string }[] = [
  { postcode: '24103', address: 'Holstenstraße 1' },
  { postcode: '20095', address: 'Mönckebergstraße 1' },
  { postcode: '28195', address: 'Obernstraße 1' },
  { postcode: '30159', address: 'Georgstraße 1' },
  { postcode: '10117', address: 'Friedrichstraße 1' },
  { postcode: '14467', address: 'Brandenburger Straße 1' },
  { postcode: '18055', address: 'Kröpeliner Straße 1' },
  { postcode: '01067', address: 'Prager Straße 1' },
  { postcode: '04109', address: 'Grimmaische Straße 1' },
  { postcode: '06108', address: 'Leipziger Straße 1' },
  { postcode: '39104', address: 'Breiter Weg 1' },
  { postcode: '99084', address: 'Anger 1' },
  { postcode: '34117', address: 'Königsstraße 1' },
  { postcode: '44137', address: 'Westenhellweg 1' },
  { postcode: '40213', address: 'Königsallee 1' },
  { postcode: '50667', address: 'Hohe Straße 1' },
  { postcode: '53111', address: 'Sternstraße 1' },
  { postcode: '60311', address: 'Zeil 1' },
  { postcode: '55116', address: 'Ludwigsstraße 1' },
  { postcode: '66111', address: 'Bahnhofstraße 1' },
  { postcode: '68161', address: 'Planken 1' },
  { postcode: '70173', address: 'Königstraße 1' },
  { postcode: '79098', address: 'Kaiser-Joseph-Straße 1' },
  { postcode: '90402', address: 'Karolinenstraße 1' },
  { postcode: '93047', address: 'Neupfarrplatz 1' },
  { postcode: '80331', address: 'Kaufingerstraße 1' },
  { postcode: '86150', address: 'Maximilianstraße 1' },
];

const workday = [
  { opens: '09:00', closes: '13:00' },
  { opens: '14:00', closes: '18:00' },
];

/** Hours like a studio's: a noon break on weekdays, Saturday mornings, Sunday closed. */
export const demoOpeningHours: OpeningHours = {
  mon: workday,
  tue: workday,
  wed: [{ opens: '09:00', closes: '13:00' }],
  thu: [
    { opens: '09:00', closes: '13:00' },
    { opens: '14:00', closes: '20:00' },
  ],
  fri: workday,
  sat: [{ opens: '10:00', closes: '14:00' }],
  sun: [],
};

/** The finder's name of the demo studio in `town`. */
export const demoStudioName = (town: string) => `Demo-Passbildstudio ${town} (Beispieldaten)`;

export function demoStudios(): NewStudioLocation[] {
  return demoLocations.flatMap(({ postcode, address }, index) => {
    const place = germanGazetteer().placesOfPostcode(postcode)[0];
    if (!place) return [];
    return [
      {
        name: demoStudioName(place.name),
        address,
        zipcode: postcode,
        city: place.name,
        latitude: place.latitude,
        longitude: place.longitude,
        shopPhone: `+49 30 0000${String(index + 1).padStart(3, '0')}`,
        website: `https://demo.bildbote.example/studio-${postcode}`,
        reviewStatus: 'approved' as const,
        isDemo: true,
        openingHours: demoOpeningHours,
        // Every other demo studio declares step-free access, so the filter has something to do.
        barrierFree: index % 2 === 0,
      },
    ];
  });
}

export interface DemoSeedLogger {
  info(details: object, message: string): void;
}

/**
 * Seeds the demo studios into an empty embedded database. Never on PostgreSQL, never into a
 * database that already has studios, and not at all unless `enabled` (config.seedDemo).
 * Returns how many studios were added.
 */
export async function seedDemoStudios(
  database: OpenedDatabase,
  { enabled, logger }: { enabled: boolean; logger?: DemoSeedLogger },
): Promise<number> {
  if (!enabled) return 0;
  if (database.kind !== 'pglite') return 0;
  const [existing] = await database.db.select({ studios: count() }).from(studioLocations);
  if ((existing?.studios ?? 0) > 0) return 0;
  const studios = demoStudios();
  await database.db.insert(studioLocations).values(studios);
  invalidateShopsNearby(database);
  logger?.info(
    { studios: studios.length },
    'Demo-Passbildstudios angelegt (Beispieldaten; abschalten mit SEED_DEMO=false)',
  );
  return studios.length;
}
