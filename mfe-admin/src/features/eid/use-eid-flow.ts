import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { eidVerifiedChanged } from 'shared-ui/session/session-slice';
import { isNetworkError, serverMessage } from 'shared-ui/api/api-errors';
import type { EidDisplay, EidVerification } from 'shared-ui/contracts/eid-contract';
import { useStartEidMutation, useVerifyEidMutation } from './eid-api';
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

/**
 * The start's outcome: the provider's address; the message why not; or the public origin the
 * provider returns to, when this page was opened under another one.
 */
export type StartResult = { url: string } | { message: string } | { publicOrigin: string };

/**
 * The origin of the address the provider sends the person back to (the `redirect_uri` of its
 * authorization address, `${PUBLIC_URL}/adesso-redirect`), or null when it names none.
 */
export function providerReturnOrigin(authorizationUrl: string): string | null {
  try {
    const redirect = new URL(authorizationUrl).searchParams.get('redirect_uri');
    return redirect ? new URL(redirect).origin : null;
  } catch {
    return null;
  }
}

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
      if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
        return { message: eidTexts.invalidAnswer };
      }
      // Opened under another host name than the public one, the answer would arrive where this
      // page can neither read it nor find the session: say so instead of waiting for ever.
      const returnOrigin = providerReturnOrigin(url);
      if (returnOrigin && returnOrigin !== window.location.origin) {
        return { publicOrigin: returnOrigin };
      }
      return { url };
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
