import { Navigate, useLocation } from 'react-router-dom';
import { LoadingState } from 'shared-ui/components/spinner';
import type { UserType } from 'shared-ui/session/session-slice';
import SoftwarePage from '../software/software-page';
import { dashboardPath } from '../session-guard/dashboard-path';
import { RequireSession } from '../session-guard/require-session';
import { useGetChecklistQuery } from './checklist-api';
import { checklistTexts } from './checklist-texts';
import type { DashboardArrival } from './dashboard';

/** Where the registration flow sends an owner after the first sign-in (public-site.md §2). */
export const firstLoginPath = '/software-download';

/**
 * /software-download: while the licence is refused (no approved location yet) the download
 * page cannot work, so the person lands on the dashboard, whose checklist says what comes next
 * (issue 23). Once the licence is available the page is the software download, as specified.
 */
function Landing({ userType }: { userType: UserType }) {
  const { data: checklist, isError } = useGetChecklistQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  if (!checklist && !isError) return <LoadingState label={checklistTexts.loading} />;
  const licence = checklist?.items.find((item) => item.key === 'licence');
  if (licence && licence.state !== 'done') {
    const arrival: DashboardArrival = { registered: true };
    return <Navigate to={dashboardPath(userType)} replace state={arrival} />;
  }
  return <SoftwarePage />;
}

/**
 * The page of both /Software-Download and /software-download. React Router matches paths
 * regardless of case, so the two spellings reach the same route; the address as written tells
 * the registration flow's landing from the download page the tiles open.
 */
export default function SoftwareDownloadRoute() {
  const { pathname } = useLocation();
  if (pathname !== firstLoginPath) return <SoftwarePage />;
  return (
    <RequireSession allowed={['owner', 'manager']}>
      {(userType) => <Landing userType={userType} />}
    </RequireSession>
  );
}
