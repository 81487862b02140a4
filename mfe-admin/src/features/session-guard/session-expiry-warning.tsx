import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { Modal } from 'shared-ui/components/modal';
import { continueSession } from 'shared-ui/session/session-effects';
import { sessionWarningLeadMs } from 'shared-ui/session/session-lifetime';
import { sessionEnded, signedOut } from 'shared-ui/session/session-slice';
import { selectSessionExpiresAt } from 'shared-ui/session/session-status-slice';
import { loginPath } from './dashboard-path';
import { sessionTexts } from './session-texts';

/**
 * "Angemeldet bleiben": shortly before the log-in runs out unused, the page asks; staying
 * refreshes it (by cookie). When the end comes, the cookie is tried once more (another tab may
 * have used the log-in meanwhile) before the session ends and the login dialog takes over.
 */
export function SessionExpiryWarning() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const expiresAt = useSelector(selectSessionExpiresAt);
  const [warnedFor, setWarnedFor] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (expiresAt === null) return undefined;
    const now = Date.now();
    const warn = setTimeout(
      () => setWarnedFor(expiresAt),
      Math.max(0, expiresAt - sessionWarningLeadMs - now),
    );
    const end = setTimeout(
      () => {
        void continueSession(dispatch).then((result) => {
          if (result === 'unreachable') dispatch(sessionEnded());
        });
      },
      Math.max(0, expiresAt - now),
    );
    return () => {
      clearTimeout(warn);
      clearTimeout(end);
    };
  }, [dispatch, expiresAt]);

  async function stay() {
    setProblem(null);
    if ((await continueSession(dispatch)) === 'unreachable') setProblem(sessionTexts.stayFailed);
  }

  const open = warnedFor !== null && warnedFor === expiresAt;
  return (
    <Modal
      open={open}
      title={sessionTexts.expiringTitle}
      onClose={() => void stay()}
      closeLabel={null}
      actions={
        <>
          <Button type="button" onClick={() => void stay()}>
            {sessionTexts.stayButton}
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              void navigate(loginPath);
              dispatch(signedOut());
            }}
          >
            {sessionTexts.signOutButton}
          </Button>
        </>
      }
    >
      <p>{sessionTexts.expiringText}</p>
      {problem ? <Alert variant="error">{problem}</Alert> : null}
    </Modal>
  );
}
