import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { eidVerifiedChanged } from 'shared-ui/session/session-slice';
import { isNetworkError, serverMessage } from 'shared-ui/api/api-errors';
import {
  useStartEidMutation,
  useVerifyEidMutation,
  type EidDisplay,
  type EidVerification,
} from './eid-api';
import { eidTexts } from './eid-texts';
import {
  verificationOutcome,
  type OutcomeTexts,
  type VerificationOutcome,
} from './provider-answer';

/** The failures of /EidVerifizierung (signed-in-area.md §8 "eID"). */
export const verificationPageTexts: OutcomeTexts = {
  failed: eidTexts.verificationFailed,
  invalid: eidTexts.invalidAnswer,
  unreachable: eidTexts.verificationError,
};

export type StartResult = { url: string } | { message: string };

/** Asks the server to begin a flow; the provider's address, or the message why not. */
export function useStartEid(): [(display: EidDisplay) => Promise<StartResult>, boolean] {
  const [startEid, { isLoading }] = useStartEidMutation();
  const start = useCallback(
    async (display: EidDisplay): Promise<StartResult> => {
      const result = await startEid({ display });
      if ('error' in result) {
        if (isNetworkError(result.error)) return { message: eidTexts.verificationError };
        return { message: serverMessage(result.error) ?? eidTexts.verificationFailed };
      }
      const url = result.data?.authorization_url;
      return typeof url === 'string' && /^https?:\/\//.test(url)
        ? { url }
        : { message: eidTexts.invalidAnswer };
    },
    [startEid],
  );
  return [start, isLoading];
}

/**
 * A code is redeemed only once (the server refuses a replay): every caller asking for the same
 * code shares the one request, also when React runs an effect twice.
 */
const redemptions = new Map<string, Promise<VerificationOutcome>>();

/** Sends the provider's code to the server; on success the session's eID flag turns true. */
export function useRedeemCode(
  texts: OutcomeTexts,
): (verification: EidVerification) => Promise<VerificationOutcome> {
  const [verifyEid] = useVerifyEidMutation();
  const dispatch = useDispatch();
  return useCallback(
    async (verification) => {
      let pending = redemptions.get(verification.code);
      if (!pending) {
        pending = Promise.resolve(verifyEid(verification)).then((result) =>
          verificationOutcome(result, texts),
        );
        redemptions.set(verification.code, pending);
      }
      const outcome = await pending;
      if (outcome.verified) dispatch(eidVerifiedChanged(true));
      return outcome;
    },
    [dispatch, texts, verifyEid],
  );
}
