import { Type, type Static } from '@sinclair/typebox';
import { DateTime, literalUnion } from './schema-parts';
import { invitableUserTypes, type InvitableUserType } from './accounts-contract';

const invitableUserType = literalUnion(invitableUserTypes);

/**
 * One open invitation of GET /photobooth/invitations/ (issue 23): not yet used, listed with its
 * expiry until it is used or revoked. `can_manage`: the viewer may resend or revoke it (the
 * owner any of the company's, a manager those they sent); the server decides and checks again.
 */
export const PendingInvitationBody = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  user_type: invitableUserType,
  invited_by: Type.String({ description: 'Vor- und Nachname der einladenden Person' }),
  created_at: DateTime,
  expires_at: DateTime,
  expired: Type.Boolean(),
  can_manage: Type.Boolean(),
});
export type PendingInvitation = Static<typeof PendingInvitationBody>;

/**
 * The access level each invitable kind of account comes with (signed-in-area.md §3
 * "Invitation payload"): "Eingeschränkt" invites an employee, "Vollzugriff" a manager.
 */
export const accessLevelOf = {
  employee: 'restricted',
  manager: 'full',
} as const satisfies Record<InvitableUserType, string>;
export type AccessLevel = (typeof accessLevelOf)[InvitableUserType];

const accessLevel = Type.Union(invitableUserTypes.map((type) => Type.Literal(accessLevelOf[type])));

/** POST /photobooth/invite-employee/ (the API's Yup schema decides, this documents it). */
export const InvitationRequestBody = Type.Object({
  email: Type.String({ format: 'email' }),
  user_type: invitableUserType,
  role: Type.Optional(accessLevel),
});
export type InvitationRequest = Static<typeof InvitationRequestBody>;

/** 201 of POST /photobooth/invite-employee/. */
export const CreatedInvitationBody = Type.Object({
  message: Type.String(),
  email: Type.String(),
  user_type: invitableUserType,
  role: accessLevel,
  expires_at: DateTime,
});
export type CreatedInvitation = Static<typeof CreatedInvitationBody>;

/** 200 of POST /photobooth/invitations/{id}/resend/. */
export const ResentInvitationBody = Type.Object({
  message: Type.String(),
  invitation: PendingInvitationBody,
});
export type ResentInvitation = Static<typeof ResentInvitationBody>;
