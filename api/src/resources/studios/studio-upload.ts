import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationMessages } from 'shared-ui/validation/messages';
import type { AppConfig } from '../../kernel/config/config';
import { nonFieldErrorsKey } from '../../kernel/http/validation-errors';
import { ApiError } from '../../kernel/http/api-error';
import { readStudioForm } from './studio-form';
import type { StudioForm } from './studio-form';
import { removeTradeProof, storeTradeProof, tradeProofMaxBytes } from './trade-proof-storage';
import type { StoredTradeProof } from './trade-proof-storage';

/**
 * The multipart upload of a studio with its trade proof, shared by the first submission
 * (`POST registered-shops/`) and the resubmission of a rejected location: same limits, same
 * answers, same clean-up of a proof stored before the form failed.
 */
export const studioUploadMessages = {
  notMultipart: 'Bitte senden Sie die Angaben als multipart/form-data.',
  unreadable: 'Die Anfrage konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
  tooLarge: 'Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.',
} as const;

/**
 * Registers @fastify/multipart in the calling route plugin's scope. An oversized file is cut
 * off instead of thrown, so the rest of the form is still read and the answer names the file.
 */
export async function registerStudioUpload(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: tradeProofMaxBytes, files: 1, fields: 20, fieldSize: 4096, parts: 21 },
  });
}

/** A form that was read; `discardProof` removes its stored proof when the request fails after all. */
export interface StudioUpload {
  fields: StudioForm['fields'];
  proof: StoredTradeProof | null;
  /** Key of the stored proof, null when none was sent or it was refused. */
  storedKey: string | null;
  discardProof: () => Promise<void>;
}

/**
 * Reads the studio form of `companyId`, storing its proof. Throws 415 when the request is not
 * multipart and 400 when the form cannot be read (both with `non_field_errors` alone, the
 * field the registration page reads); a server-side failure is thrown after the stored proof is
 * removed.
 */
export async function receiveStudioUpload(
  request: FastifyRequest,
  config: AppConfig,
  companyId: number,
): Promise<StudioUpload> {
  if (!request.isMultipart()) {
    throw ApiError.withBody(415, { [nonFieldErrorsKey]: [studioUploadMessages.notMultipart] });
  }
  const form = await readStudioForm(request, (file, isTruncated) =>
    storeTradeProof(config, companyId, file, isTruncated),
  );
  const storedKey = form.proof?.stored ? form.proof.key : null;
  const discardProof = async () => {
    if (storedKey) await removeTradeProof(config, storedKey);
  };
  if (form.failure) {
    await discardProof();
    throw form.failure;
  }
  if (form.unreadable) {
    await discardProof();
    throw ApiError.withBody(400, { [nonFieldErrorsKey]: [studioUploadMessages.unreadable] });
  }
  return { fields: form.fields, proof: form.proof, storedKey, discardProof };
}

/** The `certificate_file` error for a proof that was sent but not stored. */
export function refusedProofMessage(problem: 'not-pdf' | 'too-large'): string {
  return problem === 'too-large' ? studioUploadMessages.tooLarge : validationMessages.pdfOnly;
}
