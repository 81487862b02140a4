import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  base64UrlDecode,
  isPhotoId,
  photoCiphertextMaxBytes,
  photoCiphertextMinBytes,
} from 'shared-ui/photo-code/photo-code';
import { isOverrideReason, overrideTextMaxLength } from 'shared-ui/photo-code/override-reasons';
import type { OverrideReason } from 'shared-ui/photo-code/override-reasons';
import type { ApiContext } from '../../kernel/api-deps';
import { ApiError, badRequest, conflict, payloadTooLarge } from '../../kernel/http/api-error';
import type { FieldErrors } from '../../kernel/http/validation-errors';
import { keyedHasher } from '../../kernel/security/secret-hashing';
import type { Account } from '../accounts/accounts';
import { cancellationMessages, endedContract } from '../billing/contract-cancellation';
import { billableEvents } from '../eid/schema';
import { studioLocations } from '../finder/schema';
import {
  blobKeyOf,
  capturedAtMaxAgeMs,
  capturedAtSkewMs,
  expiryOf,
  photoTransferPriceCents,
  sha256HexOf,
} from './photo-rules';
import { photoAudit, photos } from './schema';
import type { PhotoRow } from './schema';

export const photoUploadMessages = {
  notMultipart: 'Bitte senden Sie das Foto als multipart/form-data.',
  invalid: 'Das Foto konnte nicht gespeichert werden. Bitte prüfen Sie die markierten Angaben.',
  eidRequired:
    'Fotos können nur Personen senden, die sich mit dem Personalausweis (eID) identifiziert haben.',
  id: 'Bitte senden Sie eine UUID als Kennung des Fotos.',
  location: 'Dieser Standort gehört nicht zu Ihrem Unternehmen oder ist noch nicht freigegeben.',
  capturedAt: 'Bitte geben Sie den Aufnahmezeitpunkt im Format ISO 8601 an.',
  capturedInFuture: 'Der Aufnahmezeitpunkt liegt in der Zukunft. Bitte prüfen Sie die Uhrzeit.',
  capturedTooLongAgo: 'Fotos können nur bis 24 Stunden nach der Aufnahme gesendet werden.',
  proof: 'Der Nachweis (proof) fehlt oder ist kein base64url-kodierter HMAC-SHA256-Wert.',
  ciphertextMissing: 'Bitte senden Sie das verschlüsselte Foto als Datei „ciphertext“.',
  ciphertextTooSmall:
    'Die Datei ist kein verschlüsseltes Foto (IV ‖ AES-GCM-Chiffrat): sie ist zu klein.',
  ciphertextTooLarge: 'Das verschlüsselte Foto ist zu groß. Erlaubt sind höchstens 4 MB.',
  checkPassed: 'check_passed muss „true“ oder „false“ sein.',
  overrideReason:
    'Bitte geben Sie an, warum das Foto trotz nicht bestandener Prüfung gesendet wird.',
  overrideReasonUnexpected: 'Ein Grund wird nur bei nicht bestandener Prüfung angegeben.',
  overrideText: `Bitte beschreiben Sie den Grund in höchstens ${overrideTextMaxLength} Zeichen.`,
  conflict:
    'Unter dieser Kennung ist bereits ein anderes Foto gespeichert. Bitte erzeugen Sie einen neuen Code.',
} as const;

/** A checked upload, ready to be stored. */
export interface PhotoUpload {
  id: string;
  locationId: number;
  capturedAt: Date;
  proofHash: string;
  ciphertext: Uint8Array;
  ciphertextHash: string;
  checkPassed: boolean | null;
  overrideReason: OverrideReason | null;
  overrideText: string | null;
}

interface RawForm {
  fields: Record<string, string>;
  ciphertext: Uint8Array | null;
  ciphertextTruncated: boolean;
}

async function readRawForm(request: FastifyRequest): Promise<RawForm> {
  const form: RawForm = { fields: {}, ciphertext: null, ciphertextTruncated: false };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'ciphertext') continue;
      form.ciphertext = new Uint8Array(bytes);
      form.ciphertextTruncated = part.file.truncated;
    } else if (typeof part.value === 'string') {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}

/** Reads and checks the multipart form; throws 400/413 with German field errors. */
export async function readPhotoUpload(
  request: FastifyRequest,
  now: Date,
): Promise<Omit<PhotoUpload, 'locationId'> & { locationId: number }> {
  if (!request.isMultipart())
    throw new ApiError(415, 'not_multipart', photoUploadMessages.notMultipart);
  const form = await readRawForm(request);
  if (form.ciphertextTruncated) throw payloadTooLarge(photoUploadMessages.ciphertextTooLarge);
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] = [message];
    return null;
  };
  const text = (name: string) => form.fields[name]?.trim() ?? '';

  const id = isPhotoId(text('id')) ? text('id').toLowerCase() : fail('id', photoUploadMessages.id);
  const locationId = /^[0-9]{1,9}$/.test(text('location_id'))
    ? Number(text('location_id'))
    : fail('location_id', photoUploadMessages.location);
  const capturedAt = checkedCaptureTime(text('captured_at'), now, fail);
  const proof = base64UrlDecode(text('proof'));
  if (proof?.length !== 32) fail('proof', photoUploadMessages.proof);
  const ciphertext = form.ciphertext;
  if (!ciphertext || ciphertext.length === 0)
    fail('ciphertext', photoUploadMessages.ciphertextMissing);
  else if (ciphertext.length < photoCiphertextMinBytes) {
    fail('ciphertext', photoUploadMessages.ciphertextTooSmall);
  } else if (ciphertext.length > photoCiphertextMaxBytes) {
    throw payloadTooLarge(photoUploadMessages.ciphertextTooLarge);
  }
  const { checkPassed, overrideReason, overrideText } = checkedOverride(form.fields, fail);

  if (Object.keys(errors).length > 0 || id === null || locationId === null || !capturedAt) {
    throw badRequest(photoUploadMessages.invalid, errors);
  }
  return {
    id,
    locationId,
    capturedAt,
    proofHash: sha256HexOf(text('proof')),
    ciphertext: ciphertext!,
    ciphertextHash: sha256HexOf(ciphertext!),
    checkPassed,
    overrideReason,
    overrideText,
  };
}

const isoTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

function checkedCaptureTime(
  value: string,
  now: Date,
  fail: (field: string, message: string) => null,
): Date | null {
  const time = isoTimePattern.test(value) ? new Date(value) : null;
  if (!time || Number.isNaN(time.getTime()))
    return fail('captured_at', photoUploadMessages.capturedAt);
  if (time.getTime() > now.getTime() + capturedAtSkewMs) {
    return fail('captured_at', photoUploadMessages.capturedInFuture);
  }
  if (time.getTime() < now.getTime() - capturedAtMaxAgeMs) {
    return fail('captured_at', photoUploadMessages.capturedTooLongAgo);
  }
  return time;
}

function checkedOverride(
  fields: Record<string, string>,
  fail: (field: string, message: string) => null,
): Pick<PhotoUpload, 'checkPassed' | 'overrideReason' | 'overrideText'> {
  const none = { checkPassed: null, overrideReason: null, overrideText: null };
  const checkValue = fields.check_passed?.trim() ?? '';
  const reason = fields.override_reason?.trim() ?? '';
  const text = fields.override_text?.trim() ?? '';
  if (checkValue !== '' && checkValue !== 'true' && checkValue !== 'false') {
    fail('check_passed', photoUploadMessages.checkPassed);
    return none;
  }
  const checkPassed = checkValue === '' ? null : checkValue === 'true';
  if (checkPassed !== false) {
    if (reason || text) fail('override_reason', photoUploadMessages.overrideReasonUnexpected);
    return { ...none, checkPassed };
  }
  if (!isOverrideReason(reason)) {
    fail('override_reason', photoUploadMessages.overrideReason);
    return none;
  }
  const needsText = reason === 'other';
  if ((needsText && !text) || text.length > overrideTextMaxLength) {
    fail('override_text', photoUploadMessages.overrideText);
  }
  return { checkPassed, overrideReason: reason, overrideText: needsText ? text : null };
}

/** Studio staff may send photos only once identified with the eID (ARCHITECTURE.md §4, §8). */
export function assertMaySendPhotos(account: Account): void {
  if (!account.user.eidVerified)
    throw new ApiError(403, 'eid-required', photoUploadMessages.eidRequired);
}

/**
 * Stores an upload without leaving anything behind: the blob is written first under a key that
 * names id and content, then record, transfer event and audit entry in one transaction. A
 * failed or lost transaction removes its blob; a crash in between leaves a blob without record,
 * which the sweeper removes. Answers whether the photo was created (201) or already stored (200).
 */
export async function storePhotoUpload(
  deps: ApiContext,
  account: Account,
  upload: PhotoUpload,
): Promise<{ created: boolean; photo: PhotoRow }> {
  const db = deps.database.db;
  const company = account.company!;
  const [location] = await db
    .select()
    .from(studioLocations)
    .where(
      and(
        eq(studioLocations.id, upload.locationId),
        eq(studioLocations.companyId, company.id),
        eq(studioLocations.reviewStatus, 'approved'),
      ),
    );
  if (!location)
    throw badRequest(photoUploadMessages.invalid, { location_id: [photoUploadMessages.location] });

  const existing = await findPhoto(deps, upload.id);
  if (existing) return { created: false, photo: sameUpload(existing, upload, company.id) };
  // After a cancelled contract's end no new transfer is accepted, so none is billed (issue 19).
  const ended = await endedContract(db, company.id, deps.clock());
  if (ended) throw new ApiError(403, 'contract-ended', cancellationMessages.ended(ended.endsOn));

  const key = blobKeyOf(upload);
  await deps.blobStore.put(key, upload.ciphertext);
  const now = deps.clock();
  let stored: PhotoRow | null;
  try {
    stored = await db.transaction(async (tx) => {
      const [photo] = await tx
        .insert(photos)
        .values({
          id: upload.id,
          companyId: company.id,
          locationId: location.id,
          uploadedBy: account.user.id,
          uploaderPseudonym: uploaderPseudonym(deps, account),
          proofHash: upload.proofHash,
          ciphertextHash: upload.ciphertextHash,
          ciphertextBytes: upload.ciphertext.length,
          capturedAt: upload.capturedAt,
          expiresAt: expiryOf(upload.capturedAt),
          checkPassed: upload.checkPassed,
          overrideReason: upload.overrideReason,
          overrideText: upload.overrideText,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!photo) return null;
      await tx.insert(billableEvents).values({
        companyId: company.id,
        userId: account.user.id,
        kind: 'photo_transfer',
        amountCents: photoTransferPriceCents,
        photoId: photo.id,
        createdAt: now,
      });
      await tx.insert(photoAudit).values({
        photoId: photo.id,
        event: 'hochgeladen',
        actor: `${company.name} – ${location.name}`,
        at: now,
      });
      return photo;
    });
  } catch (error) {
    await removeUnrecordedBlob(deps, upload);
    throw error;
  }
  if (stored) return { created: true, photo: stored };
  // Another request stored this id first (concurrent upload).
  await removeUnrecordedBlob(deps, upload);
  const winner = await findPhoto(deps, upload.id);
  return { created: false, photo: sameUpload(winner!, upload, company.id) };
}

async function findPhoto(deps: ApiContext, id: string): Promise<PhotoRow | null> {
  const [photo] = await deps.database.db.select().from(photos).where(eq(photos.id, id));
  return photo ?? null;
}

/** The stored photo when the upload repeats it exactly; 409 for anything else under its id. */
function sameUpload(stored: PhotoRow, upload: PhotoUpload, companyId: number): PhotoRow {
  const same =
    stored.proofHash === upload.proofHash &&
    stored.ciphertextHash === upload.ciphertextHash &&
    stored.companyId === companyId &&
    !stored.erasedAt &&
    !stored.expiredAt;
  if (!same) throw conflict(photoUploadMessages.conflict);
  return stored;
}

/** Removes the upload's blob unless a record names it (the same bytes stored by a twin request). */
async function removeUnrecordedBlob(deps: ApiContext, upload: PhotoUpload): Promise<void> {
  const recorded = await findPhoto(deps, upload.id);
  if (recorded && recorded.ciphertextHash === upload.ciphertextHash) return;
  await deps.blobStore.delete(blobKeyOf(upload));
}

/**
 * The uploader's pseudonym for authorities (PassDEÜV § 1b (2)): stable per person, keyed with a
 * server secret, never the name. Derived from the eID pseudonym the identification stored;
 * until a person has one, from the account id.
 */
function uploaderPseudonym(deps: ApiContext, account: Account): string {
  const hash = keyedHasher(deps.config, 'uploader-pseudonym');
  const source = account.user.eidPseudonym ?? `account:${account.user.id}`;
  return hash(source).slice(0, 32);
}
