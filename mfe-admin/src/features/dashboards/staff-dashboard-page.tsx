import { RequireSession } from '../session-guard/require-session';
import { Dashboard } from './dashboard';
import { dashboardTexts, staffTiles } from './dashboard-tiles';

export default function StaffDashboardPage() {
  return (
    <RequireSession allowed={['manager', 'employee']}>
      {(userType) => (
        <Dashboard
          title={dashboardTexts.staffTitle}
          intro={dashboardTexts.staffIntro}
          tiles={staffTiles}
          userType={userType}
        />
      )}
    </RequireSession>
  );
}
