import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AnySchema } from 'yup';
import {
  AuthorityBody,
  AuthorityListBody,
  ClerkStatusBody,
  CreatedApiKeyBody,
  CreatedAuthorityBody,
  CreatedClerkBody,
  NewApiKeyBody,
  NewAuthorityBody,
  NewClerkBody,
  type AuthorityList,
  type ClerkStatus,
  type CreatedApiKey,
  type CreatedAuthority,
  type CreatedClerk,
} from 'shared-ui/contracts/authorities-contract';
import {
  newApiKeySchema,
  newAuthoritySchema,
  newClerkSchema,
} from 'shared-ui/validation/authority-forms';
import type { ApiRoutes } from '../../kernel/api-deps';
import { bearerSecurity, requireUser, signedInAccount } from '../sessions/require-user';
import { fieldsRefused } from '../../kernel/http/errors-with-detail';
import { DetailBody, FieldErrorsBody } from '../../kernel/http/responses';
import { validateWith } from '../../kernel/http/yup-errors';
import type { Validated } from '../../kernel/http/yup-errors';
import { initialPasswordInUse } from '../accounts/initial-passwords';
import { requireOperator } from '../operator/operator-access';
import {
  addClerk,
  authorityOverview,
  createAuthority,
  disableAuthority,
  enableAuthority,
  listAuthorities,
} from './authority-accounts';
import { createApiKey, revokeApiKey } from './authority-api-keys';
import { apiKeyOf, authorityOf, clerkOf } from './authority-bodies';

const tags = ['Betrieb'];
const refusals = { 401: DetailBody, 403: DetailBody };
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const KeyParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  key_id: Type.Integer({ minimum: 1 }),
});

/** The shared Yup schema decides (German messages per field); TypeBox documents the body. */
async function validBody<T extends AnySchema>(
  schema: T,
  request: FastifyRequest,
): Promise<Extract<Validated<T>, { valid: true }>['value']> {
  const validated = await validateWith(schema, request.body ?? {});
  if (!validated.valid) throw fieldsRefused(validated.errors);
  return validated.value;
}

/**
 * Authorities in the operator console (ARCHITECTURE.md section 8, issue 18): list, create with
 * the first clerk, add clerks, disable and enable, API keys. And the clerk's own status, which
 * the desk reads to ask for a new password at the first log-in.
 */
export const authorityRoutes: ApiRoutes = async (app, deps) => {
  const db = deps.database.db;
  const { clock, passwords } = deps;
  const operatorOnly = requireOperator(deps);

  app.get(
    '/operator/authorities/',
    {
      preHandler: operatorOnly,
      schema: {
        tags,
        summary: 'Behörden mit Sachbearbeitung und API-Schlüsseln',
        description: 'Nach Name; Schlüssel nur mit Bezeichnung, nie der Schlüssel selbst.',
        security: bearerSecurity,
        response: { 200: AuthorityListBody, ...refusals },
      },
    },
    async (): Promise<AuthorityList> => ({
      results: (await listAuthorities(db)).map(authorityOf),
    }),
  );

  app.post(
    '/operator/authorities/',
    {
      preHandler: operatorOnly,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Behörde mit erster Sachbearbeitung anlegen',
        description:
          'Antwort mit dem Einmalpasswort der Sachbearbeitung (wird nur jetzt angezeigt; bei der ersten Anmeldung muss es ersetzt werden). Name oder E-Mail-Adresse bereits vergeben: 409.',
        security: bearerSecurity,
        body: NewAuthorityBody,
        response: { 201: CreatedAuthorityBody, 400: FieldErrorsBody, ...refusals, 409: DetailBody },
      },
    },
    async (request, reply) => {
      const body = await validBody(newAuthoritySchema, request);
      const created = await createAuthority(db, passwords, body, clock());
      request.log.info({ authorityId: created.authority.id }, 'Behörde angelegt');
      const answer: CreatedAuthority = {
        authority: authorityOf(await authorityOverview(db, created.authority.id)),
        clerk: clerkOf(created.clerk),
        initial_password: created.oneTimePassword,
      };
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/operator/authorities/:id/clerks/',
    {
      preHandler: operatorOnly,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Weitere Sachbearbeitung anlegen',
        description:
          'Antwort mit dem Einmalpasswort (wird nur jetzt angezeigt). E-Mail-Adresse bereits vergeben: 409.',
        security: bearerSecurity,
        params: IdParams,
        body: NewClerkBody,
        response: {
          201: CreatedClerkBody,
          400: FieldErrorsBody,
          ...refusals,
          404: DetailBody,
          409: DetailBody,
        },
      },
    },
    async (request, reply) => {
      const { email } = await validBody(newClerkSchema, request);
      const created = await addClerk(db, passwords, request.params.id, email, clock());
      request.log.info({ authorityId: request.params.id }, 'Sachbearbeitung angelegt');
      const answer: CreatedClerk = {
        clerk: clerkOf(created.clerk),
        initial_password: created.oneTimePassword,
      };
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/operator/authorities/:id/disable/',
    {
      preHandler: operatorOnly,
      schema: {
        tags,
        summary: 'Behörde deaktivieren',
        description:
          'Beendet alle Sitzungen ihrer Sachbearbeitung; Anmeldungen und API-Schlüssel werden abgewiesen, bis sie wieder aktiviert ist.',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: AuthorityBody, ...refusals, 404: DetailBody },
      },
    },
    async (request) => {
      await disableAuthority(db, request.params.id, clock());
      request.log.info({ authorityId: request.params.id }, 'Behörde deaktiviert');
      return authorityOf(await authorityOverview(db, request.params.id));
    },
  );

  app.post(
    '/operator/authorities/:id/enable/',
    {
      preHandler: operatorOnly,
      schema: {
        tags,
        summary: 'Behörde wieder aktivieren',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: AuthorityBody, ...refusals, 404: DetailBody },
      },
    },
    async (request) => {
      await enableAuthority(db, request.params.id);
      request.log.info({ authorityId: request.params.id }, 'Behörde aktiviert');
      return authorityOf(await authorityOverview(db, request.params.id));
    },
  );

  app.post(
    '/operator/authorities/:id/api-keys/',
    {
      preHandler: operatorOnly,
      attachValidation: true,
      schema: {
        tags,
        summary: 'API-Schlüssel für die Software der Behörde',
        description:
          'Der Schlüssel (bbk_…) steht nur in dieser Antwort; gespeichert wird nur sein SHA-256. Die Software sendet ihn im Header X-Authority-Key.',
        security: bearerSecurity,
        params: IdParams,
        body: NewApiKeyBody,
        response: { 201: CreatedApiKeyBody, 400: FieldErrorsBody, ...refusals, 404: DetailBody },
      },
    },
    async (request, reply) => {
      const { label } = await validBody(newApiKeySchema, request);
      const { row, key } = await createApiKey(db, request.params.id, label, clock());
      request.log.info({ authorityId: request.params.id, keyId: row.id }, 'API-Schlüssel erstellt');
      const { id, label: storedLabel, created_at: createdAt } = apiKeyOf(row);
      const answer: CreatedApiKey = { id, label: storedLabel, created_at: createdAt, key };
      return reply.code(201).send(answer);
    },
  );

  app.delete(
    '/operator/authorities/:id/api-keys/:key_id/',
    {
      preHandler: operatorOnly,
      schema: {
        tags,
        summary: 'API-Schlüssel widerrufen',
        description:
          'Der Schlüssel wird sofort abgewiesen; der Eintrag bleibt als widerrufen sichtbar.',
        security: bearerSecurity,
        params: KeyParams,
        response: { 204: Type.Null(), ...refusals, 404: DetailBody },
      },
    },
    async (request, reply) => {
      const { id, key_id: keyId } = request.params;
      await revokeApiKey(db, id, keyId, clock());
      request.log.info({ authorityId: id, keyId }, 'API-Schlüssel widerrufen');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/authority/me/',
    {
      preHandler: requireUser(deps, { roles: ['authority'] }),
      schema: {
        tags: ['Behörde'],
        summary: 'Eigenes Behördenkonto',
        description:
          'password_change_required: true, solange das Einmalpasswort gilt; bis dahin antworten die Abrufe der Behörde mit 403 (code password_change_required). Das Passwort wird mit POST /api/photobooth/profile/change-password/ ersetzt.',
        security: bearerSecurity,
        response: { 200: ClerkStatusBody, ...refusals },
      },
    },
    async (request): Promise<ClerkStatus> => {
      const { user, authority } = signedInAccount(request);
      return {
        ...clerkOf(user),
        authority: { id: authority!.id, name: authority!.name },
        password_change_required: await initialPasswordInUse(db, user),
      };
    },
  );
};
