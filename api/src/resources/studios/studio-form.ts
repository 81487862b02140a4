import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { validationMessages } from 'shared-ui/validation/messages';
import { ApiError } from '../../kernel/http/api-error';
import { nonFieldErrorsKey } from '../../kernel/http/validation-errors';
import type { FieldErrors } from '../../kernel/http/validation-errors';
import { studioEntryLabels } from './studio-entry';
import type { StoredTradeProof } from './trade-proof-storage';

/** A studio's multipart form, read once for the first submission and for a resubmission. */
export interface StudioForm {
  fields: Record<string, string>;
  proof: StoredTradeProof | null;
  /** The form broke off or exceeded a limit (number of files, fields, parts). */
  unreadable: boolean;
  /** A server-side failure while reading (e.g. the disk); answered with 500 after clean-up. */
  failure: unknown;
}

/**
 * Reads the multipart form: text fields into `fields`, the file `certificate_file` through
 * `store` (other files are read and dropped). A proof stored before a problem is still
 * reported, so the caller can remove it.
 */
export async function readStudioForm(
  request: FastifyRequest,
  store: (file: Readable, isTruncated: () => boolean) => Promise<StoredTradeProof>,
): Promise<StudioForm> {
  const form: StudioForm = { fields: {}, proof: null, unreadable: false, failure: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === 'certificate_file' && form.proof === null) {
        form.proof = await store(part.file, () => part.file.truncated);
      } else {
        part.file.resume();
        await new Promise((resolve) => part.file.once('end', resolve));
      }
    }
  } catch (error) {
    const { statusCode } = error as { statusCode?: unknown };
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      request.log.warn({ err: error }, 'Standort-Formular nicht lesbar');
      form.unreadable = true;
    } else {
      form.failure = error;
    }
  }
  return form;
}

/**
 * 400 of a refused studio form: the fields' errors and a summary under `non_field_errors`, the
 * field the registration page shows (public-site.md §7); no `detail`.
 */
export function studioFormRefused(errors: FieldErrors): ApiError {
  return ApiError.withBody(400, { ...errors, [nonFieldErrorsKey]: summaryOf(errors) });
}

/** One line per problem for `non_field_errors`; missing required fields as the spec's message. */
export function summaryOf(errors: FieldErrors): string[] {
  const summary: string[] = [];
  const missing = Object.values(errors).some((messages) =>
    messages.includes(validationMessages.required),
  );
  if (missing) summary.push(validationMessages.locationRequiredFields);
  for (const [field, messages] of Object.entries(errors)) {
    for (const message of messages) {
      if (message === validationMessages.required) continue;
      summary.push(
        field === 'certificate_file' ? message : `${studioEntryLabels[field] ?? field}: ${message}`,
      );
    }
  }
  return summary;
}
