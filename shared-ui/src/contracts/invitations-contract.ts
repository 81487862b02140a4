import { Type, type Static } from '@sinclair/typebox';
import { invitableUserTypes } from './accounts-contract';

/**
 * One open invitation of GET /photobooth/invitations/ (issue 23): not yet used, listed with its
 * expiry until it is used or revoked. `can_manage`: the viewer may resend or revoke it (the
 * owner any of the company's, a manager those they sent); the server decides and checks again.
 */
export const PendingInvitationBody = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  user_type: Type.Union(invitableUserTypes.map((type) => Type.Literal(type))),
  invited_by: Type.String({ description: 'Vor- und Nachname der einladenden Person' }),
  created_at: Type.String({ format: 'date-time' }),
  expires_at: Type.String({ format: 'date-time' }),
  expired: Type.Boolean(),
  can_manage: Type.Boolean(),
});
export type PendingInvitation = Static<typeof PendingInvitationBody>;
