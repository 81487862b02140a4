import { lazy } from 'react';
import type { RemoteRoute } from 'shared-ui/routing/remote-routes';
import { routeManifest } from './route-manifest';

// Both spellings: the lower-case one is the registration flow's landing (issue 23).
const SoftwarePage = lazy(() => import('./features/dashboards/first-login-landing-page'));

const pages: Record<string, RemoteRoute['Component']> = {
  '/login': lazy(() => import('./features/login/login-page')),
  '/forgotpassword': lazy(() => import('./features/password-reset/password-reset-page')),
  '/Verwaltungsbereich': lazy(() => import('./features/dashboards/owner-dashboard-page')),
  '/Verwaltungsbreich': lazy(() => import('./features/dashboards/staff-dashboard-page')),
  '/Profilverwaltung': lazy(() => import('./features/profile/profile-page')),
  '/Mitarbeitende': lazy(() => import('./features/staff/staff-page')),
  '/Geschäftsstandorte': lazy(() => import('./features/locations/locations-page')),
  '/EidVerifizierung': lazy(() => import('./features/eid/eid-verification-page')),
  '/adesso-redirect': lazy(() => import('./features/eid/eid-redirect-page')),
  '/Software-Download': SoftwarePage,
  '/software-download': SoftwarePage,
  '/videos': lazy(() => import('./features/videos/videos-page')),
  '/Abrechnung': lazy(() => import('./features/billing/billing-page')),
  '/Betrieb': lazy(() => import('./features/operator/review-queue-page')),
  '/Betrieb/Unternehmen': lazy(() => import('./features/operator/company-search-page')),
  '/Betrieb/Unternehmen/Details': lazy(() => import('./features/operator/company-detail-page')),
  '/Betrieb/Behoerden': lazy(() => import('./features/operator-authorities/authorities-page')),
  '/Betrieb/Abrechnung': lazy(() => import('./features/billing/operator-billing-page')),
  '/Behoerde': lazy(() => import('./features/authority-desk/authority-desk-page')),
  '/Passbild': lazy(() => import('./features/photo-workplace/photo-workplace-page')),
};

const routes: RemoteRoute[] = routeManifest.map((meta) => {
  const Component = pages[meta.path];
  if (!Component) throw new Error(`Keine Seite für ${meta.path}.`);
  return { ...meta, Component };
});

export default routes;
