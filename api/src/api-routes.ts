import type { ApiRoutes } from './api-deps';
import { authRoutes } from './features/auth/auth-routes';
import { eidRoutes } from './features/eid/eid-routes';
import { finderRoutes } from './features/finder/finder-routes';
import { geoRoutes } from './features/geo/geo-routes';
import { profileRoutes } from './features/auth/profile-routes';
import { healthRoutes } from './features/health/health-routes';
import { locationResubmissionRoutes } from './features/operator/location-resubmission-routes';
import { operatorRoutes } from './features/operator/operator-routes';
import { licenceRoutes } from './features/licence/licence-routes';
import { locationsRoutes } from './features/locations/locations-routes';
import { passwordResetRoutes } from './features/password-reset/password-reset-routes';
import { profileUpdateRoutes } from './features/profile/profile-update-routes';
import { registeredShopsRoutes } from './features/registered-shops/registered-shops-routes';
import { registrationRoutes } from './features/registration/registration-routes';
import { siteConfigRoutes } from './features/site/site-config-routes';
import { softwareRoutes } from './features/software/software-routes';
import { staffRoutes } from './features/staff/staff-routes';

/** Every feature's routes, mounted under `/api`. A new feature adds its plugin here. */
export const apiRoutes: ApiRoutes[] = [
  healthRoutes,
  siteConfigRoutes,
  registrationRoutes,
  authRoutes,
  profileRoutes,
  registeredShopsRoutes,
  passwordResetRoutes,
  profileUpdateRoutes,
  staffRoutes,
  locationsRoutes,
  softwareRoutes,
  licenceRoutes,
  finderRoutes,
  geoRoutes,
  eidRoutes,
  operatorRoutes,
  locationResubmissionRoutes,
];
