import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { and, count, desc, eq, inArray, max } from 'drizzle-orm';
import {
  CitizenPhotoBody,
  PhotoTrailBody,
  PhotoTransferPageBody,
  PhotoTransferQuerystring,
  RetrievalListBody,
  StoredPhotoBody,
  type CitizenPhoto,
  type PhotoTrail,
  type PhotoTransfer,
  type PhotoTransferPage,
  type Retrieval,
  type RetrievalList,
  type StoredPhoto,
} from 'shared-ui/contracts/photos-contract';
import { base64UrlEncode, photoCiphertextMaxBytes } from 'shared-ui/photo-code/photo-code';
import type { ApiContext, ApiRoutes } from '../../kernel/api-deps';
import { bearerSecurity, requireUser, signedInAccount } from '../sessions/require-user';
import { ApiError, notFound } from '../../kernel/http/api-error';
import { DetailBody } from '../../kernel/http/responses';
import { users } from '../accounts/schema';
import { authorities } from '../authorities/schema';
import { authorityCaller, requireAuthorityFirst } from '../authorities/require-authority';
import { studioLocations } from '../finder/schema';
import { photoByProof } from './photo-access';
import { endPhoto } from './photo-ending';
import { startPhotoSweeper } from './photo-sweeper';
import { blobKeyOf, statusOf } from './photo-rules';
import { assertMaySendPhotos, readPhotoUpload, storePhotoUpload } from './photo-upload';
import { photoAudit, photoRetrievals, photos } from './schema';
import type { PhotoRow } from './schema';

/** The actor of the citizen's events in the audit trail. */
export const citizenActor = 'Bürgerin/Bürger';

const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
const ProofHeaders = Type.Object({
  'x-photo-proof': Type.Optional(Type.String({ description: 'Nachweis des Codebesitzes' })),
});

/**
 * The authority's retrieval answers bytes with headers (docs/photo-transfer.md §5), not JSON; the
 * JSON bodies are the contract with the remotes in `shared-ui/contracts/photos-contract`.
 */
const CiphertextBody = Type.Unknown({
  description: 'application/octet-stream: IV ‖ AES-GCM-Chiffrat',
});

export const photosRoutes: ApiRoutes = async (app, deps) => {
  const db = deps.database.db;

  // Expiry and orphan clean-up run from app start until close (several processes: one at a time).
  let sweeper: { stop: () => Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    sweeper = startPhotoSweeper(deps, app.log);
  });
  app.addHook('onClose', async () => {
    await sweeper?.stop();
  });

  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: photoCiphertextMaxBytes + 1,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 11,
    },
  });

  const retrievalsOf = async (photoId: string) =>
    db
      .select({ authority: authorities.name, retrievedAt: photoRetrievals.retrievedAt })
      .from(photoRetrievals)
      .innerJoin(authorities, eq(authorities.id, photoRetrievals.authorityId))
      .where(eq(photoRetrievals.photoId, photoId))
      .orderBy(desc(photoRetrievals.retrievedAt), desc(photoRetrievals.id));

  const photoBody = async (photo: PhotoRow): Promise<StoredPhoto> => {
    const retrievals = await retrievalsOf(photo.id);
    return {
      id: photo.id,
      location_id: photo.locationId,
      captured_at: photo.capturedAt.toISOString(),
      expires_at: photo.expiresAt.toISOString(),
      status: statusOf(photo, retrievals.length),
    };
  };

  app.post(
    '/photos/',
    {
      preHandler: requireUser(deps, { roles: ['owner', 'manager', 'employee'] }),
      schema: {
        tags: ['Fotos'],
        summary: 'Verschlüsseltes Foto hochladen',
        description:
          'multipart/form-data: id (UUID), location_id, captured_at (ISO 8601), proof (base64url), ciphertext (Datei: IV ‖ AES-GCM, höchstens 4 MB), optional check_passed, override_reason, override_text. Nur eID-identifizierte Personen, freigegebene Standorte des eigenen Unternehmens. Dieselbe Übertragung erneut: 200; anderes Foto unter derselben id: 409. Siehe docs/photo-transfer.md.',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        response: {
          200: StoredPhotoBody,
          201: StoredPhotoBody,
          400: DetailBody,
          401: DetailBody,
          403: DetailBody,
          409: DetailBody,
          413: DetailBody,
          415: DetailBody,
        },
      },
    },
    async (request, reply) => {
      const account = signedInAccount(request);
      assertMaySendPhotos(account);
      const upload = await readPhotoUpload(request, deps.clock());
      const { created, photo } = await storePhotoUpload(deps, account, upload);
      return reply.code(created ? 201 : 200).send(await photoBody(photo));
    },
  );

  app.get(
    '/photos/',
    {
      preHandler: requireUser(deps, { roles: ['owner', 'manager', 'employee'] }),
      schema: {
        tags: ['Fotos'],
        summary: 'Übertragene Fotos des Unternehmens',
        description:
          'Inhaber und Manager: alle Fotos des Unternehmens; Mitarbeitende: nur eigene. Neueste zuerst, seitenweise. Nie ein Schlüssel oder Bild.',
        security: bearerSecurity,
        querystring: PhotoTransferQuerystring,
        response: { 200: PhotoTransferPageBody, 401: DetailBody, 403: DetailBody },
      },
    },
    async (request): Promise<PhotoTransferPage> => {
      const { user, company } = signedInAccount(request);
      const { page = 1, page_size: pageSize = 20, location_id, uploaded_by } = request.query;
      const conditions = [eq(photos.companyId, company!.id)];
      if (user.userType === 'employee') conditions.push(eq(photos.uploadedBy, user.id));
      if (location_id) conditions.push(eq(photos.locationId, location_id));
      if (uploaded_by) conditions.push(eq(photos.uploadedBy, uploaded_by));
      const where = and(...conditions);
      const [total] = await db.select({ value: count() }).from(photos).where(where);
      const rows = await db
        .select({
          photo: photos,
          locationName: studioLocations.name,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(photos)
        .leftJoin(studioLocations, eq(studioLocations.id, photos.locationId))
        .leftJoin(users, eq(users.id, photos.uploadedBy))
        .where(where)
        .orderBy(desc(photos.createdAt), desc(photos.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const summaries = await retrievalSummaries(
        deps,
        rows.map((row) => row.photo.id),
      );
      return {
        count: total?.value ?? 0,
        page,
        page_size: pageSize,
        results: rows.map(({ photo, locationName, firstName, lastName }): PhotoTransfer => {
          const summary = summaries.get(photo.id);
          return {
            id: photo.id,
            location_id: photo.locationId,
            location_name: locationName,
            uploaded_by: {
              id: photo.uploadedBy,
              name: firstName === null ? null : `${firstName} ${lastName}`,
            },
            captured_at: photo.capturedAt.toISOString(),
            expires_at: photo.expiresAt.toISOString(),
            status: statusOf(photo, summary?.count ?? 0),
            retrieval_count: summary?.count ?? 0,
            last_retrieved_at: summary?.lastAt?.toISOString() ?? null,
            last_retrieved_by: summary?.lastBy ?? null,
            override_reason: photo.overrideReason,
          };
        }),
      };
    },
  );

  app.get(
    '/authority/photos/:id/',
    {
      preHandler: requireAuthorityFirst(deps),
      schema: {
        tags: ['Behörden'],
        summary: 'Foto abrufen (Chiffrat)',
        description:
          'Behördenkonto (Bearer) oder X-Authority-Key, dazu X-Photo-Proof. Antwort: application/octet-stream (IV ‖ AES-GCM) mit Kopfzeilen X-Photo-Captured-At, X-Photo-Expires-At, X-Studio-Name, X-Studio-Address, X-Uploader-Pseudonym, X-Photo-Retrieval-Count (Werte mit encodeURIComponent kodiert). Jeder Abruf wird protokolliert. Unbekannte id oder falscher Nachweis: 404; gelöscht oder abgelaufen: 410.',
        security: [...bearerSecurity, { authorityKey: [] }],
        params: IdParams,
        headers: ProofHeaders,
        response: {
          200: CiphertextBody,
          401: DetailBody,
          403: DetailBody,
          404: DetailBody,
          410: DetailBody,
          429: DetailBody,
        },
      },
    },
    async (request, reply) => {
      const caller = authorityCaller(request);
      const photo = await photoByProof(deps, request, request.params.id);
      const ciphertext = await deps.blobStore.get(blobKeyOf(photo));
      if (!ciphertext) throw missingBlob(photo);
      const studio = await studioOf(deps, photo);
      const now = deps.clock();
      const earlier = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ value: count() })
          .from(photoRetrievals)
          .where(eq(photoRetrievals.photoId, photo.id));
        await tx.insert(photoRetrievals).values({
          photoId: photo.id,
          authorityId: caller.authorityId,
          clerkId: caller.clerkId,
          apiKeyId: caller.apiKeyId,
          retrievedAt: now,
        });
        await tx
          .insert(photoAudit)
          .values({ photoId: photo.id, event: 'abgerufen', actor: caller.authorityName, at: now });
        return before?.value ?? 0;
      });
      return reply
        .code(200)
        .header('x-photo-captured-at', photo.capturedAt.toISOString())
        .header('x-photo-expires-at', photo.expiresAt.toISOString())
        .header('x-studio-name', encodeURIComponent(studio.name))
        .header('x-studio-address', encodeURIComponent(studio.address))
        .header('x-uploader-pseudonym', encodeURIComponent(photo.uploaderPseudonym ?? ''))
        .header('x-photo-retrieval-count', String(earlier))
        .header('cache-control', 'no-store')
        .type('application/octet-stream')
        .send(Buffer.from(ciphertext));
    },
  );

  app.get(
    '/authority/photos/:id/retrievals/',
    {
      preHandler: requireAuthorityFirst(deps),
      schema: {
        tags: ['Behörden'],
        summary: 'Frühere Abrufe eines Fotos',
        description:
          'Behördenkonto oder X-Authority-Key, dazu X-Photo-Proof. Neueste zuerst; diese Abfrage wird nicht als Abruf gezählt.',
        security: [...bearerSecurity, { authorityKey: [] }],
        params: IdParams,
        headers: ProofHeaders,
        response: {
          200: RetrievalListBody,
          401: DetailBody,
          403: DetailBody,
          404: DetailBody,
          410: DetailBody,
          429: DetailBody,
        },
      },
    },
    async (request): Promise<RetrievalList> => {
      const photo = await photoByProof(deps, request, request.params.id);
      return { retrievals: retrievalBodies(await retrievalsOf(photo.id)) };
    },
  );

  app.get(
    '/public/photos/:id/',
    {
      schema: {
        tags: ['Bürgerinnen und Bürger'],
        summary: 'Eigenes Foto ansehen (mit dem Code)',
        description:
          'Nur X-Photo-Proof, kein Konto. Antwort mit Chiffrat (base64url), Gültigkeit, Studio und Abrufen; entschlüsselt wird im Browser. Unbekannt oder falscher Nachweis: 404; gelöscht oder abgelaufen: 410.',
        params: IdParams,
        headers: ProofHeaders,
        response: {
          200: CitizenPhotoBody,
          404: DetailBody,
          410: DetailBody,
          429: DetailBody,
        },
      },
    },
    async (request, reply): Promise<CitizenPhoto> => {
      const photo = await photoByProof(deps, request, request.params.id);
      const ciphertext = await deps.blobStore.get(blobKeyOf(photo));
      if (!ciphertext) throw missingBlob(photo);
      const retrievals = await retrievalsOf(photo.id);
      const studio = await studioOf(deps, photo);
      await db
        .insert(photoAudit)
        .values({ photoId: photo.id, event: 'angesehen', actor: citizenActor, at: deps.clock() });
      reply.header('cache-control', 'no-store');
      return {
        id: photo.id,
        captured_at: photo.capturedAt.toISOString(),
        expires_at: photo.expiresAt.toISOString(),
        status: statusOf(photo, retrievals.length),
        studio,
        ciphertext: base64UrlEncode(ciphertext),
        retrievals: retrievalBodies(retrievals),
      };
    },
  );

  app.delete(
    '/public/photos/:id/',
    {
      schema: {
        tags: ['Bürgerinnen und Bürger'],
        summary: 'Eigenes Foto sofort löschen (DSGVO Art. 17)',
        description:
          'Nur X-Photo-Proof. Das Chiffrat wird sofort gelöscht; es bleibt ein Eintrag ohne personenbezogene Daten, dass es gelöscht wurde. Erneut: 410.',
        params: IdParams,
        headers: ProofHeaders,
        response: { 204: Type.Null(), 404: DetailBody, 410: DetailBody, 429: DetailBody },
      },
    },
    async (request, reply) => {
      const photo = await photoByProof(deps, request, request.params.id);
      await endPhoto(deps, photo, 'gelöscht', citizenActor);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/operator/photos/:id/trail/',
    {
      preHandler: requireUser(deps, { roles: ['operator'] }),
      schema: {
        tags: ['Betrieb'],
        summary: 'Protokoll eines Fotos',
        description:
          'Nur Betreiber. Ereignisse hochgeladen, abgerufen, angesehen, gelöscht, abgelaufen mit Zeit und Handelndem; nie Bild oder Schlüssel. Ohne Einträge: 404.',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: PhotoTrailBody, 401: DetailBody, 403: DetailBody, 404: DetailBody },
      },
    },
    async (request): Promise<PhotoTrail> => {
      const id = request.params.id.toLowerCase();
      const events = /^[0-9a-f-]{36}$/.test(id)
        ? await db
            .select()
            .from(photoAudit)
            .where(eq(photoAudit.photoId, id))
            .orderBy(photoAudit.at, photoAudit.id)
        : [];
      if (events.length === 0) throw notFound('Zu dieser Kennung gibt es kein Protokoll.');
      return {
        id,
        events: events.map((entry) => ({
          event: entry.event,
          at: entry.at.toISOString(),
          actor: entry.actor,
        })),
      };
    },
  );
};

function retrievalBodies(rows: { authority: string; retrievedAt: Date }[]): Retrieval[] {
  return rows.map((row) => ({
    authority: row.authority,
    retrieved_at: row.retrievedAt.toISOString(),
  }));
}

async function retrievalSummaries(
  deps: ApiContext,
  photoIds: string[],
): Promise<Map<string, { count: number; lastAt: Date | null; lastBy: string | null }>> {
  const summaries = new Map<
    string,
    { count: number; lastAt: Date | null; lastBy: string | null }
  >();
  if (photoIds.length === 0) return summaries;
  const db = deps.database.db;
  const counts = await db
    .select({
      photoId: photoRetrievals.photoId,
      value: count(),
      lastAt: max(photoRetrievals.retrievedAt),
    })
    .from(photoRetrievals)
    .where(inArray(photoRetrievals.photoId, photoIds))
    .groupBy(photoRetrievals.photoId);
  const latest = await db
    .selectDistinctOn([photoRetrievals.photoId], {
      photoId: photoRetrievals.photoId,
      authority: authorities.name,
    })
    .from(photoRetrievals)
    .innerJoin(authorities, eq(authorities.id, photoRetrievals.authorityId))
    .where(inArray(photoRetrievals.photoId, photoIds))
    .orderBy(photoRetrievals.photoId, desc(photoRetrievals.retrievedAt), desc(photoRetrievals.id));
  const lastBy = new Map(latest.map((row) => [row.photoId, row.authority]));
  for (const row of counts) {
    summaries.set(row.photoId, {
      count: row.value,
      lastAt: row.lastAt,
      lastBy: lastBy.get(row.photoId) ?? null,
    });
  }
  return summaries;
}

/** Studio name and postal address of the photo's location, as the authority sees them. */
async function studioOf(
  deps: ApiContext,
  photo: PhotoRow,
): Promise<{ name: string; address: string }> {
  const [location] = photo.locationId
    ? await deps.database.db
        .select()
        .from(studioLocations)
        .where(eq(studioLocations.id, photo.locationId))
    : [];
  if (!location) return { name: '', address: '' };
  return {
    name: location.name,
    address: `${location.address}, ${location.zipcode} ${location.city}`,
  };
}

/** A stored record whose blob is gone is a fault of the store, not of the caller. */
function missingBlob(photo: PhotoRow): ApiError {
  return new ApiError(
    500,
    'photo-blob-missing',
    `Das Foto ${photo.id} ist im Speicher nicht auffindbar. Bitte wenden Sie sich an den Betreiber.`,
  );
}
