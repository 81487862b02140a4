import { Type } from '@sinclair/typebox';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { registrationPayloadSchema } from 'shared-ui/validation/registration';
import { unverifiedDuplicateMarker } from 'shared-ui/contracts/registration-contract';
import {
  CodeResentBody,
  CodeVerificationBody,
  EmailVerifiedBody,
  RegisteredBody,
  RegistrationBody,
  ResendCodeBody,
  type CodeResent,
  type EmailVerified,
  type Registered,
} from 'shared-ui/contracts/registration-bodies-contract';
import type { ApiRoutes } from '../../kernel/api-deps';
import type { AppConfig } from '../../kernel/config/config';
import { findAccountByEmail } from '../accounts/accounts';
import type { Account } from '../accounts/accounts';
import { DetailBody, FieldErrorsBody } from '../../kernel/http/responses';
import { ApiError, badRequest, serviceUnavailable } from '../../kernel/http/api-error';
import { fieldsRefused } from '../../kernel/http/errors-with-detail';
import type { InvitationProblem } from '../accounts/invitations';
import { createOneTimeCodes } from '../accounts/one-time-codes';
import type { CheckResult } from '../accounts/one-time-codes';
import { users } from '../accounts/schema';
import type { UserRow } from '../accounts/schema';
import { sha256Hex } from '../../kernel/security/secret-hashing';
import { validateWith } from '../../kernel/http/yup-errors';
import type { Mailer } from '../../kernel/mail/mailer';
import { rateLimited } from '../../kernel/rate-limit/rate-limiter';
import type { RateLimitRule } from '../../kernel/rate-limit/rate-limiter';
import { registerAccount, undoRegistration } from './register-account';
import type { RegistrationResult } from './register-account';
import { verificationMail } from './verification-mail';

export const registrationMessages = {
  created:
    'Registrierung erfolgreich. Wir haben Ihnen einen Bestätigungscode an Ihre E-Mail-Adresse gesendet.',
  unverifiedDuplicate:
    'Registrierung fehlgeschlagen! Ihre E-Mail-Adresse ist bereits registriert. Bitte überprüfen Sie Ihre E-Mail.',
  /** public-site.md §8, the generic duplicate message. */
  duplicate: 'Der Benutzer mit dieser E-Mail-Adresse ist bereits registriert',
  verifiedDuplicate:
    'Diese E-Mail-Adresse ist bereits registriert und bestätigt. Bitte melden Sie sich an.',
  mailFailed:
    'Die E-Mail mit dem Bestätigungscode konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
  tooManyRegistrations:
    'Zu viele Registrierungen von Ihrem Anschluss. Bitte versuchen Sie es später erneut.',
  invitation: {
    unknown: 'Der Einladungscode ist ungültig. Bitte prüfen Sie den Link aus Ihrer Einladung.',
    mismatch:
      'Der Einladungscode gehört nicht zu dieser E-Mail-Adresse und Rolle. Bitte verwenden Sie den Link aus Ihrer Einladung.',
    expired: 'Die Einladung ist abgelaufen (gültig 7 Tage). Bitte lassen Sie sich erneut einladen.',
    used: 'Diese Einladung wurde bereits verwendet.',
  } satisfies Record<InvitationProblem, string>,
  resendSent:
    'Falls zu dieser E-Mail-Adresse eine unbestätigte Registrierung besteht, haben wir einen neuen Bestätigungscode gesendet.',
  resendTooSoon: 'Bitte warten Sie eine Minute, bevor Sie einen neuen Bestätigungscode anfordern.',
  resendFailed: 'Das erneute Senden der Bestätigungscode-E-Mail ist fehlgeschlagen.',
  verified: 'Ihre E-Mail-Adresse wurde erfolgreich bestätigt.',
  alreadyVerified: 'Ihre E-Mail-Adresse ist bereits bestätigt. Bitte melden Sie sich an.',
  code: {
    wrong: (attemptsLeft: number) =>
      attemptsLeft === 1
        ? 'Der Bestätigungscode ist falsch. Sie haben noch einen Versuch.'
        : `Der Bestätigungscode ist falsch. Sie haben noch ${attemptsLeft} Versuche.`,
    exhausted:
      'Der Bestätigungscode wurde zu oft falsch eingegeben und ist ungültig. Bitte fordern Sie einen neuen Code an.',
    expired: 'Der Bestätigungscode ist abgelaufen. Bitte fordern Sie einen neuen Code an.',
    missing: 'Es liegt kein gültiger Bestätigungscode vor. Bitte fordern Sie einen neuen Code an.',
  },
} as const;

export const registrationRateLimits = {
  registerPerIp: { name: 'register-ip', limit: 20, windowMs: 10 * 60_000 },
  resendPerIp: { name: 'otp-resend-ip', limit: 10, windowMs: 10 * 60_000 },
  /** Per address, known or not: the answer does not tell whether it is registered. */
  resendPerEmail: { name: 'otp-resend-email', limit: 1, windowMs: 60_000 },
  verifyPerIp: { name: 'otp-verify-ip', limit: 30, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitRule>;

const DuplicateBody = Type.Object(
  {
    user: Type.Object({
      email: Type.String({
        description: `'${unverifiedDuplicateMarker}' bei unbestätigter Adresse (ein neuer Code wurde gesendet), sonst '${registrationMessages.duplicate}'`,
      }),
      is_verified: Type.Boolean(),
    }),
    detail: Type.String(),
  },
  { description: 'Die E-Mail-Adresse ist bereits registriert.' },
);

export const registrationRoutes: ApiRoutes = async (app, deps) => {
  const { config, database } = deps;
  const db = database.db;
  const clock = deps.clock;
  const { limiter, mailer, passwords } = deps;
  const codes = createOneTimeCodes(config);

  app.post(
    '/photobooth/register/',
    {
      // The shared Yup schema is the one authority on the payload (the browser uses it too);
      // the TypeBox body below documents it for /api/docs.
      attachValidation: true,
      schema: {
        tags: ['Registrierung'],
        summary: 'Registrieren (Inhaber mit Unternehmen, eingeladene Mitarbeitende und Manager)',
        description:
          'Legt Person und – bei Inhabern – Unternehmen in einer Transaktion an und sendet einen 6-stelligen Bestätigungscode per E-Mail. Eingeladene brauchen owner_code. Bereits registrierte Adressen: 409 (unbestätigt: user.email = „Please verify your email.“ und ein neuer Code; bestätigt: user.is_verified = true und die Bitte, sich anzumelden).',
        body: RegistrationBody,
        response: {
          201: RegisteredBody,
          400: FieldErrorsBody,
          409: DuplicateBody,
          429: DetailBody,
          503: DetailBody,
        },
      },
    },
    async (request, reply) => {
      await limiter.enforce(
        registrationRateLimits.registerPerIp,
        request.ip,
        registrationMessages.tooManyRegistrations,
      );
      const validated = await validateWith(registrationPayloadSchema, request.body);
      if (!validated.valid) throw fieldsRefused(validated.errors);
      const payload = validated.value;

      const existing = await findAccountByEmail(db, payload.user.email);
      if (existing) throw ApiError.withBody(409, await answerDuplicate(existing));

      const now = clock();
      const result = await registerAccount(db, codes, passwords, payload, now);
      if (result.outcome !== 'created') throw await refusal(payload.user.email, result);
      try {
        await sendVerificationMail(mailer, config, result.user, result.code);
      } catch (error) {
        request.log.error(
          { err: error },
          'Bestätigungsmail nicht versendet: Registrierung zurückgenommen',
        );
        await undoRegistration(db, result.user, result.invitationId);
        throw serviceUnavailable(registrationMessages.mailFailed);
      }
      const registered: Registered = {
        user: {
          username: result.user.username,
          email: result.user.email,
          first_name: result.user.firstName,
          last_name: result.user.lastName,
          is_verified: false,
        },
        user_type: payload.user_type,
        detail: registrationMessages.created,
      };
      return reply.code(201).send(registered);
    },
  );

  /**
   * A registration that did not go through. A racing registration of the same address may have
   * taken the address or, a moment earlier, its invitation: either way the address is registered
   * now, and the one that lost hears what a later attempt would.
   */
  async function refusal(
    email: string,
    result: Exclude<RegistrationResult, { outcome: 'created' }>,
  ): Promise<ApiError> {
    const raced = result.outcome === 'duplicate' || result.problem === 'used';
    const account = raced ? await findAccountByEmail(db, email) : null;
    if (account) return ApiError.withBody(409, await answerDuplicate(account));
    if (result.outcome === 'duplicate') return ApiError.withBody(409, duplicateOf(false));
    return fieldsRefused({ owner_code: [registrationMessages.invitation[result.problem]] });
  }

  /** Duplicate address: unverified ones get a new code (at most one a minute). */
  async function answerDuplicate(account: Account) {
    if (account.user.isVerified) return duplicateOf(true);
    await sendNewCode(account.user, app.log).catch((error: unknown) =>
      app.log.error({ err: error }, 'Neuer Bestätigungscode nicht versendet'),
    );
    return duplicateOf(false);
  }

  async function sendNewCode(user: UserRow, log: FastifyBaseLogger): Promise<boolean> {
    const issued = await codes.issue(
      db,
      { userId: user.id, purpose: 'email_verification' },
      clock(),
    );
    if (!issued.issued) return false;
    await sendVerificationMail(mailer, config, user, issued.code);
    log.info({ userId: user.id }, 'Neuer Bestätigungscode versendet');
    return true;
  }

  app.post(
    '/photobooth/resend-otp/',
    {
      schema: {
        tags: ['Registrierung'],
        summary: 'Bestätigungscode erneut senden',
        description:
          'Sendet einen neuen Code (der alte wird ungültig), höchstens einen pro Minute und Adresse. Die Antwort verrät nicht, ob die Adresse registriert ist.',
        body: ResendCodeBody,
        response: { 200: CodeResentBody, 400: FieldErrorsBody, 429: DetailBody, 503: DetailBody },
      },
    },
    async (request) => {
      const { email } = request.body;
      const { resendPerIp, resendPerEmail } = registrationRateLimits;
      await limiter.enforce(resendPerIp, request.ip);
      await limiter.enforce(resendPerEmail, email, registrationMessages.resendTooSoon);
      const account = await findAccountByEmail(db, email);
      if (account && !account.user.isVerified) {
        const sent = await sendNewCode(account.user, request.log).catch((error: unknown) => {
          request.log.error({ err: error }, 'Neuer Bestätigungscode nicht versendet');
          throw serviceUnavailable(registrationMessages.resendFailed);
        });
        if (!sent) throw rateLimited(resendPerEmail, registrationMessages.resendTooSoon);
      }
      const answer: CodeResent = { detail: registrationMessages.resendSent };
      return answer;
    },
  );

  app.post(
    '/photobooth/verify-otp/',
    {
      schema: {
        tags: ['Registrierung'],
        summary: 'E-Mail-Adresse mit dem Bestätigungscode bestätigen',
        description:
          'Der Code ist 10 Minuten gültig, einmal verwendbar und nach 5 Fehlversuchen ungültig. Inhaber erhalten license_hash.',
        body: CodeVerificationBody,
        response: { 200: EmailVerifiedBody, 400: DetailBody, 429: DetailBody },
      },
    },
    async (request) => {
      await limiter.enforce(registrationRateLimits.verifyPerIp, request.ip);
      const account = await findAccountByEmail(db, request.body.email);
      if (!account) throw badRequest(registrationMessages.code.missing);
      if (account.user.isVerified) throw badRequest(registrationMessages.alreadyVerified);
      const now = clock();
      const result = await db.transaction(async (tx) => {
        const checked = await codes.check(
          tx,
          { userId: account.user.id, purpose: 'email_verification', code: request.body.otp },
          now,
        );
        if (checked.valid) {
          await tx.update(users).set({ isVerified: true }).where(eq(users.id, account.user.id));
        }
        return checked;
      });
      if (!result.valid) throw badRequest(codeProblem(result));
      const company = account.company;
      const verified: EmailVerified =
        account.user.userType === 'owner' && company
          ? { detail: registrationMessages.verified, license_hash: licenseHash(company.licenseId) }
          : { detail: registrationMessages.verified };
      return verified;
    },
  );
};

function duplicateOf(isVerified: boolean) {
  return isVerified
    ? {
        user: { email: registrationMessages.duplicate, is_verified: true },
        detail: registrationMessages.verifiedDuplicate,
      }
    : {
        user: { email: unverifiedDuplicateMarker, is_verified: false },
        detail: registrationMessages.unverifiedDuplicate,
      };
}

function codeProblem(result: Exclude<CheckResult, { valid: true }>): string {
  return result.reason === 'wrong'
    ? registrationMessages.code.wrong(result.attemptsLeft)
    : registrationMessages.code[result.reason];
}

/** `license_hash` of verify-otp: SHA-256 (hex) of the company's licence id. */
export function licenseHash(licenseId: string): string {
  return sha256Hex(licenseId);
}

async function sendVerificationMail(
  mailer: Mailer,
  config: AppConfig,
  user: UserRow,
  code: string,
): Promise<void> {
  await mailer.send(verificationMail(config, user, code), {
    outboxNotice: `Bestätigungscode für ${user.email}: ${code} (10 Minuten gültig; kein SMTP_URL gesetzt, die Mail liegt im Ausgang)`,
  });
}
