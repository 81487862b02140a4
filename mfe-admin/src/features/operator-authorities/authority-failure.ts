import { firstErrorOf, isNetworkError } from 'shared-ui/api/api-errors';
import { operatorTexts } from '../operator/operator-texts';

/** The field's message of the server, else its `detail`, else the page's own text. */
export function authorityFailure(error: unknown, fields: readonly string[], fallback: string) {
  if (isNetworkError(error)) return operatorTexts.console.network;
  return firstErrorOf(error, [...fields, 'detail']) ?? fallback;
}
