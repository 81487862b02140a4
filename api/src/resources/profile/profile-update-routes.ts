import { userTypes } from 'shared-ui/contracts/accounts-contract';
import { eq } from 'drizzle-orm';
import * as yup from 'yup';
import {
  PasswordChangeBody,
  PasswordChangedBody,
  ProfileBody,
  ProfileUpdateBody,
  profileSalutations,
  type PasswordChanged,
} from 'shared-ui/contracts/profile-contract';
import { validationMessages } from 'shared-ui/validation/messages';
import { passwordRule } from 'shared-ui/validation/rules';
import type { ApiRoutes } from '../../kernel/api-deps';
import { profileOf } from '../sessions/profile-routes';
import { revokeAllRefreshTokens } from '../sessions/refresh-tokens';
import { bearerSecurity, requireUser, signedInAccount } from '../sessions/require-user';
import { DetailBody, FieldErrorsBody } from '../../kernel/http/responses';
import { passwordMaxLength } from '../../kernel/passwords/password-hasher';
import { users } from '../accounts/schema';
import { validateWith } from '../../kernel/http/yup-errors';
import { fieldsRefused, matchesNewPassword } from '../../kernel/http/errors-with-detail';
import { badRequest } from '../../kernel/http/api-error';
import { rateLimited } from '../../kernel/rate-limit/rate-limiter';
import type { RateLimitRule } from '../../kernel/rate-limit/rate-limiter';
import { readProfileUpdate } from './profile-update';

export const passwordChangeMessages = {
  wrongCurrent: 'Das aktuelle Passwort ist nicht korrekt.',
  tooManyFailures:
    'Das aktuelle Passwort wurde zu oft falsch eingegeben. Bitte warten Sie 15 Minuten und versuchen Sie es erneut.',
  changed: 'Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort erneut an.',
} as const;

export const passwordChangeRateLimits = {
  /** A stolen access token must not become a way to guess the password. */
  wrongCurrentPerUser: { name: 'password-change-failures', limit: 5, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitRule>;

const passwordChangeSchema = yup.object({
  current_password: yup
    .string()
    .required(validationMessages.required)
    .max(passwordMaxLength, validationMessages.tooLong),
  new_password: passwordRule.max(passwordMaxLength, validationMessages.tooLong),
  confirm_password: yup
    .string()
    .required(validationMessages.required)
    .test('matches-new-password', validationMessages.passwordsDiffer, matchesNewPassword),
});

export const profileUpdateRoutes: ApiRoutes = async (app, deps) => {
  const { database } = deps;
  const db = database.db;
  const clock = deps.clock;
  const { limiter, passwords } = deps;

  app.put(
    '/photobooth/profile/',
    {
      preHandler: requireUser(deps),
      // The shared Yup rules decide; the TypeBox body documents the payload for /api/docs.
      attachValidation: true,
      schema: {
        tags: ['Profil'],
        summary: 'Eigenes Profil ändern',
        description: `Ganzes oder teilweises Profilobjekt; änderbar sind nur salutation, first_name, last_name, date_of_birth (nicht in der Zukunft) und phone (für Inhaber Pflicht). id, user_type und email dürfen unverändert mitgesendet werden, ein anderer Wert wird mit 400 abgelehnt (die E-Mail-Adresse ist nicht änderbar). Anrede: ${profileSalutations.join(', ')}; „Keine-Anrede“ wird als „Keine Anrede“ gespeichert, wie bei der Registrierung. Antwort: das gespeicherte Profil.`,
        security: bearerSecurity,
        body: ProfileUpdateBody,
        response: {
          200: ProfileBody,
          400: FieldErrorsBody,
          401: DetailBody,
          403: DetailBody,
        },
      },
    },
    async (request) => {
      const { user } = signedInAccount(request);
      const body = request.body as unknown;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw badRequest('Bitte senden Sie das Profil als JSON-Objekt.');
      }
      const update = await readProfileUpdate(user, body as Record<string, unknown>);
      if (!update.valid) throw fieldsRefused(update.errors);
      const changes = Object.fromEntries(
        Object.entries(update.changes).filter(([, value]) => value !== undefined),
      );
      if (Object.keys(changes).length === 0) return profileOf(user);
      const [updated] = await db
        .update(users)
        .set(changes)
        .where(eq(users.id, user.id))
        .returning();
      return profileOf(updated!);
    },
  );

  app.post(
    '/photobooth/profile/change-password/',
    {
      // Clerks of an authority too: they replace their one-time password here.
      preHandler: requireUser(deps, { roles: userTypes }),
      attachValidation: true,
      schema: {
        tags: ['Profil'],
        summary: 'Eigenes Passwort ändern',
        description:
          'Fehler stehen in detail (und je Feld). Nach 5 falschen aktuellen Passwörtern in 15 Minuten antwortet der Server mit 429. Nach der Änderung sind alle Anmeldungen der Person beendet (alle refresh_token widerrufen); die Oberfläche meldet ab.',
        security: bearerSecurity,
        body: PasswordChangeBody,
        response: {
          200: PasswordChangedBody,
          400: FieldErrorsBody,
          401: DetailBody,
          403: DetailBody,
          429: DetailBody,
        },
      },
    },
    async (request) => {
      const { user } = signedInAccount(request);
      const { wrongCurrentPerUser } = passwordChangeRateLimits;
      const subject = String(user.id);
      if (await limiter.isExhausted(wrongCurrentPerUser, subject)) {
        throw rateLimited(wrongCurrentPerUser, passwordChangeMessages.tooManyFailures);
      }
      const validated = await validateWith(passwordChangeSchema, request.body);
      if (!validated.valid) throw fieldsRefused(validated.errors);
      const { current_password: currentPassword, new_password: newPassword } = validated.value;

      if (!(await passwords.verify(user.passwordHash, currentPassword))) {
        await limiter.record(wrongCurrentPerUser, subject);
        throw fieldsRefused({ current_password: [passwordChangeMessages.wrongCurrent] });
      }
      const passwordHash = await passwords.hash(newPassword);
      const now = clock();
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await revokeAllRefreshTokens(tx, user.id, now);
      });
      await limiter.clear(wrongCurrentPerUser, subject);
      request.log.info({ userId: user.id }, 'Passwort geändert');
      const answer: PasswordChanged = { message: passwordChangeMessages.changed };
      return answer;
    },
  );
};
