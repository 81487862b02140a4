import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { Alert } from 'shared-ui/components/alert';
import { LoadingState } from 'shared-ui/components/spinner';
import {
  selectIsAuthenticated,
  selectUserType,
  userTypeLoaded,
  type UserType,
} from 'shared-ui/session/session-slice';
import {
  selectSessionEnded,
  selectSessionRestoring,
  selectSignedOutHere,
} from 'shared-ui/session/session-status-slice';
import { useGetProfileQuery } from '../admin-api/admin-api';
import { loginNotice } from '../login/login-notice';
import { loginPathFor } from '../login/next-path';
import { dashboardPath, knownUserType } from './dashboard-path';
import { ReloginDialog } from './relogin-dialog';
import { SessionExpiryWarning } from './session-expiry-warning';
import { sessionTexts } from './session-texts';

export interface RequireSessionProps {
  /** Roles that may see the page; anyone else is sent to their own dashboard. */
  allowed: readonly UserType[];
  /** The page, given the role of the signed-in person. */
  children: (userType: UserType) => ReactNode;
  /** Shown instead of the redirect to /login when there is no session (and none just ended). */
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

/** One object: <Navigate> navigates again whenever its `state` is a new object. */
const loginRequiredState = loginNotice(sessionTexts.loginRequired);

/** Without a session: to /login?next=<this page>, with a notice, so login returns here. */
function ToLogin() {
  const { pathname, search, hash } = useLocation();
  return (
    <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace state={loginRequiredState} />
  );
}

/**
 * Signed-in pages. While a new tab looks for its log-in (cookie) it waits; without a session it
 * goes to /login?next=…; with the wrong role to the own dashboard. When the session ends while
 * the page is open, the page stays (with its input) under a login dialog; shortly before it
 * would end unused, the person is asked whether to stay signed in.
 */
export function RequireSession({ allowed, children, withoutSession }: RequireSessionProps) {
  const isAuthenticated = useSelector(selectIsAuthenticated);
  const restoring = useSelector(selectSessionRestoring);
  const ended = useSelector(selectSessionEnded);
  const userType = useSelector(selectUserType);
  const signedOutHere = useSelector(selectSignedOutHere);
  if (restoring) return <LoadingState label={sessionTexts.checkingSession} />;
  const keptAfterEnd = ended && userType !== null && allowed.includes(userType);
  if (!isAuthenticated && !keptAfterEnd) {
    // After Abmelden here, the one who signed out leads to /login with their own notice.
    return withoutSession ?? (signedOutHere ? null : <ToLogin />);
  }
  if (!userType) return <RoleFromProfile />;
  if (!allowed.includes(userType)) return <Navigate to={dashboardPath(userType)} replace />;
  // One shape in both states, so the page is not mounted anew (and its input kept) when the
  // session ends or resumes.
  return (
    <>
      {children(userType)}
      {isAuthenticated ? <SessionExpiryWarning /> : <ReloginDialog />}
    </>
  );
}
