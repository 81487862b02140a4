import { errorBody, firstFieldError, firstText, serverUnreachable } from 'shared-ui/api/api-errors';
import { unverifiedDuplicateMarker } from 'shared-ui/contracts/registration-contract';
import { registrationTexts } from '../texts/ui-texts';

export type RegisterFailure =
  /** Registered but not verified: the server sent a new code, the visitor goes to verification. */
  | { kind: 'unverified'; message: string }
  /** Registered and verified: the visitor should sign in instead. */
  | { kind: 'verified'; message: string }
  | { kind: 'other'; message: string };

/** Maps the error answer of POST /photobooth/register/ to the messages of public-site.md §8. */
export function registerFailure(error: unknown): RegisterFailure {
  if (serverUnreachable(error)) {
    return { kind: 'other', message: registrationTexts.errors.network };
  }
  const body = errorBody(error);
  const user = body?.user;
  const userErrors =
    typeof user === 'object' && user !== null ? (user as Record<string, unknown>) : undefined;
  const emailErrors = userErrors?.email;
  const emailTexts = Array.isArray(emailErrors) ? emailErrors : [emailErrors];
  if (emailTexts.includes(unverifiedDuplicateMarker)) {
    return { kind: 'unverified', message: registrationTexts.errors.unverifiedDuplicate };
  }
  if (userErrors?.is_verified === true) {
    return { kind: 'verified', message: registrationTexts.errors.verifiedDuplicate };
  }
  if (firstText(emailErrors)) {
    return { kind: 'other', message: registrationTexts.errors.duplicate };
  }
  const specific = firstText(body?.owner_code) ?? firstText(body?.detail) ?? firstFieldError(error);
  return { kind: 'other', message: specific ?? registrationTexts.errors.duplicate };
}
