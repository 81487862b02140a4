import { useEffect, useRef } from 'react';
import { Alert } from 'shared-ui/components/alert';
import type { ClerkStatus } from 'shared-ui/contracts/authorities-contract';
import { Button } from 'shared-ui/components/button';
import { LoadingState } from 'shared-ui/components/spinner';
import { AdminPage } from '../layout/admin-page';
import { OneTimePasswordGate } from '../operator/one-time-password-gate';
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

/**
 * /Behoerde, the retrieval desk of authority clerks (ARCHITECTURE.md §8): clerks only, everybody
 * else to their own start page, without a session to /login (with the notice of why it ended);
 * the desk opens once the clerk has replaced the one-time password of the operator.
 */
export default function AuthorityDeskPage() {
  return (
    <OneTimePasswordGate<ClerkStatus>
      allowed={['authority']}
      useStatus={useGetClerkStatusQuery}
      title={texts.title}
      texts={texts}
      intro={texts.initialPasswordIntro}
    >
      {(status) => <Desk authorityName={status.authority.name} />}
    </OneTimePasswordGate>
  );
}
