import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isNetworkError } from 'shared-ui/api/api-errors';
import { Alert } from 'shared-ui/components/alert';
import { LoadingState } from 'shared-ui/components/spinner';
import type { UserType } from 'shared-ui/session/session-slice';
import { AdminPage } from '../layout/admin-page';
import { loginNotice } from '../login/login-notice';
import { loginPath } from '../session-guard/dashboard-path';
import { RequireSession } from '../session-guard/require-session';
import { InitialPasswordForm } from './initial-password-form';
import { operatorTexts } from './operator-texts';

/** Operators' and clerks' accounts start with a one-time password; their status says if it is still in use. */
type OneTimePasswordStatus = { password_change_required: boolean };

/** What the gate reads of the status query. */
interface AccountStatusQuery<Status extends OneTimePasswordStatus> {
  data?: Status;
  error?: unknown;
  isError: boolean;
}

export interface OneTimePasswordGateProps<Status extends OneTimePasswordStatus> {
  /** Who may enter; everybody else goes to their own start page. */
  allowed: readonly UserType[];
  /** The hook that loads the signed-in account's status. */
  useStatus: () => AccountStatusQuery<Status>;
  /** The page's title while its status cannot be loaded. */
  title: string;
  texts: { checking: string; statusFailed: string; network: string };
  /** What the password form says first (its own default otherwise). */
  intro?: string;
  /** The page, once the one-time password has been replaced. */
  children: (status: Status) => ReactNode;
}

function StatusGate<Status extends OneTimePasswordStatus>({
  useStatus,
  title,
  texts,
  intro,
  children,
  onSignOut,
}: Omit<OneTimePasswordGateProps<Status>, 'allowed'> & { onSignOut: (notice: string) => void }) {
  const { data: status, error, isError } = useStatus();
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
        <InitialPasswordForm onSignOut={onSignOut} intro={intro} />
      </AdminPage>
    );
  }
  return children(status);
}

/**
 * Pages of accounts the operator creates with a one-time password (operators, authority
 * clerks): only `allowed` roles, without a session to /login (with the notice of why it ended,
 * e.g. after the new password), and the page itself only once that password has been replaced.
 */
export function OneTimePasswordGate<Status extends OneTimePasswordStatus>({
  allowed,
  ...gate
}: OneTimePasswordGateProps<Status>) {
  const [farewell, setFarewell] = useState<string | null>(null);
  const toLogin = (
    <Navigate to={loginPath} replace state={farewell ? loginNotice(farewell) : undefined} />
  );
  return (
    <RequireSession allowed={allowed} withoutSession={toLogin}>
      {() => <StatusGate {...gate} onSignOut={setFarewell} />}
    </RequireSession>
  );
}
