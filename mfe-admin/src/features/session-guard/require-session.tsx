import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { Alert } from 'shared-ui/components/alert';
import { LoadingState } from 'shared-ui/components/spinner';
import {
  selectIsAuthenticated,
  selectUserType,
  userTypeLoaded,
  type UserType,
} from 'shared-ui/session/session-slice';
import { useGetProfileQuery } from '../admin-api/admin-api';
import { dashboardPath, knownUserType, loginPath } from './dashboard-path';
import { sessionTexts } from './session-texts';

export interface RequireSessionProps {
  /** Roles that may see the page; anyone else is sent to their own dashboard. */
  allowed: readonly UserType[];
  /** The page, given the role of the signed-in person. */
  children: (userType: UserType) => ReactNode;
  /** Shown instead of the redirect to /login when there is no token. */
  withoutSession?: ReactNode;
}

/** A token without a known role (e.g. signed in elsewhere): the profile tells the role. */
function RoleFromProfile() {
  const dispatch = useDispatch();
  const { data: profile, isError } = useGetProfileQuery();
  const userType = profile ? knownUserType(profile.user_type) : null;
  useEffect(() => {
    if (userType) dispatch(userTypeLoaded(userType));
  }, [dispatch, userType]);
  if (isError) return <Alert variant="error">{sessionTexts.profileLoadFailed}</Alert>;
  if (profile && !userType) return <Alert variant="error">{sessionTexts.unknownUserType}</Alert>;
  return <LoadingState label={sessionTexts.checkingSession} />;
}

/** Signed-in pages: without a session to /login, with the wrong role to the own dashboard. */
export function RequireSession({ allowed, children, withoutSession }: RequireSessionProps) {
  const isAuthenticated = useSelector(selectIsAuthenticated);
  const userType = useSelector(selectUserType);
  if (!isAuthenticated) return withoutSession ?? <Navigate to={loginPath} replace />;
  if (!userType) return <RoleFromProfile />;
  if (!allowed.includes(userType)) return <Navigate to={dashboardPath(userType)} replace />;
  return children(userType);
}
