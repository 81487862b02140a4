import { useState } from 'react';
import { serverMessage } from 'shared-ui/api/api-errors';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { useCancelContractMutation, useGetContractQuery } from './billing-api';
import { billingTexts as texts } from './billing-texts';

/**
 * The contract: the notice period (14 days to the end of a month), a cancellation given with
 * its last day, or the button that gives one after a confirmation. The server decides the end.
 */
export function ContractSection() {
  const { data, isLoading, isError } = useGetContractQuery();
  const [cancelContract, { isLoading: cancelling }] = useCancelContractMutation();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function cancel() {
    setResult(null);
    try {
      const answer = await cancelContract().unwrap();
      setResult({ ok: true, text: answer.message ?? '' });
    } catch (error) {
      setResult({ ok: false, text: serverMessage(error) ?? texts.cancelFailed });
    }
    setConfirming(false);
  }

  return (
    <section aria-labelledby="bb-billing-contract" className="bb-billing__section">
      <h2 id="bb-billing-contract">{texts.contractHeading}</h2>
      {isLoading ? <p role="status">{texts.loading}</p> : null}
      {isError ? <Alert variant="error">{texts.loadFailed}</Alert> : null}
      {data ? (
        <>
          <p>{data.terms}</p>
          {data.cancellation ? (
            <p>{data.cancellation.text}</p>
          ) : confirming ? (
            <div role="group" aria-label={texts.confirmCancel}>
              <p>
                {texts.confirmCancel} {data.if_cancelled_today}
              </p>
              <Button
                variant="primary"
                onClick={() => void cancel()}
                disabled={cancelling}
                aria-busy={cancelling || undefined}
              >
                {cancelling ? texts.cancelling : texts.confirmYes}
              </Button>{' '}
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {texts.confirmNo}
              </Button>
            </div>
          ) : (
            <>
              <p>{data.if_cancelled_today}</p>
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {texts.cancel}
              </Button>
            </>
          )}
        </>
      ) : null}
      {result ? <Alert variant={result.ok ? 'success' : 'error'}>{result.text}</Alert> : null}
    </section>
  );
}
