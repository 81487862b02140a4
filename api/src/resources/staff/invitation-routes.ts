import { Type } from '@sinclair/typebox';
import {
  PendingInvitationBody,
  ResentInvitationBody,
  type ResentInvitation,
} from 'shared-ui/contracts/invitations-contract';
import type { ApiRoutes } from '../../kernel/api-deps';
import { bearerSecurity, requireUser, signedInAccount } from '../sessions/require-user';
import { forbidden, notFound, serviceUnavailable } from '../../kernel/http/api-error';
import { DetailBody, FieldErrorsBody } from '../../kernel/http/responses';
import type { UserRow } from '../accounts/schema';
import { invitationMail } from './invitation-mail';
import {
  mayManageInvitation,
  openInvitationsOf,
  pendingInvitationView,
  renewInvitation,
  revokeInvitation,
} from './pending-invitations';
import { staffMessages, staffRateLimits } from './staff-routes';

export const invitationMessages = {
  notFound:
    'Diese Einladung wurde nicht gefunden. Vielleicht wurde sie bereits angenommen oder zurückgezogen.',
  managerOnlyOwn:
    'Manager können nur Einladungen erneut senden oder zurückziehen, die sie selbst versendet haben.',
  resent: (email: string) =>
    `Die Einladung wurde erneut an ${email} gesendet. Der Link der früheren E-Mail ist nicht mehr gültig.`,
  revoked: (email: string) =>
    `Die Einladung an ${email} wurde zurückgezogen. Der Link darin ist nicht mehr gültig.`,
} as const;

const InvitationId = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const MessageBody = Type.Object({ message: Type.String() });

/** Pending invitations of the staff page (issue 23): owner and managers, own company only. */
export const invitationRoutes: ApiRoutes = async (app, deps) => {
  const { config, database, limiter, mailer } = deps;
  const db = database.db;
  const clock = deps.clock;
  const managers = requireUser(deps, { roles: ['owner', 'manager'] });

  /** The open invitation of the viewer's company, refused as the role table says. */
  async function manageable(
    viewer: Pick<UserRow, 'id' | 'userType'>,
    companyId: number,
    id: number,
  ) {
    const [invitation] = await openInvitationsOf(db, companyId, id);
    // Another company's invitation answers like an unknown one: its existence is not revealed.
    if (!invitation) throw notFound(invitationMessages.notFound);
    if (!mayManageInvitation(viewer, invitation)) {
      throw forbidden(invitationMessages.managerOnlyOwn);
    }
    return invitation;
  }

  app.get(
    '/photobooth/invitations/',
    {
      preHandler: managers,
      schema: {
        tags: ['Mitarbeitende'],
        summary: 'Offene Einladungen des eigenen Unternehmens',
        description:
          'Nur Inhaber und Manager. Versendete, noch nicht angenommene Einladungen (neueste zuerst) mit Ablaufzeitpunkt; abgelaufene mit expired: true. can_manage: Inhaber alle, Manager die selbst versendeten.',
        security: bearerSecurity,
        response: { 200: Type.Array(PendingInvitationBody), 401: DetailBody, 403: DetailBody },
      },
    },
    async (request) => {
      const { user, company } = signedInAccount(request);
      const now = clock();
      const open = await openInvitationsOf(db, company!.id);
      return open.map((invitation) => pendingInvitationView(invitation, user, now));
    },
  );

  app.post(
    '/photobooth/invitations/:id/resend/',
    {
      preHandler: managers,
      schema: {
        tags: ['Mitarbeitende'],
        summary: 'Einladung erneut senden',
        description:
          'Neue E-Mail mit neuem Einladungscode, wieder 7 Tage gültig; der Link der früheren E-Mail gilt ab sofort nicht mehr. Inhaber jede Einladung des Unternehmens, Manager nur selbst versendete (sonst 403). Einladungen anderer Unternehmen und angenommene: 404. Zählt zur Grenze von 20 Einladungen pro Stunde und Person.',
        security: bearerSecurity,
        params: InvitationId,
        response: {
          200: ResentInvitationBody,
          400: FieldErrorsBody,
          401: DetailBody,
          403: DetailBody,
          404: DetailBody,
          429: DetailBody,
          503: DetailBody,
        },
      },
    },
    async (request): Promise<ResentInvitation> => {
      const { user, company } = signedInAccount(request);
      const invitation = await manageable(user, company!.id, request.params.id);
      const { invitationsPerUser } = staffRateLimits;
      await limiter.enforce(invitationsPerUser, String(user.id), staffMessages.tooManyInvitations);
      const now = clock();
      const renewal = await renewInvitation(db, invitation, now);
      if (!renewal) throw notFound(invitationMessages.notFound);
      const inviter = {
        firstName: invitation.inviterFirstName,
        lastName: invitation.inviterLastName,
      };
      try {
        await mailer.send(invitationMail(config, renewal.renewed, company!, inviter));
      } catch (error) {
        request.log.error(
          { err: error },
          'Einladung nicht erneut versendet: alter Stand wiederhergestellt',
        );
        await renewal.undo();
        throw serviceUnavailable(staffMessages.mailFailed);
      }
      const [renewed] = await openInvitationsOf(db, company!.id, invitation.id);
      return {
        message: invitationMessages.resent(invitation.email),
        invitation: pendingInvitationView(renewed ?? invitation, user, now),
      };
    },
  );

  app.delete(
    '/photobooth/invitations/:id/',
    {
      preHandler: managers,
      schema: {
        tags: ['Mitarbeitende'],
        summary: 'Einladung zurückziehen',
        description:
          'Die Einladung wird gelöscht; ihr Link taugt danach nicht mehr zur Registrierung. Inhaber jede Einladung des Unternehmens, Manager nur selbst versendete (sonst 403). Einladungen anderer Unternehmen und angenommene: 404.',
        security: bearerSecurity,
        params: InvitationId,
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
      const { user, company } = signedInAccount(request);
      const invitation = await manageable(user, company!.id, request.params.id);
      if (!(await revokeInvitation(db, invitation.id))) throw notFound(invitationMessages.notFound);
      request.log.info({ invitationId: invitation.id, by: user.id }, 'Einladung zurückgezogen');
      return { message: invitationMessages.revoked(invitation.email) };
    },
  );
};
