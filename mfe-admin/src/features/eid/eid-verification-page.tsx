import { useSelector } from 'react-redux';
import { Alert } from 'shared-ui/components/alert';
import { selectEidVerified, type UserType } from 'shared-ui/session/session-slice';
import { AdminPage, backToDashboard } from '../layout/admin-page';
import { companyRoles } from '../session-guard/dashboard-path';
import { RequireSession } from '../session-guard/require-session';
import { DesktopEidPanel } from './desktop-eid-panel';
import { eidTexts as texts } from './eid-texts';
import { MobileEidPanel } from './mobile-eid-panel';
import { useMobileLayout } from './use-mobile-layout';
import './eid.css';

export function EidSuccessPanel() {
  return (
    <Alert variant="success" title={texts.verified} className="bb-eid__success">
      <p className="bb-eid__message">{texts.verifiedText}</p>
    </Alert>
  );
}

function EidVerificationContent({ userType }: { userType: UserType }) {
  const verified = useSelector(selectEidVerified);
  const mobile = useMobileLayout();
  return (
    <AdminPage title={texts.title} back={backToDashboard(userType)} className="bb-eid">
      {verified ? (
        <EidSuccessPanel />
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
