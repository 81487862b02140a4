import { finderPagePath } from 'shared-ui/locations/visitor-position';
import type { RouteMeta } from 'shared-ui/routing/route-meta';

/** The one finder address, shared with the home page's hero search (shared-ui). */
export const finderPath = finderPagePath;

export const finderPageHeading = 'Passbildstudio in Ihrer Nähe finden';

/** Route metadata of the finder page, shared by the route manifest (build) and routes.tsx. */
export const finderRouteMeta: RouteMeta = {
  path: finderPath,
  title: 'Fotografen finden: zertifizierte Passbildstudios in Ihrer Nähe – Bildbote',
  description:
    'Finden Sie einen zertifizierten Fotografen oder ein Fotostudio für Ihr digitales biometrisches Passbild: Suche nach Straße, Ort oder PLZ im Umkreis von 10 bis 100 km.',
};
