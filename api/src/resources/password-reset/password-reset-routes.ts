import { eq } from 'drizzle-orm';
import * as yup from 'yup';
import {
  PasswordResetAnswerBody,
  PasswordResetBody,
  PasswordResetRequestBody,
  type PasswordResetAnswer,
} from 'shared-ui/contracts/password-reset-contract';
import { verificationCodeLength } from 'shared-ui/validation/domain-values';
import { validationMessages } from 'shared-ui/validation/messages';
import { emailRule, passwordRule } from 'shared-ui/validation/rules';
import type { ApiRoutes } from '../../kernel/api-deps';
import { authRateLimits } from '../sessions/auth-routes';
import { revokeAllRefreshTokens } from '../sessions/refresh-tokens';
import { findAccountByEmail } from '../accounts/accounts';
import { DetailBody, FieldErrorsBody } from '../../kernel/http/responses';
import { createOneTimeCodes } from '../accounts/one-time-codes';
import { passwordMaxLength } from '../../kernel/passwords/password-hasher';
import { users } from '../accounts/schema';
import type { UserRow } from '../accounts/schema';
import { validateWith } from '../../kernel/http/yup-errors';
import type { RateLimitRule } from '../../kernel/rate-limit/rate-limiter';
import { fieldsRefused, matchesNewPassword } from '../../kernel/http/errors-with-detail';
import { passwordResetMail } from './password-reset-mail';

export const passwordResetMessages = {
  /** The same answer for every address: it never tells whether one is registered. */
  requested:
    'Wenn die angegebene E-Mail-Adresse bei uns registriert ist, haben wir Ihnen einen Code zum Zurücksetzen des Passworts gesendet.',
  tooSoon: 'Bitte warten Sie eine Minute, bevor Sie einen neuen Code anfordern.',
  codeFormat: `Der Bestätigungscode besteht aus ${verificationCodeLength} Ziffern.`,
  /**
   * One wording for a wrong, used, expired or exhausted code and for an unknown address:
   * anything finer would tell a stranger whether the address is registered.
   */
  codeInvalid:
    'Der Bestätigungscode ist ungültig oder abgelaufen. Bitte prüfen Sie den Code oder fordern Sie einen neuen an.',
  reset:
    'Ihr Passwort wurde erfolgreich zurückgesetzt. Bitte melden Sie sich mit dem neuen Passwort an.',
} as const;

export const passwordResetRateLimits = {
  requestPerIp: { name: 'password-reset-request-ip', limit: 10, windowMs: 10 * 60_000 },
  /** Per address, known or not, like the one-time code's own resend interval. */
  requestPerEmail: { name: 'password-reset-request-email', limit: 1, windowMs: 60_000 },
  resetPerIp: { name: 'password-reset-ip', limit: 30, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitRule>;

const requestSchema = yup.object({ email: emailRule.max(254, validationMessages.tooLong) });

const resetSchema = yup.object({
  email: emailRule.max(254, validationMessages.tooLong),
  reset_code: yup
    .string()
    .trim()
    .required(validationMessages.required)
    .matches(new RegExp(`^[0-9]{${verificationCodeLength}}$`), passwordResetMessages.codeFormat),
  new_password: passwordRule.max(passwordMaxLength, validationMessages.tooLong),
  /** Not in the spec's payload; checked when a client sends it. */
  confirm_password: yup
    .string()
    .optional()
    .test('matches-new-password', validationMessages.passwordsDiffer, matchesNewPassword),
});

export const passwordResetRoutes: ApiRoutes = async (app, deps) => {
  const { config, database } = deps;
  const db = database.db;
  const clock = deps.clock;
  const { limiter, passwords } = deps;
  const codes = createOneTimeCodes(config);
  const { mailer } = deps;

  // Mails go out after the answer: how long sending takes must not tell whether the address
  // is registered. Closing the app waits for mails still on their way.
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...sending]);
    mailer.close();
  });

  async function sendResetCode(user: UserRow): Promise<void> {
    const issued = await codes.issue(db, { userId: user.id, purpose: 'password_reset' }, clock());
    if (!issued.issued) return;
    await mailer.send(passwordResetMail(config, user, issued.code), {
      outboxNotice: `Code zum Zurücksetzen des Passworts für ${user.email}: ${issued.code} (10 Minuten gültig; kein SMTP_URL gesetzt, die Mail liegt im Ausgang)`,
    });
  }

  function inBackground(work: Promise<void>): void {
    const tracked: Promise<void> = work
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'Code zum Zurücksetzen des Passworts nicht versendet'),
      )
      .finally(() => sending.delete(tracked));
    sending.add(tracked);
  }

  app.post(
    '/photobooth/request-password-reset/',
    {
      // The shared Yup rules decide; the TypeBox body documents the payload for /api/docs.
      attachValidation: true,
      schema: {
        tags: ['Passwort'],
        summary: 'Code zum Zurücksetzen des Passworts anfordern',
        description:
          'Antwortet für jede Adresse gleich und verrät nicht, ob sie registriert ist. Ist sie registriert, geht ein 6-stelliger Code per E-Mail hinaus (10 Minuten gültig, einmal verwendbar, nach 5 Fehlversuchen ungültig; ein neuer Code ersetzt den alten). Höchstens eine Anforderung pro Minute und Adresse, 10 pro 10 Minuten und IP-Adresse (429).',
        body: PasswordResetRequestBody,
        response: { 200: PasswordResetAnswerBody, 400: FieldErrorsBody, 429: DetailBody },
      },
    },
    async (request) => {
      const { requestPerIp, requestPerEmail } = passwordResetRateLimits;
      await limiter.enforce(requestPerIp, request.ip);
      const validated = await validateWith(requestSchema, request.body);
      if (!validated.valid) throw fieldsRefused(validated.errors);
      const { email } = validated.value;
      await limiter.enforce(requestPerEmail, email, passwordResetMessages.tooSoon);
      const account = await findAccountByEmail(db, email);
      if (account) inBackground(sendResetCode(account.user));
      const answer: PasswordResetAnswer = { message: passwordResetMessages.requested };
      return answer;
    },
  );

  app.put(
    '/photobooth/request-password-reset/',
    {
      attachValidation: true,
      schema: {
        tags: ['Passwort'],
        summary: 'Neues Passwort mit dem Code aus der E-Mail setzen',
        description:
          'Prüft den Code (an Konto und Zweck gebunden) und die Passwortregel. Ein falscher, abgelaufener oder verbrauchter Code und eine unbekannte Adresse erhalten dieselbe Antwort. Nach dem Zurücksetzen sind alle Anmeldungen der Person beendet (alle refresh_token widerrufen).',
        body: PasswordResetBody,
        response: { 200: PasswordResetAnswerBody, 400: FieldErrorsBody, 429: DetailBody },
      },
    },
    async (request) => {
      await limiter.enforce(passwordResetRateLimits.resetPerIp, request.ip);
      const validated = await validateWith(resetSchema, request.body);
      if (!validated.valid) throw fieldsRefused(validated.errors);
      const { email, reset_code: code, new_password: newPassword } = validated.value;

      const invalidCode = () => fieldsRefused({ reset_code: [passwordResetMessages.codeInvalid] });
      const account = await findAccountByEmail(db, email);
      if (!account) throw invalidCode();
      const now = clock();
      const checked = await codes.check(
        db,
        { userId: account.user.id, purpose: 'password_reset', code },
        now,
      );
      if (!checked.valid) throw invalidCode();

      const passwordHash = await passwords.hash(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, account.user.id));
        await revokeAllRefreshTokens(tx, account.user.id, now);
      });
      // Whoever proved to own the address may log in at once, even after failed attempts.
      await limiter.clear(authRateLimits.loginFailuresPerAccount, account.user.email);
      request.log.info({ userId: account.user.id }, 'Passwort zurückgesetzt');
      const answer: PasswordResetAnswer = { message: passwordResetMessages.reset };
      return answer;
    },
  );
};
