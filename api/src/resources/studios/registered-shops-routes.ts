import {
  CreatedShopBody,
  StudioEntryFormBody,
  type CreatedShop,
} from 'shared-ui/contracts/studios-contract';
import { validationMessages } from 'shared-ui/validation/messages';
import type { ApiRoutes } from '../../kernel/api-deps';
import type { FieldErrors } from '../../kernel/http/validation-errors';
import { bearerSecurity, requireUser, signedInAccount } from '../sessions/require-user';
import { studioLocations } from '../finder/schema';
import { DetailBody, FieldErrorsBody } from '../../kernel/http/responses';
import { validateWith } from '../../kernel/http/yup-errors';
import { studioBodyOf } from './studio-body';
import { studioColumnsOf, studioEntrySchema } from './studio-entry';
import { studioFormRefused } from './studio-form';
import {
  receiveStudioUpload,
  refusedProofMessage,
  registerStudioUpload,
  studioUploadMessages,
} from './studio-upload';

export const registeredShopMessages = {
  ...studioUploadMessages,
  pdfOnly: validationMessages.pdfOnly,
  requiredFields: validationMessages.locationRequiredFields,
} as const;

export const registeredShopsRoutes: ApiRoutes = async (app, deps) => {
  const { config, database } = deps;
  const clock = deps.clock;
  await registerStudioUpload(app);

  app.post(
    '/photobooth/registered-shops/',
    {
      preHandler: requireUser(deps, { roles: ['owner'] }),
      // The form is read as a stream below; the schema documents it for /api/docs.
      attachValidation: true,
      schema: {
        tags: ['Standorte'],
        summary: 'Standort (Fotostudio) mit Gewerbenachweis anlegen',
        description:
          'Nur für Inhaber. Der Standort beginnt mit Prüfstatus „pending“ und erscheint erst nach Freigabe in der Fotografensuche. Fehler stehen je Feld und zusammengefasst in non_field_errors (die Oberfläche zeigt non_field_errors[0]).',
        consumes: ['multipart/form-data'],
        // Documents the multipart form for /api/docs; `studioEntrySchema` checks the fields.
        body: StudioEntryFormBody,
        security: bearerSecurity,
        response: {
          201: CreatedShopBody,
          400: FieldErrorsBody,
          401: DetailBody,
          403: DetailBody,
          415: FieldErrorsBody,
        },
      },
    },
    async (request, reply) => {
      const company = signedInAccount(request).company!;
      const form = await receiveStudioUpload(request, config, company.id);
      const { discardProof } = form;

      const validated = await validateWith(studioEntrySchema, form.fields);
      const errors: FieldErrors = validated.valid ? {} : validated.errors;
      if (form.proof && !form.proof.stored) {
        errors.certificate_file = [refusedProofMessage(form.proof.problem)];
      }
      if (!validated.valid || Object.keys(errors).length > 0) {
        await discardProof();
        throw studioFormRefused(errors);
      }

      const entry = validated.value;
      const [created] = await database.db
        .insert(studioLocations)
        .values({
          companyId: company.id,
          ...studioColumnsOf(entry),
          certificateFile: form.storedKey,
          reviewStatus: 'pending',
          createdAt: clock(),
        })
        .returning()
        .catch(async (error: unknown) => {
          await discardProof();
          throw error;
        });
      const shop = created!;
      const answer: CreatedShop = {
        ...studioBodyOf(shop),
        certificate_uploaded: shop.certificateFile !== null,
        review_status: 'pending',
        created_at: shop.createdAt.toISOString(),
      };
      return reply.code(201).send(answer);
    },
  );
};
