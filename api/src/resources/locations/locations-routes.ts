import { Type } from '@sinclair/typebox';
import {
  DeletedShopBody,
  LocationDetailsBody,
  ShopBody,
  UploadedCertificateBody,
  type DeletedShop,
  type UploadedCertificate,
} from 'shared-ui/contracts/studios-contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiRoutes } from '../../kernel/api-deps';
import { authenticationHook } from '../../kernel/auth/authentication-first';
import { bearerSecurity, requireUser, signedInAccount } from '../sessions/require-user';
import { createSignedLinks, withSignedQuery } from '../../kernel/downloads/signed-links';
import { sendAttachment } from '../../kernel/downloads/send-attachment';
import { studioLocations } from '../finder/schema';
import { invalidateShopsNearby } from '../finder/shops-nearby-cache';
import { DetailBody, FieldErrorsBody } from '../../kernel/http/responses';
import { nonFieldErrorsKey, type FieldErrors } from '../../kernel/http/validation-errors';
import { readTradeProof, removeTradeProof } from '../studios/trade-proof-storage';
import {
  receiveStudioUpload,
  refusedProofMessage,
  registerStudioUpload,
} from '../studios/studio-upload';
import { proofFileMessages } from 'shared-ui/locations/proof-file';
import { checkOpeningHours } from 'shared-ui/locations/opening-hours';
import { badRequest, conflict, notFound, refusedWithDetail } from '../../kernel/http/api-error';
import { openingHoursMessages } from './opening-hours-body';
import { shopOf } from './shop-body';

export const locationMessages = {
  notFound: 'Dieser Standort wurde nicht gefunden.',
  deleted: 'Der Standort wurde dauerhaft gelöscht.',
  noCertificate: 'Für diesen Standort wurde kein Gewerbenachweis hochgeladen.',
  linkExpired:
    'Der Link zum Gewerbenachweis ist abgelaufen oder ungültig. Bitte laden Sie die Standortliste neu.',
  proofRequired: proofFileMessages.required,
  alreadyHasProof:
    'Für diesen Standort liegt bereits ein Gewerbenachweis vor. Bitte laden Sie die Standortliste neu.',
  rejectedUseResubmit:
    'Dieser Standort wurde abgelehnt. Bitte reichen Sie ihn mit „Erneut einreichen“ und einem neuen Gewerbenachweis erneut ein.',
  proofUploaded:
    'Der Gewerbenachweis wurde hochgeladen. Der Standort wird jetzt geprüft; Sie erhalten eine E-Mail, sobald er freigegeben ist.',
} as const;

/** Long enough to read the list and click, short enough that a copied link soon stops working. */
export const certificateLinkLifetimeMs = 30 * 60_000;

const certificatePath = (id: number) => `/api/photobooth/registered-shops/${id}/certificate/`;

/** The signed resource names the stored file, so a replaced proof voids the old links. */
const certificateResource = (id: number, key: string) => `certificate:${id}:${key}`;

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const locationsRoutes: ApiRoutes = async (app, deps) => {
  const { config, database } = deps;
  const db = database.db;
  const links = createSignedLinks(config, deps.clock);
  const requireSignedIn = requireUser(deps);
  await registerStudioUpload(app);

  const certificateUrl = (shop: { id: number; certificateFile: string | null }) => {
    if (!shop.certificateFile) return null;
    const signed = links.sign(
      certificateResource(shop.id, shop.certificateFile),
      certificateLinkLifetimeMs,
    );
    return withSignedQuery(certificatePath(shop.id), signed);
  };

  const findShop = async (id: number) => {
    const [shop] = await db.select().from(studioLocations).where(eq(studioLocations.id, id));
    return shop ?? null;
  };

  app.get(
    '/photobooth/registered-shops/',
    {
      preHandler: requireSignedIn,
      schema: {
        tags: ['Standorte'],
        summary: 'Standorte des eigenen Unternehmens',
        description:
          'Für Inhaber, Manager und Mitarbeitende; nur Standorte des eigenen Unternehmens, mit Prüfstatus. certificate_file ist ein signierter Download-Link (30 Minuten gültig) oder null.',
        security: bearerSecurity,
        response: { 200: Type.Array(ShopBody), 401: DetailBody, 403: DetailBody },
      },
    },
    async (request) => {
      const { company } = signedInAccount(request);
      if (!company) return [];
      const shops = await db
        .select()
        .from(studioLocations)
        .where(eq(studioLocations.companyId, company.id))
        .orderBy(asc(studioLocations.name), asc(studioLocations.id));
      return shops.map((shop) => shopOf(shop, certificateUrl(shop)));
    },
  );

  app.delete(
    '/photobooth/registered-shops/:id/',
    {
      preHandler: requireUser(deps, { roles: ['owner'] }),
      schema: {
        tags: ['Standorte'],
        summary: 'Standort dauerhaft löschen',
        description:
          'Nur Inhaber. Löscht den Standort und seinen Gewerbenachweis; er verschwindet sofort aus der Fotografensuche. Standorte anderer Unternehmen und unbekannte IDs: 404.',
        security: bearerSecurity,
        params: IdParams,
        response: {
          200: DeletedShopBody,
          401: DetailBody,
          403: DetailBody,
          404: DetailBody,
        },
      },
    },
    async (request) => {
      const { company } = signedInAccount(request);
      const [deleted] = await db
        .delete(studioLocations)
        .where(
          and(
            eq(studioLocations.id, request.params.id),
            eq(studioLocations.companyId, company!.id),
          ),
        )
        .returning();
      if (!deleted) throw refusedWithDetail(404, locationMessages.notFound);
      // An approved studio leaves the finder at once.
      invalidateShopsNearby(database);
      if (deleted.certificateFile) await removeTradeProof(config, deleted.certificateFile);
      request.log.info({ locationId: deleted.id }, 'Standort gelöscht');
      const answer: DeletedShop = { message: locationMessages.deleted };
      return answer;
    },
  );

  app.put(
    '/photobooth/registered-shops/:id/opening-hours/',
    {
      preHandler: requireUser(deps, { roles: ['owner', 'manager'] }),
      // Checked below with shared-ui's rules, so every problem has its German message per day.
      attachValidation: true,
      schema: {
        tags: ['Standorte'],
        summary: 'Öffnungszeiten und Barrierefreiheit eines Standorts festlegen',
        description:
          'Inhaber und Manager. Öffnungszeiten je Wochentag (Europe/Berlin) mit Pausen und Ruhetagen, oder null (nicht angegeben); barrier_free für stufenlosen Zugang. Die Fotografensuche zeigt beides sofort. Ungültige Zeiten: 400 mit einer deutschen Meldung je Tag unter opening_hours. Standorte anderer Unternehmen und unbekannte IDs: 404.',
        security: bearerSecurity,
        params: IdParams,
        body: LocationDetailsBody,
        response: {
          200: ShopBody,
          400: FieldErrorsBody,
          401: DetailBody,
          403: DetailBody,
          404: DetailBody,
        },
      },
    },
    async (request) => {
      const { company } = signedInAccount(request);
      const id = Number((request.params as { id: unknown }).id);
      const shop = Number.isInteger(id) ? await findShop(id) : null;
      // Another company's studio is as unknown as a missing one, whatever the body says.
      if (!shop || !company || shop.companyId !== company.id) {
        throw notFound(locationMessages.notFound);
      }
      const body: unknown = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw badRequest(openingHoursMessages.notAnObject, {
          [nonFieldErrorsKey]: [openingHoursMessages.notAnObject],
        });
      }
      const { opening_hours: openingHours, barrier_free: barrierFree } = body as Record<
        string,
        unknown
      >;
      const errors: FieldErrors = {};
      const hours = checkOpeningHours(openingHours);
      if (!hours.valid) errors.opening_hours = hours.errors;
      if (typeof barrierFree !== 'boolean')
        errors.barrier_free = [openingHoursMessages.barrierFree];
      if (!hours.valid || typeof barrierFree !== 'boolean') {
        const problems = Object.values(errors).flat();
        throw badRequest(hours.valid ? problems[0]! : openingHoursMessages.invalid, {
          ...errors,
          [nonFieldErrorsKey]: problems,
        });
      }
      const [updated] = await db
        .update(studioLocations)
        .set({ openingHours: hours.value, barrierFree })
        .where(eq(studioLocations.id, shop.id))
        .returning();
      // The finder shows the new hours at once.
      invalidateShopsNearby(database);
      request.log.info({ locationId: shop.id }, 'Öffnungszeiten gespeichert');
      return shopOf(updated!, certificateUrl(updated!));
    },
  );

  app.post(
    '/photobooth/registered-shops/:id/certificate/',
    {
      preHandler: requireUser(deps, { roles: ['owner'] }),
      // The form is read as a stream below; the schema documents it for /api/docs.
      attachValidation: true,
      schema: {
        tags: ['Standorte'],
        summary: 'Gewerbenachweis für einen Standort ohne Nachweis nachreichen',
        description:
          'Nur Inhaber, nur Standorte des eigenen Unternehmens (sonst 404) ohne Gewerbenachweis. multipart/form-data mit certificate_file (PDF, am Inhalt erkannt, höchstens 10 MB). Ein wartender Standort ist danach für die Prüfung durch den Betreiber bereit. Standorte mit Nachweis und abgelehnte Standorte (dafür: resubmit/): 409.',
        consumes: ['multipart/form-data'],
        params: IdParams,
        body: Type.Object({
          certificate_file: Type.String({
            format: 'binary',
            description: 'Gewerbenachweis als PDF (am Inhalt erkannt), höchstens 10 MB',
          }),
        }),
        security: bearerSecurity,
        response: {
          200: UploadedCertificateBody,
          400: FieldErrorsBody,
          401: DetailBody,
          403: DetailBody,
          404: DetailBody,
          409: DetailBody,
          415: FieldErrorsBody,
        },
      },
    },
    async (request) => {
      const { company } = signedInAccount(request);
      const id = Number((request.params as { id: unknown }).id);
      const shop = Number.isSafeInteger(id) ? await findShop(id) : null;
      // Another company's studio is as unknown as a missing one; checked before the body is read.
      if (!shop || !company || shop.companyId !== company.id) {
        throw notFound(locationMessages.notFound);
      }
      if (shop.reviewStatus === 'rejected') throw conflict(locationMessages.rejectedUseResubmit);
      if (shop.certificateFile) throw conflict(locationMessages.alreadyHasProof);

      const form = await receiveStudioUpload(request, config, company.id);
      const { storedKey, discardProof } = form;
      if (!storedKey) {
        const message =
          form.proof && !form.proof.stored
            ? refusedProofMessage(form.proof.problem)
            : locationMessages.proofRequired;
        throw badRequest(message, { certificate_file: [message], [nonFieldErrorsKey]: [message] });
      }
      const [updated] = await db
        .update(studioLocations)
        .set({ certificateFile: storedKey })
        // A second upload at the same moment finds the proof there already.
        .where(and(eq(studioLocations.id, shop.id), isNull(studioLocations.certificateFile)))
        .returning()
        .catch(async (error: unknown) => {
          await discardProof();
          throw error;
        });
      if (!updated) {
        await discardProof();
        throw conflict(locationMessages.alreadyHasProof);
      }
      request.log.info({ locationId: shop.id }, 'Gewerbenachweis nachgereicht');
      const answer: UploadedCertificate = {
        detail: locationMessages.proofUploaded,
        ...shopOf(updated, certificateUrl(updated)),
      };
      return answer;
    },
  );

  app.get(
    '/photobooth/registered-shops/:id/certificate/',
    {
      // A signed link (from the list) needs no token: browsers open it as a plain link.
      preHandler: authenticationHook(async function signedOrSignedIn(
        this: FastifyInstance,
        request: FastifyRequest,
        reply: FastifyReply,
      ) {
        if (hasSignature(request)) return;
        await requireSignedIn.call(this, request, reply);
      }),
      schema: {
        tags: ['Standorte'],
        summary: 'Gewerbenachweis (PDF) eines Standorts herunterladen',
        description:
          'Mit dem signierten Link aus der Standortliste (expires, signature) oder mit Bearer-Token von Personen des Unternehmens (und Betreibern). Antwort: PDF als Anhang. Fremde oder unbekannte Standorte: 404; abgelaufener oder veränderter Link: 403.',
        security: [...bearerSecurity, {}],
        params: IdParams,
        querystring: Type.Object({
          expires: Type.Optional(Type.String()),
          signature: Type.Optional(Type.String()),
        }),
        response: { 401: DetailBody, 403: DetailBody, 404: DetailBody },
      },
    },
    async (request, reply) => {
      const shop = await findShop(request.params.id);
      if (!shop) throw refusedWithDetail(404, locationMessages.notFound);
      if (hasSignature(request)) {
        const resource = certificateResource(shop.id, shop.certificateFile ?? '');
        if (!shop.certificateFile || links.check(resource, request.query) !== 'valid') {
          throw refusedWithDetail(403, locationMessages.linkExpired);
        }
      } else {
        const { user, company } = signedInAccount(request);
        const allowed = user.userType === 'operator' || company?.id === shop.companyId;
        if (!allowed) throw refusedWithDetail(404, locationMessages.notFound);
      }
      const sent =
        shop.certificateFile &&
        (await sendAttachment(reply, {
          file: await readTradeProof(config, shop.certificateFile),
          fileName: `Gewerbenachweis-Standort-${shop.id}.pdf`,
          contentType: 'application/pdf',
        }));
      if (!sent) throw refusedWithDetail(404, locationMessages.noCertificate);
      return sent;
    },
  );
};

function hasSignature(request: FastifyRequest): boolean {
  const query = request.query as { signature?: unknown } | undefined;
  return typeof query?.signature === 'string' && query.signature !== '';
}
