import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { validationMessages } from 'shared-ui/validation/messages';
import type { ApiRoutes } from '../../api-deps';
import { nonFieldErrorsKey } from '../../http/validation-errors';
import type { FieldErrors } from '../../http/validation-errors';
import { bearerSecurity, requireUser, signedInAccount } from '../auth/require-user';
import { studioLocations } from '../finder/schema';
import { clockOf } from '../identity/clock';
import { DetailBody, FieldErrorsBody, sendJson } from '../identity/http-schemas';
import { validateWith } from '../identity/yup-errors';
import { studioEntrySchema } from './studio-entry';
import { readStudioForm, summaryOf } from './studio-form';
import { removeTradeProof, storeTradeProof, tradeProofMaxBytes } from './trade-proof-storage';

export const registeredShopMessages = {
  notMultipart: 'Bitte senden Sie die Angaben als multipart/form-data.',
  unreadable: 'Die Anfrage konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
  tooLarge: 'Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.',
  pdfOnly: validationMessages.pdfOnly,
  requiredFields: validationMessages.locationRequiredFields,
} as const;

export const CreatedShopBody = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  zipcode: Type.String(),
  city: Type.String(),
  website: Type.String(),
  shop_phone: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  certificate_uploaded: Type.Boolean(),
  review_status: Type.Literal('pending', {
    description: 'Neue Standorte erscheinen erst nach Prüfung des Gewerbenachweises in der Suche.',
  }),
  created_at: Type.String({ format: 'date-time' }),
});

/** Documents the multipart form for /api/docs; the fields are checked by `studioEntrySchema`. */
const StudioEntryForm = Type.Object({
  name: Type.String(),
  address: Type.String(),
  zipcode: Type.Optional(Type.String({ description: '5 Ziffern; leer: 00000' })),
  city: Type.String(),
  website: Type.Optional(Type.String()),
  shop_phone: Type.Optional(Type.String()),
  latitude: Type.String({ description: 'Dezimalgrad, -90 bis 90' }),
  longitude: Type.String({ description: 'Dezimalgrad, -180 bis 180' }),
  created_at: Type.Optional(Type.String({ format: 'date-time' })),
  certificate_file: Type.Optional(
    Type.String({
      format: 'binary',
      description: 'Gewerbenachweis als PDF (am Inhalt erkannt), höchstens 10 MB',
    }),
  ),
});

/** Coordinates are stored with 7 decimals (about 1 cm), the finer of the two forms' precisions. */
const roundCoordinate = (value: number) => Math.round(value * 1e7) / 1e7;

export const registeredShopsRoutes: ApiRoutes = async (app, deps) => {
  const { config, database } = deps;
  const clock = clockOf(deps);
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: tradeProofMaxBytes, files: 1, fields: 20, fieldSize: 4096, parts: 21 },
  });

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
        body: StudioEntryForm,
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
      if (!request.isMultipart()) {
        return sendJson(reply, 415, { [nonFieldErrorsKey]: [registeredShopMessages.notMultipart] });
      }
      const company = signedInAccount(request).company!;
      const form = await readStudioForm(request, (file, isTruncated) =>
        storeTradeProof(config, company.id, file, isTruncated),
      );
      const discardProof = async () => {
        if (form.proof?.stored) await removeTradeProof(config, form.proof.key);
      };
      if (form.failure) {
        await discardProof();
        throw form.failure;
      }
      if (form.unreadable) {
        await discardProof();
        return sendJson(reply, 400, { [nonFieldErrorsKey]: [registeredShopMessages.unreadable] });
      }

      const validated = await validateWith(studioEntrySchema, form.fields);
      const errors: FieldErrors = validated.valid ? {} : validated.errors;
      if (form.proof && !form.proof.stored) {
        errors.certificate_file = [
          form.proof.problem === 'too-large'
            ? registeredShopMessages.tooLarge
            : registeredShopMessages.pdfOnly,
        ];
      }
      if (!validated.valid || Object.keys(errors).length > 0) {
        await discardProof();
        return sendJson(reply, 400, { ...errors, [nonFieldErrorsKey]: summaryOf(errors) });
      }

      const entry = validated.value;
      const [created] = await database.db
        .insert(studioLocations)
        .values({
          companyId: company.id,
          name: entry.name,
          address: entry.address,
          zipcode: entry.zipcode,
          city: entry.city,
          website: entry.website ?? '',
          shopPhone: entry.shop_phone ?? '',
          latitude: roundCoordinate(entry.latitude),
          longitude: roundCoordinate(entry.longitude),
          certificateFile: form.proof?.stored ? form.proof.key : null,
          reviewStatus: 'pending',
          createdAt: clock(),
        })
        .returning()
        .catch(async (error: unknown) => {
          await discardProof();
          throw error;
        });
      const shop = created!;
      return reply.code(201).send({
        id: shop.id,
        name: shop.name,
        address: shop.address,
        zipcode: shop.zipcode,
        city: shop.city,
        website: shop.website,
        shop_phone: shop.shopPhone,
        latitude: shop.latitude,
        longitude: shop.longitude,
        certificate_uploaded: shop.certificateFile !== null,
        review_status: 'pending' as const,
        created_at: shop.createdAt.toISOString(),
      });
    },
  );
};
