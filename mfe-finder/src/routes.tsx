import { lazy } from 'react';
import type { RemoteRoute } from 'shared-ui/routing/remote-routes';
import { finderRouteMeta } from './features/finder/finder-route-meta';
import { placeRouteMeta, studioRouteMeta } from './features/studio-pages/studio-pages-route-meta';

const routes: RemoteRoute[] = [
  { ...finderRouteMeta, Component: lazy(() => import('./features/finder/finder-page')) },
  { ...studioRouteMeta, Component: lazy(() => import('./features/studio-pages/studio-page')) },
  { ...placeRouteMeta, Component: lazy(() => import('./features/studio-pages/place-page')) },
];

export default routes;
