import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import {
  ResubmittedLocationBody,
  type ResubmittedLocation,
} from 'shared-ui/contracts/operator-contract';
import { studioFormFields } from 'shared-ui/contracts/studios-contract';
import type { ApiRoutes } from '../../kernel/api-deps';
import type { FieldErrors } from '../../kernel/http/validation-errors';
import { bearerSecurity, requireUser, signedInAccount } from '../sessions/require-user';
import { studioLocations } from '../finder/schema';
import { DetailBody, FieldErrorsBody } from '../../kernel/http/responses';
import { validateWith } from '../../kernel/http/yup-errors';
import { studioBodyOf } from '../studios/studio-body';
import { studioColumnsOf, studioEntrySchema } from '../studios/studio-entry';
import { studioFormRefused } from '../studios/studio-form';
import {
  receiveStudioUpload,
  refusedProofMessage,
  registerStudioUpload,
  studioUploadMessages,
} from '../studios/studio-upload';
import { locationResubmissions } from './schema';
import { conflict, notFound } from '../../kernel/http/api-error';

export const resubmissionMessages = {
  notFound: 'Dieser Standort wurde nicht gefunden.',
  notRejected:
    'Nur abgelehnte Standorte können erneut eingereicht werden; dieser Standort wartet bereits auf die Prüfung oder ist freigegeben.',
  proofRequired: 'Bitte laden Sie einen neuen Gewerbenachweis als PDF hoch.',
  ...studioUploadMessages,
  resubmitted:
    'Der Standort wurde mit dem neuen Gewerbenachweis erneut zur Prüfung eingereicht. Sie erhalten eine E-Mail, sobald er geprüft ist.',
} as const;

const StudioForm = Type.Object({
  ...studioFormFields,
  certificate_file: Type.String({
    format: 'binary',
    description: 'Neuer Gewerbenachweis als PDF (am Inhalt erkannt), höchstens 10 MB',
  }),
});

/**
 * The owner's side of the review (issue 10): a rejected location, corrected and with a new
 * trade proof, returns to the operators' queue. The rejection it answers and the replaced
 * proof are kept in location_resubmissions.
 */
export const locationResubmissionRoutes: ApiRoutes = async (app, deps) => {
  const { config, database } = deps;
  const db = database.db;
  const clock = deps.clock;
  await registerStudioUpload(app);

  app.post(
    '/photobooth/registered-shops/:id/resubmit/',
    {
      preHandler: requireUser(deps, { roles: ['owner'] }),
      attachValidation: true,
      schema: {
        tags: ['Standorte'],
        summary: 'Abgelehnten Standort korrigiert mit neuem Gewerbenachweis erneut einreichen',
        description:
          'Nur Inhaber, nur Standorte des eigenen Unternehmens (sonst 404) mit Prüfstatus „rejected“ (sonst 409). Alle Angaben wie beim Anlegen, der Nachweis ist hier Pflicht. Der Standort wartet danach wieder auf die Prüfung.',
        consumes: ['multipart/form-data'],
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        body: StudioForm,
        security: bearerSecurity,
        response: {
          200: ResubmittedLocationBody,
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
      const params = request.params as { id: number };
      const locationId = Number(params.id);
      const company = signedInAccount(request).company!;
      const ownLocation = and(
        eq(studioLocations.id, locationId),
        eq(studioLocations.companyId, company.id),
      );
      const [location] = Number.isSafeInteger(locationId)
        ? await db.select().from(studioLocations).where(ownLocation)
        : [];
      if (!location) throw notFound(resubmissionMessages.notFound);
      if (location.reviewStatus !== 'rejected') throw conflict(resubmissionMessages.notRejected);
      const form = await receiveStudioUpload(request, config, company.id);
      const { storedKey, discardProof } = form;
      const validated = await validateWith(studioEntrySchema, form.fields);
      const errors: FieldErrors = validated.valid ? {} : { ...validated.errors };
      if (!form.proof) errors.certificate_file = [resubmissionMessages.proofRequired];
      else if (!form.proof.stored) {
        errors.certificate_file = [refusedProofMessage(form.proof.problem)];
      }
      if (!validated.valid || !storedKey || Object.keys(errors).length > 0) {
        await discardProof();
        throw studioFormRefused(errors);
      }

      const entry = validated.value;
      const now = clock();
      const resubmitted = await db
        .transaction(async (tx) => {
          const [updated] = await tx
            .update(studioLocations)
            .set({
              ...studioColumnsOf(entry),
              certificateFile: storedKey,
              reviewStatus: 'pending',
              reviewReason: null,
              reviewedAt: null,
            })
            // A second, concurrent resubmission finds it pending already.
            .where(and(ownLocation, eq(studioLocations.reviewStatus, 'rejected')))
            .returning();
          if (!updated) return null;
          await tx.insert(locationResubmissions).values({
            locationId,
            resubmittedAt: now,
            rejectionReason: location.reviewReason,
            replacedCertificateFile: location.certificateFile,
          });
          return updated;
        })
        .catch(async (error: unknown) => {
          await discardProof();
          throw error;
        });
      if (!resubmitted) {
        await discardProof();
        throw conflict(resubmissionMessages.notRejected);
      }
      request.log.info({ locationId }, 'Standort erneut zur Prüfung eingereicht');
      return {
        detail: resubmissionMessages.resubmitted,
        ...studioBodyOf(resubmitted),
        review_status: 'pending',
      } satisfies ResubmittedLocation;
    },
  );
};
