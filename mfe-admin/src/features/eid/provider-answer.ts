import { isNetworkError, serverMessage } from 'shared-ui/api/api-errors';
import type { EidVerification, EidVerified } from 'shared-ui/contracts/eid-contract';

/** What the provider appended to the return address /adesso-redirect. */
export type ProviderAnswer =
  | { kind: 'code'; verification: EidVerification }
  | { kind: 'error'; error: string; description: string | null }
  | { kind: 'none' };

/** Reads code, state and iss, or error and error_description, from a query string. */
export function readProviderAnswer(search: string): ProviderAnswer {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  if (error) return { kind: 'error', error, description: params.get('error_description') };
  const code = params.get('code');
  if (!code) return { kind: 'none' };
  const verification: EidVerification = { code };
  const state = params.get('state');
  const iss = params.get('iss');
  if (state) verification.state = state;
  if (iss) verification.iss = iss;
  return { kind: 'code', verification };
}

export type VerificationOutcome =
  { verified: true; message: string } | { verified: false; message: string };

/** The fallback texts of one page: the two pages word failures differently (spec §8). */
export interface OutcomeTexts {
  /** An error answer without a message of its own. */
  failed: string;
  /** A success answer that does not say the person is verified. */
  invalid: string;
  /** No answer at all. */
  unreachable: string;
}

/** The result of POST eid-verify as the message to show. */
export function verificationOutcome(
  result: { data: EidVerified } | { error: unknown },
  texts: OutcomeTexts,
): VerificationOutcome {
  if ('error' in result) {
    if (isNetworkError(result.error)) return { verified: false, message: texts.unreachable };
    return { verified: false, message: serverMessage(result.error) ?? texts.failed };
  }
  const { message, EID_verified: verified } = result.data ?? {};
  if (verified !== true || typeof message !== 'string' || !message.trim()) {
    return { verified: false, message: texts.invalid };
  }
  return { verified: true, message };
}
