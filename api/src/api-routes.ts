import type { ApiRoutes } from './api-deps';
import { healthRoutes } from './features/health/health-routes';
import { siteConfigRoutes } from './features/site/site-config-routes';

/** Every feature's routes, mounted under `/api`. A new feature adds its plugin here. */
export const apiRoutes: ApiRoutes[] = [healthRoutes, siteConfigRoutes];
