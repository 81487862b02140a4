import type { RouteMeta } from 'shared-ui/routing/route-meta';
import { placePathPrefix, studioPathPrefix } from 'shared-ui/locations/studio-pages';

/**
 * The studio and town pages (issue 21, item 5). Their paths have parameters: the gateway sends
 * each page's own title, description, canonical link and JSON-LD; these are the fallbacks the
 * shell shows until the page has loaded its studio.
 */
export const studioRouteMeta: RouteMeta = {
  path: `${studioPathPrefix}/:ort/:name`,
  title: 'Passbildstudio – Bildbote',
  description:
    'Ein zertifiziertes Passbildstudio für Ihr digitales biometrisches Passbild: Adresse, Öffnungszeiten, Telefon und Anfahrt.',
};

export const placeRouteMeta: RouteMeta = {
  path: `${placePathPrefix}/:ort`,
  title: 'Passbild in Ihrer Stadt – Bildbote',
  description:
    'Zertifizierte Passbildstudios in Ihrer Stadt für Ihr digitales biometrisches Passbild: Adressen, Öffnungszeiten und Telefonnummern.',
};
