import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { isNetworkError } from 'shared-ui/api/api-errors';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { LoadingState } from 'shared-ui/components/spinner';
import { AdminPage } from '../layout/admin-page';
import { loginNotice } from '../login/login-notice';
import { InitialPasswordForm } from '../operator/initial-password-form';
import { operatorTexts } from '../operator/operator-texts';
import { loginPath } from '../session-guard/dashboard-path';
import { RequireSession } from '../session-guard/require-session';
import { useGetClerkStatusQuery } from './authority-desk-api';
import { deskTexts as texts } from './desk-texts';
import { RetrievedPhoto } from './retrieved-photo';
import { ScanPanel } from './scan-panel';
import { usePhotoRetrieval } from './use-photo-retrieval';
import './authority-desk.css';

/** Scan, see, save, next: the clerk's whole work on one page. */
function Desk({ authorityName }: { authorityName: string }) {
  const { state, retrieve, clear } = usePhotoRetrieval();
  const scanField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    scanField.current?.focus();
  }, []);

  function next() {
    clear();
    scanField.current?.focus();
  }

  return (
    <AdminPage title={texts.title} className="bb-desk">
      <p className="bb-desk__authority">{authorityName}</p>
      <p>{texts.intro}</p>
      <ScanPanel onScan={(text) => void retrieve(text)} inputRef={scanField} />
      <div aria-live="polite">
        {state.kind === 'working' ? <LoadingState label={texts.working} /> : null}
      </div>
      {state.kind === 'failed' ? (
        <div className="bb-desk__failure">
          <Alert variant="error" title={texts.failureTitle}>
            <p>{state.failure.message}</p>
            {state.failure.hint ? <p>{state.failure.hint}</p> : null}
          </Alert>
          <Button variant="secondary" onClick={next}>
            {texts.photo.next}
          </Button>
        </div>
      ) : null}
      {state.kind === 'shown' ? <RetrievedPhoto photo={state.photo} onNext={next} /> : null}
    </AdminPage>
  );
}

/** The desk opens once the clerk has replaced the one-time password of the operator. */
function DeskGate({ onSignOut }: { onSignOut: (notice: string) => void }) {
  const { data: status, error, isError } = useGetClerkStatusQuery();
  if (isError) {
    return (
      <AdminPage title={texts.title}>
        <Alert variant="error">{isNetworkError(error) ? texts.network : texts.statusFailed}</Alert>
      </AdminPage>
    );
  }
  if (!status) return <LoadingState label={texts.checking} />;
  if (status.password_change_required) {
    return (
      <AdminPage title={operatorTexts.initialPassword.title}>
        <InitialPasswordForm onSignOut={onSignOut} intro={texts.initialPasswordIntro} />
      </AdminPage>
    );
  }
  return <Desk authorityName={status.authority.name} />;
}

/**
 * /Behoerde, the retrieval desk of authority clerks (ARCHITECTURE.md §8): clerks only, everybody
 * else to their own start page, without a session to /login (with the notice of why it ended).
 */
export default function AuthorityDeskPage() {
  const [farewell, setFarewell] = useState<string | null>(null);
  const toLogin = (
    <Navigate to={loginPath} replace state={farewell ? loginNotice(farewell) : undefined} />
  );
  return (
    <RequireSession allowed={['authority']} withoutSession={toLogin}>
      {() => <DeskGate onSignOut={setFarewell} />}
    </RequireSession>
  );
}
