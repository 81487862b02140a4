import type { PublicStudio } from '../contracts/finder-contract';
import { weekdays } from './opening-hours';

/**
 * Addresses and search-engine data of the public studio pages (issue 21, item 5):
 * `/Fotograf/<ort>/<name>-<id>` per approved location and `/Passbild/<ort>` per town. The id at
 * the end keeps a studio's address stable: after a change of name the old address still finds
 * it and is answered with 301 to the new one. Used by the API, the gateway and the finder.
 */

export const studioPathPrefix = '/Fotograf';
export const placePathPrefix = '/Passbild';

const transliterations: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** `Foto Förde & Söhne` → `foto-foerde-soehne`: lower case, German umlauts spelled out, ASCII. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => transliterations[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface StudioPathFields {
  id: number;
  name: string;
  city: string;
}

export function placePath(city: string): string {
  return `${placePathPrefix}/${slugify(city) || 'ort'}`;
}

export function studioPath({ id, name, city }: StudioPathFields): string {
  const nameSlug = slugify(name);
  return `${studioPathPrefix}/${slugify(city) || 'ort'}/${nameSlug ? `${nameSlug}-` : ''}${id}`;
}

/** The id at the end of a studio page's last segment (`foto-foerde-17` → 17), or null. */
export function studioIdOf(segment: string): number | null {
  const match = /(?:^|-)(\d{1,9})$/.exec(segment);
  return match ? Number(match[1]) : null;
}

export const studioPageTitle = (studio: Pick<PublicStudio, 'name' | 'city'>) =>
  `${studio.name}, Passbildstudio in ${studio.city} – Bildbote`;

export const studioPageDescription = (studio: PublicStudio) =>
  `Digitales biometrisches Passbild bei ${studio.name}, ${studio.address}, ${studio.zipcode} ${studio.city}: Öffnungszeiten, Telefon, Anfahrt und was Sie mitbringen.`;

export const placePageTitle = (city: string) => `Passbild in ${city} – Bildbote`;

export const placePageDescription = (city: string, count: number) =>
  `${count === 1 ? 'Ein zertifiziertes Passbildstudio' : `${count} zertifizierte Passbildstudios`} in ${city} für Ihr digitales biometrisches Passbild: Adressen, Öffnungszeiten und Telefonnummern.`;

const schemaDays: Record<(typeof weekdays)[number], string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** schema.org `LocalBusiness` of a studio page (JSON-LD), with its opening hours if given. */
export function studioJsonLd(studio: PublicStudio, publicUrl: string): Record<string, unknown> {
  const base = publicUrl.replace(/\/$/, '');
  const hours = studio.opening_hours;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${base}${studio.path}`,
    name: studio.name,
    url: `${base}${studio.path}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: studio.address,
      postalCode: studio.zipcode,
      addressLocality: studio.city,
      addressCountry: 'DE',
    },
    geo: { '@type': 'GeoCoordinates', latitude: studio.latitude, longitude: studio.longitude },
    ...(studio.shop_phone ? { telephone: studio.shop_phone } : {}),
    ...(studio.website ? { sameAs: [studio.website] } : {}),
    ...(hours
      ? {
          openingHoursSpecification: weekdays.flatMap((day) =>
            hours[day].map((period) => ({
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: `https://schema.org/${schemaDays[day]}`,
              opens: period.opens,
              closes: period.closes === '24:00' ? '23:59' : period.closes,
            })),
          ),
        }
      : {}),
    ...(studio.barrier_free
      ? {
          amenityFeature: {
            '@type': 'LocationFeatureSpecification',
            name: 'Barrierefreier Zugang',
            value: true,
          },
        }
      : {}),
  };
}

/** JSON for a `<script type="application/ld+json">` block: `<` escaped so it cannot end it. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
