import {
  errorBody,
  firstFieldError,
  httpStatus,
  isNetworkError,
  serverMessage,
} from 'shared-ui/api/api-errors';
import { workplaceTexts } from './workplace-texts';

const texts = workplaceTexts.failures;

/** What the workplace does after a refused or lost upload. */
export interface UploadFailure {
  message: string;
  /** Lost on the way: the same upload (same id, proof and ciphertext) may be sent again. */
  retrySame: boolean;
  /** The id is taken by another photo: the next attempt needs a new code. */
  newCode: boolean;
  /** The person must confirm the identity first. */
  needsEid: boolean;
}

const failure = (message: string, extra: Partial<UploadFailure> = {}): UploadFailure => ({
  message,
  retrySame: false,
  newCode: false,
  needsEid: false,
  ...extra,
});

/**
 * A clear German message for every refusal of POST /api/photos/ (docs/photo-transfer.md §4):
 * the server's `code` decides, its `detail` or field message is shown where it says more.
 */
export function uploadFailure(error: unknown): UploadFailure {
  if (isNetworkError(error)) return failure(texts.network, { retrySame: true });
  const status = httpStatus(error);
  const code = errorBody(error)?.code;
  if (status === 409) return failure(texts.conflict, { newCode: true });
  if (status === 403 && code === 'eid-required')
    return failure(texts.eidRequired, { needsEid: true });
  if (status === 403) return failure(serverMessage(error) ?? texts.unknown);
  if (status === 401) return failure(texts.unauthorized);
  if (status === 413) return failure(texts.tooLarge);
  if (status === 400) {
    const fields = errorBody(error) ?? {};
    if ('location_id' in fields) return failure(texts.location);
    if ('captured_at' in fields)
      return failure(
        firstFieldError({ data: { captured_at: fields.captured_at } }) ?? texts.capturedTooLongAgo,
      );
    return failure(
      firstFieldError({ data: stripDetail(fields) }) ?? serverMessage(error) ?? texts.unknown,
    );
  }
  if (status !== undefined && status >= 500) return failure(texts.server, { retrySame: true });
  return failure(serverMessage(error) ?? texts.unknown);
}

function stripDetail(fields: Record<string, unknown>): Record<string, unknown> {
  const { detail: _detail, code: _code, ...rest } = fields;
  return rest;
}
