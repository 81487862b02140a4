import { lazy } from 'react';
import type { RemoteRoute } from 'shared-ui/routing/remote-routes';
import { routeManifest } from './route-manifest';

const pages: Record<string, RemoteRoute['Component']> = {
  '/Registrierung': lazy(() => import('./features/registration/registration-page')),
  '/Code-Verifizierung': lazy(() => import('./features/verification/verification-page')),
};

const routes: RemoteRoute[] = routeManifest.map((meta) => {
  const Component = pages[meta.path];
  if (!Component) throw new Error(`Keine Seite für ${meta.path}.`);
  return { ...meta, Component };
});

export default routes;
