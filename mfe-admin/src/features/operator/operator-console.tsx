import { useState, type ReactNode } from 'react';
import { Navigate, NavLink } from 'react-router-dom';
import { Alert } from 'shared-ui/components/alert';
import { LoadingState } from 'shared-ui/components/spinner';
import { isNetworkError } from 'shared-ui/api/api-errors';
import { AdminPage } from '../layout/admin-page';
import { loginNotice } from '../login/login-notice';
import { loginPath } from '../session-guard/dashboard-path';
import { RequireSession } from '../session-guard/require-session';
import { InitialPasswordForm } from './initial-password-form';
import { useGetOperatorStatusQuery } from './operator-api';
import { operatorPaths, operatorTexts } from './operator-texts';
import './operator.css';

const texts = operatorTexts.console;

export interface OperatorConsoleProps {
  title: string;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}

function ConsoleNav() {
  return (
    <nav aria-label={texts.navLabel} className="bb-operator-nav">
      <ul className="bb-operator-nav__list">
        <li>
          <NavLink to={operatorPaths.queue} end className="bb-operator-nav__link">
            {texts.queue}
          </NavLink>
        </li>
        <li>
          <NavLink to={operatorPaths.companies} className="bb-operator-nav__link">
            {texts.companies}
          </NavLink>
        </li>
        <li>
          <NavLink to={operatorPaths.authorities} className="bb-operator-nav__link">
            {texts.authorities}
          </NavLink>
        </li>
        <li>
          <NavLink to={operatorPaths.billing} className="bb-operator-nav__link">
            {texts.billing}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

/** Opens the console only once the one-time password of the CLI has been replaced. */
function ConsoleGate({
  title,
  back,
  actions,
  children,
  onSignOut,
}: OperatorConsoleProps & { onSignOut: (notice: string) => void }) {
  const { data: status, error, isError } = useGetOperatorStatusQuery();
  if (isError) {
    return (
      <AdminPage title={title}>
        <Alert variant="error">{isNetworkError(error) ? texts.network : texts.statusFailed}</Alert>
      </AdminPage>
    );
  }
  if (!status) return <LoadingState label={texts.checking} />;
  if (status.password_change_required) {
    return (
      <AdminPage title={operatorTexts.initialPassword.title}>
        <InitialPasswordForm onSignOut={onSignOut} />
      </AdminPage>
    );
  }
  return (
    <AdminPage title={title} back={back} actions={actions} className="bb-operator">
      <ConsoleNav />
      {children}
    </AdminPage>
  );
}

/**
 * The frame of every page under /Betrieb: operators only, everybody else to their dashboard,
 * without a session to /login (with the notice of why the session ended, if there is one).
 */
export function OperatorConsole(props: OperatorConsoleProps) {
  const [farewell, setFarewell] = useState<string | null>(null);
  const toLogin = (
    <Navigate to={loginPath} replace state={farewell ? loginNotice(farewell) : undefined} />
  );
  return (
    <RequireSession allowed={['operator']} withoutSession={toLogin}>
      {() => <ConsoleGate {...props} onSignOut={setFarewell} />}
    </RequireSession>
  );
}
