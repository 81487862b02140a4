import { firstErrorOf, isNetworkError } from 'shared-ui/api/api-errors';
import { loginTexts as texts } from './login-texts';

/** The reason a failed sign-in gives: the server's wording, else the spec's general text. */
export function loginFailure(error: unknown): string {
  if (isNetworkError(error)) return texts.network;
  return firstErrorOf(error, ['detail', 'message', 'non_field_errors']) ?? texts.failed;
}
