import { lazy } from 'react';
import type { RemoteRoute } from 'shared-ui/routing/remote-routes';
import { finderRouteMeta } from './features/finder/finder-route-meta';

const routes: RemoteRoute[] = [
  { ...finderRouteMeta, Component: lazy(() => import('./features/finder/finder-page')) },
];

export default routes;
