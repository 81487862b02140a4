import type { ApiRoutes } from './kernel/api-deps';
import { authRoutes } from './resources/sessions/auth-routes';
import { billingOperatorRoutes } from './resources/billing/billing-operator-routes';
import { billingRoutes } from './resources/billing/billing-routes';
import { checklistRoutes } from './resources/checklist/checklist-routes';
import { authorityRoutes } from './resources/authorities/authority-routes';
import { eidRoutes } from './resources/eid/eid-routes';
import { finderRoutes } from './resources/finder/finder-routes';
import { studioPagesRoutes } from './resources/finder/studio-pages-routes';
import { geoRoutes } from './resources/geo/geo-routes';
import { profileRoutes } from './resources/sessions/profile-routes';
import { healthRoutes } from './resources/health/health-routes';
import { locationResubmissionRoutes } from './resources/operator/location-resubmission-routes';
import { operatorRoutes } from './resources/operator/operator-routes';
import { licenceRoutes } from './resources/licence/licence-routes';
import { locationsRoutes } from './resources/locations/locations-routes';
import { photosRoutes } from './resources/photos/photos-routes';
import { passwordResetRoutes } from './resources/password-reset/password-reset-routes';
import { profileUpdateRoutes } from './resources/profile/profile-update-routes';
import { registeredShopsRoutes } from './resources/studios/registered-shops-routes';
import { registrationRoutes } from './resources/registration/registration-routes';
import { siteConfigRoutes } from './resources/site/site-config-routes';
import { softwareRoutes } from './resources/software/software-routes';
import { staffRoutes } from './resources/staff/staff-routes';
import { invitationRoutes } from './resources/staff/invitation-routes';

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
  invitationRoutes,
  locationsRoutes,
  softwareRoutes,
  licenceRoutes,
  finderRoutes,
  studioPagesRoutes,
  geoRoutes,
  eidRoutes,
  operatorRoutes,
  locationResubmissionRoutes,
  authorityRoutes,
  photosRoutes,
  billingRoutes,
  billingOperatorRoutes,
  checklistRoutes,
];
