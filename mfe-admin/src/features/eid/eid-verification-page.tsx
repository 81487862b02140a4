import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Alert } from 'shared-ui/components/alert';
import { buttonClassName } from 'shared-ui/components/button';
import { selectEidVerified, type UserType } from 'shared-ui/session/session-slice';
import { AdminPage, backToDashboard } from '../layout/admin-page';
import { companyRoles, dashboardPath } from '../session-guard/dashboard-path';
import { RequireSession } from '../session-guard/require-session';
import { DesktopEidPanel } from './desktop-eid-panel';
import { eidTexts as texts } from './eid-texts';
import { MobileEidPanel } from './mobile-eid-panel';
import { useMobileLayout } from './use-mobile-layout';
import './eid.css';

/** The success panel; it leads on to the person's dashboard, where the next step waits. */
export function EidSuccessPanel({ userType }: { userType: UserType }) {
  return (
    <Alert variant="success" title={texts.verified} className="bb-eid__success">
      <p className="bb-eid__message">{texts.verifiedText}</p>
      <p>
        <Link to={dashboardPath(userType)} className={buttonClassName('primary')}>
          {texts.toDashboard}
        </Link>
      </p>
    </Alert>
  );
}

function EidVerificationContent({ userType }: { userType: UserType }) {
  const verified = useSelector(selectEidVerified);
  const mobile = useMobileLayout();
  return (
    <AdminPage title={texts.title} back={backToDashboard(userType)} className="bb-eid">
      {verified ? (
        <EidSuccessPanel userType={userType} />
      ) : (
        <>
          <p>{texts.intro}</p>
          {mobile ? <MobileEidPanel /> : <DesktopEidPanel />}
        </>
      )}
    </AdminPage>
  );
}

/** /EidVerifizierung: every role of a studio identifies itself (signed-in-area.md §6). */
export default function EidVerificationPage() {
  return (
    <RequireSession allowed={companyRoles}>
      {(userType) => <EidVerificationContent userType={userType} />}
    </RequireSession>
  );
}
