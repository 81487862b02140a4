import { useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { Alert } from 'shared-ui/components/alert';
import { buttonClassName } from 'shared-ui/components/button';
import { selectUserType } from 'shared-ui/session/session-slice';
import { LoadingState } from 'shared-ui/components/spinner';
import type { EidVerification } from 'shared-ui/contracts/eid-contract';
import { AdminPage } from '../layout/admin-page';
import { dashboardPath } from '../session-guard/dashboard-path';
import { eidTexts as texts, eidVerificationPath } from './eid-texts';
import { isEidPopup } from './popup-watcher';
import { readProviderAnswer, type OutcomeTexts, type VerificationOutcome } from './provider-answer';
import { useRedeemCode } from './use-eid-flow';
import './eid.css';

/** The failures of the return page (signed-in-area.md §8 "Redirect page"). */
const redirectPageTexts: OutcomeTexts = {
  failed: texts.serverFailed,
  invalid: texts.invalidAnswer,
  unreachable: texts.serverUnreachable,
};

function CodeRedemption({ verification }: { verification: EidVerification }) {
  const redeem = useRedeemCode(redirectPageTexts);
  // Signed in (the same tab that started the flow on a phone): success leads to the dashboard.
  const userType = useSelector(selectUserType);
  const [outcome, setOutcome] = useState<VerificationOutcome | null>(null);
  useEffect(() => {
    let shown = true;
    void redeem(verification).then((result) => {
      if (shown) setOutcome(result);
    });
    return () => {
      shown = false;
    };
  }, [redeem, verification]);
  if (!outcome) return <LoadingState label={texts.verifying} />;
  return (
    <Alert variant={outcome.verified ? 'success' : 'error'}>
      <p className="bb-eid__message">{outcome.message}</p>
      {outcome.verified && userType ? (
        <p>
          <Link to={dashboardPath(userType)} className={buttonClassName('primary')}>
            {texts.toDashboard}
          </Link>
        </p>
      ) : null}
    </Alert>
  );
}

/**
 * /adesso-redirect, where the provider sends the person back with code (and state, iss) or
 * error and error_description. In the desktop popup the opening page redeems the code.
 */
export default function EidRedirectPage() {
  const { search } = useLocation();
  const answer = useMemo(() => readProviderAnswer(search), [search]);
  const [inPopup] = useState(isEidPopup);

  let content;
  if (answer.kind === 'none') content = <Alert variant="info">{texts.waiting}</Alert>;
  else if (answer.kind === 'error') {
    content = (
      <Alert variant="error" title={texts.authenticationFailed}>
        <p className="bb-eid__message">{answer.description ?? answer.error}</p>
      </Alert>
    );
  } else if (inPopup) content = <Alert variant="info">{texts.finishingInOpener}</Alert>;
  else content = <CodeRedemption verification={answer.verification} />;

  return (
    <AdminPage
      title={texts.title}
      back={{ to: eidVerificationPath, label: texts.backToEid }}
      className="bb-eid"
    >
      {content}
    </AdminPage>
  );
}
