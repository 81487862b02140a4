import type { RouteMeta } from 'shared-ui/routing/route-meta';
import { finderRouteMeta } from './features/finder/finder-route-meta';
import { placeRouteMeta, studioRouteMeta } from './features/studio-pages/studio-pages-route-meta';

/** Paths, titles and descriptions of this remote's pages (pure data: read by the build too). */
export const routeManifest: RouteMeta[] = [finderRouteMeta, studioRouteMeta, placeRouteMeta];
