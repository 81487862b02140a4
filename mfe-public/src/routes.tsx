import { lazy } from 'react';
import type { RemoteRoute } from 'shared-ui/routing/remote-routes';
import { publicRouteMeta as meta } from './route-manifest';

const routes: RemoteRoute[] = [
  { ...meta.home, Component: lazy(() => import('./features/home/home-page')) },
  { ...meta.makeUp, Component: lazy(() => import('./features/tips/make-up-page')) },
  {
    ...meta.makeUpRequirements,
    Component: lazy(() => import('./features/tips/photo-requirements-page')),
  },
  { ...meta.outfitTips, Component: lazy(() => import('./features/tips/outfit-tips-page')) },
  { ...meta.photoMistakes, Component: lazy(() => import('./features/tips/photo-mistakes-page')) },
  { ...meta.lawChange, Component: lazy(() => import('./features/law/law-change-page')) },
  { ...meta.help, Component: lazy(() => import('./features/help/help-page')) },
  {
    ...meta.digitisation,
    Component: lazy(() => import('./features/digitisation/digitisation-page')),
  },
  {
    ...meta.photographers,
    Component: lazy(() => import('./features/photographers/photographer-portal-page')),
  },
  {
    ...meta.authorities,
    Component: lazy(() => import('./features/authorities/authorities-page')),
  },
  { ...meta.agb, Component: lazy(() => import('./features/legal/agb-page')) },
  { ...meta.privacy, Component: lazy(() => import('./features/legal/privacy-page')) },
  { ...meta.imprint, Component: lazy(() => import('./features/legal/imprint-page')) },
  {
    ...meta.citizenPhoto,
    Component: lazy(() => import('./features/citizen-photo/citizen-photo-page')),
  },
];

export default routes;
