import { invitableUserTypes, type InvitableUserType } from 'shared-ui/contracts/accounts-contract';
import { Type } from '@sinclair/typebox';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import * as yup from 'yup';
import { EmployeeBody, type Employee } from 'shared-ui/contracts/staff-contract';
import {
  CreatedInvitationBody,
  InvitationRequestBody,
  type CreatedInvitation,
} from 'shared-ui/contracts/invitations-contract';
import { validationMessages } from 'shared-ui/validation/messages';
import { emailRule } from 'shared-ui/validation/rules';
import type { ApiRoutes } from '../../kernel/api-deps';
import { bearerSecurity, requireUser, signedInAccount } from '../sessions/require-user';
import { findAccountByEmail } from '../accounts/accounts';
import { DetailBody, FieldErrorsBody } from '../../kernel/http/responses';
import { createInvitation } from '../accounts/invitations';
import { invitations, users } from '../accounts/schema';
import type { UserRow } from '../accounts/schema';
import { validateWith } from '../../kernel/http/yup-errors';
import type { RateLimitRule } from '../../kernel/rate-limit/rate-limiter';
import { accessLevels, invitationMail } from './invitation-mail';
import { removePerson } from './remove-person';
import { ApiError, forbidden, notFound } from '../../kernel/http/api-error';

export const staffMessages = {
  /** signed-in-area.md §5, worded exactly as the spec writes it. */
  inviteForbidden: 'Only owners or managers can send invitations.',
  invited: (email: string) => `Die Einladung wurde an ${email} gesendet.`,
  alreadyRegistered: 'Für diese E-Mail-Adresse besteht bereits ein Bildbote-Konto.',
  roleMismatch:
    'Die Zugriffsstufe passt nicht zum Benutzertyp („Eingeschränkt“ für employee, „Vollzugriff“ für manager).',
  mailFailed:
    'Die Einladung konnte nicht per E-Mail versendet werden. Bitte versuchen Sie es später erneut.',
  tooManyInvitations:
    'Sie haben in der letzten Stunde zu viele Einladungen versendet. Bitte versuchen Sie es später erneut.',
  notFound: 'Diese Person wurde nicht gefunden.',
  notSelf: 'Sie können Ihr eigenes Konto hier nicht löschen.',
  notOwner: 'Die Inhaberin oder der Inhaber des Unternehmens kann nicht gelöscht werden.',
  managerOnlyOwnEmployees:
    'Manager können nur Mitarbeitende löschen, die sie selbst eingeladen haben.',
  deleted: 'Die Person und alle ihre personenbezogenen Daten wurden unwiderruflich gelöscht.',
} as const;

export const staffRateLimits = {
  invitationsPerUser: { name: 'invitations-user', limit: 20, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimitRule>;

const roles = invitableUserTypes.map((type) => accessLevels[type].role);
const roleOf = (userType: string) =>
  invitableUserTypes.includes(userType as InvitableUserType)
    ? accessLevels[userType as InvitableUserType].role
    : null;

const invitationSchema = yup.object({
  email: emailRule.max(254, validationMessages.tooLong),
  user_type: yup
    .string()
    .required(validationMessages.required)
    .oneOf(invitableUserTypes, validationMessages.choice),
  role: yup
    .string()
    .optional()
    .oneOf(roles, validationMessages.choice)
    .test('matches-user-type', staffMessages.roleMismatch, function matchesUserType(role) {
      const expected = roleOf(String(this.parent.user_type));
      return !role || expected === null || role === expected;
    }),
});

function employeeOf(user: UserRow): Employee {
  return {
    user_id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    date_of_birth: user.dateOfBirth,
    user_type: user.userType,
    supervisor_id: user.supervisorId,
  };
}

const MessageBody = Type.Object({ message: Type.String() }, { additionalProperties: true });

/** The invitation form's refusals carry the text as `message` (read by the staff page) and as `detail`. */
function messageRefusal(statusCode: number, message: string): ApiError {
  return ApiError.withBody(statusCode, { message, detail: message });
}

export const staffRoutes: ApiRoutes = async (app, deps) => {
  const { config, database } = deps;
  const db = database.db;
  const clock = deps.clock;
  const { limiter } = deps;
  const { mailer } = deps;

  app.get(
    '/photobooth/invite-employee/',
    {
      preHandler: requireUser(deps),
      schema: {
        tags: ['Mitarbeitende'],
        summary: 'Personen des eigenen Unternehmens',
        description:
          'Inhaber und Manager erhalten alle Personen ihres Unternehmens (nach Nachname, Vorname), Mitarbeitende mit eingeschränktem Zugriff nur den eigenen Eintrag. Personen anderer Unternehmen sind nie enthalten.',
        security: bearerSecurity,
        response: { 200: Type.Array(EmployeeBody), 401: DetailBody, 403: DetailBody },
      },
    },
    async (request) => {
      const { user } = signedInAccount(request);
      if (user.userType !== 'owner' && user.userType !== 'manager') return [employeeOf(user)];
      const people = await db
        .select()
        .from(users)
        .where(eq(users.companyId, user.companyId!))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
      return people.map(employeeOf);
    },
  );

  app.post(
    '/photobooth/invite-employee/',
    {
      preHandler: requireUser(deps),
      // The Yup schema decides (errors as arrays under email, user_type, role); TypeBox documents.
      attachValidation: true,
      schema: {
        tags: ['Mitarbeitende'],
        summary: 'Person einladen',
        description:
          'Nur Inhaber und Manager (sonst 403 mit message). role „restricted“ (Eingeschränkt) gehört zu user_type employee, „full“ (Vollzugriff) zu manager. Die Einladung (owner_code) ist 7 Tage gültig, einmal verwendbar und an E-Mail-Adresse und Rolle gebunden; die E-Mail enthält den Registrierungslink. Eine neue Einladung an dieselbe Adresse ersetzt offene ältere. Höchstens 20 Einladungen pro Stunde und Person.',
        security: bearerSecurity,
        body: InvitationRequestBody,
        response: {
          201: CreatedInvitationBody,
          400: FieldErrorsBody,
          401: DetailBody,
          403: MessageBody,
          429: DetailBody,
          503: MessageBody,
        },
      },
    },
    async (request, reply) => {
      const { user, company } = signedInAccount(request);
      if ((user.userType !== 'owner' && user.userType !== 'manager') || !company) {
        throw messageRefusal(403, staffMessages.inviteForbidden);
      }
      const validated = await validateWith(invitationSchema, request.body);
      if (!validated.valid) throw ApiError.withBody(400, validated.errors);
      const { email } = validated.value;
      const userType = validated.value.user_type as InvitableUserType;

      if (await findAccountByEmail(db, email)) {
        throw ApiError.withBody(400, { email: [staffMessages.alreadyRegistered] });
      }
      const { invitationsPerUser } = staffRateLimits;
      await limiter.enforce(invitationsPerUser, String(user.id), staffMessages.tooManyInvitations);

      const invitation = await createInvitation(
        db,
        { companyId: company.id, invitedBy: user.id, email, userType },
        clock(),
      );
      try {
        await mailer.send(invitationMail(config, invitation, company, user));
      } catch (error) {
        request.log.error({ err: error }, 'Einladung nicht versendet: Einladung zurückgenommen');
        await db.delete(invitations).where(eq(invitations.id, invitation.id));
        throw messageRefusal(503, staffMessages.mailFailed);
      }
      // Only the newest link of an address works: older open invitations are withdrawn.
      await db
        .delete(invitations)
        .where(
          and(
            eq(invitations.companyId, company.id),
            eq(invitations.email, invitation.email),
            isNull(invitations.usedAt),
            ne(invitations.id, invitation.id),
          ),
        );
      const created: CreatedInvitation = {
        message: staffMessages.invited(invitation.email),
        email: invitation.email,
        user_type: userType,
        role: accessLevels[userType].role,
        expires_at: invitation.expiresAt.toISOString(),
      };
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/photobooth/invite-employee/:user_id/',
    {
      preHandler: requireUser(deps, { roles: ['owner', 'manager'] }),
      schema: {
        tags: ['Mitarbeitende'],
        summary: 'Person löschen (unwiderruflich)',
        description:
          'Inhaber löschen jede Person ihres Unternehmens außer sich selbst; Manager nur Mitarbeitende, deren supervisor_id ihre eigene ID ist; Mitarbeitende niemanden (403). Personen anderer Unternehmen und unbekannte IDs: 404. Gelöscht werden die Person mit allen personenbezogenen Daten, ihre Anmeldungen (sofort ungültig), Codes und Einladungen; von ihr betreute Personen übernimmt, wer löscht.',
        security: bearerSecurity,
        params: Type.Object({ user_id: Type.Integer({ minimum: 1 }) }),
        response: {
          200: MessageBody,
          400: FieldErrorsBody,
          401: DetailBody,
          403: DetailBody,
          404: DetailBody,
        },
      },
    },
    async (request) => {
      const { user: actor } = signedInAccount(request);
      const [target] = await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.id, request.params.user_id),
            eq(users.companyId, actor.companyId!),
            inArray(users.userType, ['owner', 'manager', 'employee']),
          ),
        );
      if (!target) throw notFound(staffMessages.notFound);
      const refusal = deletionRefusal(actor, target);
      if (refusal) throw forbidden(refusal);
      await removePerson(db, target, actor.id);
      request.log.info({ userId: target.id, by: actor.id }, 'Person gelöscht');
      return { message: staffMessages.deleted };
    },
  );
};

/** The role table of signed-in-area.md §6, "Delete staff"; null when the deletion is allowed. */
function deletionRefusal(actor: UserRow, target: UserRow): string | null {
  if (target.id === actor.id) return staffMessages.notSelf;
  if (target.userType === 'owner') return staffMessages.notOwner;
  if (actor.userType === 'owner') return null;
  const ownEmployee = target.userType === 'employee' && target.supervisorId === actor.id;
  return ownEmployee ? null : staffMessages.managerOnlyOwnEmployees;
}
