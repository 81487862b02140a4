import { RequireSession } from '../session-guard/require-session';
import { Dashboard } from './dashboard';
import { dashboardTexts, ownerTiles } from './dashboard-tiles';

export default function OwnerDashboardPage() {
  return (
    <RequireSession allowed={['owner']}>
      {(userType) => (
        <Dashboard
          title={dashboardTexts.ownerTitle}
          intro={dashboardTexts.ownerIntro}
          tiles={ownerTiles}
          userType={userType}
        />
      )}
    </RequireSession>
  );
}
