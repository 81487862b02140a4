import { Type, type Static } from '@sinclair/typebox';
import { overrideReasonCodes } from '../photo-code/override-reasons';
import { literalUnion, nullable } from './schema-parts';

/**
 * The JSON of the photo transfer (docs/photo-transfer.md, ARCHITECTURE.md §8). The API validates
 * its answers against these schemas and builds them with their static types; the remotes import
 * only the types, so a change on one side that the other does not follow fails the type check.
 * Not here: the upload itself (multipart/form-data, §4) and the authority's retrieval (the
 * ciphertext as application/octet-stream with headers, §5) have no JSON body.
 */

/** Where a photo stands: stored, fetched by an authority, erased by the citizen, or expired. */
export const photoStatuses = ['gespeichert', 'abgerufen', 'gelöscht', 'abgelaufen'] as const;
export type PhotoStatus = (typeof photoStatuses)[number];
const PhotoStatusBody = literalUnion(photoStatuses);

/** The trail's events as operators read them; also the values of the photo_audit table. */
export const photoAuditEvents = [
  'hochgeladen',
  'abgerufen',
  'angesehen',
  'gelöscht',
  'abgelaufen',
] as const;
export type PhotoAuditEvent = (typeof photoAuditEvents)[number];

/** 201 / 200 of POST /api/photos/ (§4 "Answers"): `expires_at` is capture plus six months. */
export const StoredPhotoBody = Type.Object({
  id: Type.String(),
  location_id: nullable(Type.Integer()),
  captured_at: Type.String(),
  expires_at: Type.String(),
  status: PhotoStatusBody,
});
export type StoredPhoto = Static<typeof StoredPhotoBody>;

/** The query of GET /api/photos/: the company's transfers, newest first, page by page. */
export const PhotoTransferQuerystring = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  location_id: Type.Optional(Type.Integer({ minimum: 1 })),
  uploaded_by: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type PhotoTransferQuery = Static<typeof PhotoTransferQuerystring>;

/** One row of GET /api/photos/: never a key or an image. */
export const PhotoTransferBody = Type.Object({
  id: Type.String(),
  location_id: nullable(Type.Integer()),
  location_name: nullable(Type.String()),
  uploaded_by: Type.Object({ id: nullable(Type.Integer()), name: nullable(Type.String()) }),
  captured_at: Type.String(),
  expires_at: Type.String(),
  status: PhotoStatusBody,
  retrieval_count: Type.Integer(),
  last_retrieved_at: nullable(Type.String()),
  last_retrieved_by: nullable(Type.String()),
  override_reason: nullable(literalUnion(overrideReasonCodes)),
});
export type PhotoTransfer = Static<typeof PhotoTransferBody>;

/** GET /api/photos/. */
export const PhotoTransferPageBody = Type.Object({
  count: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  results: Type.Array(PhotoTransferBody),
});
export type PhotoTransferPage = Static<typeof PhotoTransferPageBody>;

/** One retrieval of a photo by an authority (§5), as the desk and the citizen see it. */
export const RetrievalBody = Type.Object({ authority: Type.String(), retrieved_at: Type.String() });
export type Retrieval = Static<typeof RetrievalBody>;

/** GET /api/authority/photos/{id}/retrievals/ (§5): earlier retrievals, newest first. */
export const RetrievalListBody = Type.Object({ retrievals: Type.Array(RetrievalBody) });
export type RetrievalList = Static<typeof RetrievalListBody>;

/** GET /api/public/photos/{id}/ (§5): the ciphertext and what the citizen may know about it. */
export const CitizenPhotoBody = Type.Object({
  id: Type.String(),
  captured_at: Type.String(),
  expires_at: Type.String(),
  status: PhotoStatusBody,
  studio: Type.Object({ name: Type.String(), address: Type.String() }),
  ciphertext: Type.String({ description: 'base64url' }),
  retrievals: Type.Array(RetrievalBody),
});
export type CitizenPhoto = Static<typeof CitizenPhotoBody>;

/** GET /api/operator/photos/{id}/trail/: what happened to a photo, never the image or its key. */
export const PhotoTrailBody = Type.Object({
  id: Type.String(),
  events: Type.Array(
    Type.Object({
      event: literalUnion(photoAuditEvents),
      at: Type.String(),
      actor: Type.String(),
    }),
  ),
});
export type PhotoTrail = Static<typeof PhotoTrailBody>;
