import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PendingInvitation } from 'shared-ui/contracts/invitations-contract';
import { later } from '../../kernel/clock';
import { sha256Hex } from '../../kernel/security/secret-hashing';
import { invitationLifetimeMs } from '../accounts/invitations';
import type { CreatedInvitation } from '../accounts/invitations';
import type { DatabaseOrTransaction } from '../accounts/one-time-codes';
import { invitations, users } from '../accounts/schema';
import type { UserRow } from '../accounts/schema';

/**
 * Invitations that were sent but not yet used (issue 23): the owner and managers see them with
 * their expiry, send them again (new code, new expiry) or revoke them. A used invitation is a
 * person in the staff list and no longer appears here.
 */

const inviters = alias(users, 'inviters');

const openInvitationColumns = {
  id: invitations.id,
  email: invitations.email,
  userType: invitations.userType,
  invitedBy: invitations.invitedBy,
  codeHash: invitations.codeHash,
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
  inviterFirstName: inviters.firstName,
  inviterLastName: inviters.lastName,
};

export type OpenInvitationRow = Awaited<ReturnType<typeof openInvitationsOf>>[number];

/** The company's unused invitations (expired ones too: they can be sent again), newest first. */
export function openInvitationsOf(db: DatabaseOrTransaction, companyId: number, id?: number) {
  return db
    .select(openInvitationColumns)
    .from(invitations)
    .innerJoin(inviters, eq(inviters.id, invitations.invitedBy))
    .where(
      and(
        eq(invitations.companyId, companyId),
        isNull(invitations.usedAt),
        id === undefined ? undefined : eq(invitations.id, id),
      ),
    )
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

/**
 * The owner manages every invitation of the company; a manager those they sent, as a manager
 * deletes only the employees they invited (signed-in-area.md §6).
 */
export function mayManageInvitation(
  viewer: Pick<UserRow, 'id' | 'userType'>,
  invitation: Pick<OpenInvitationRow, 'invitedBy'>,
): boolean {
  return viewer.userType === 'owner' || invitation.invitedBy === viewer.id;
}

export function pendingInvitationView(
  invitation: OpenInvitationRow,
  viewer: Pick<UserRow, 'id' | 'userType'>,
  now: Date,
): PendingInvitation {
  return {
    id: invitation.id,
    email: invitation.email,
    user_type: invitation.userType,
    invited_by: `${invitation.inviterFirstName} ${invitation.inviterLastName}`.trim(),
    created_at: invitation.createdAt.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
    expired: invitation.expiresAt <= now,
    can_manage: mayManageInvitation(viewer, invitation),
  };
}

/**
 * Gives the invitation a new code and a new expiry: the link of the earlier mail stops working
 * at once. Returns the new code for the mail and a way back should the mail fail. The UPDATE
 * only touches an unused invitation, so a registration that used it meanwhile wins.
 */
export async function renewInvitation(
  db: DatabaseOrTransaction,
  invitation: OpenInvitationRow,
  now: Date,
): Promise<{ renewed: CreatedInvitation; undo: () => Promise<void> } | null> {
  const ownerCode = randomBytes(18).toString('base64url');
  const expiresAt = later(now, invitationLifetimeMs);
  const rows = await db
    .update(invitations)
    .set({ codeHash: sha256Hex(ownerCode), expiresAt })
    .where(and(eq(invitations.id, invitation.id), isNull(invitations.usedAt)))
    .returning({ id: invitations.id });
  if (rows.length === 0) return null;
  return {
    renewed: {
      id: invitation.id,
      ownerCode,
      email: invitation.email,
      userType: invitation.userType,
      expiresAt,
    },
    undo: async () => {
      await db
        .update(invitations)
        .set({ codeHash: invitation.codeHash, expiresAt: invitation.expiresAt })
        .where(and(eq(invitations.id, invitation.id), isNull(invitations.usedAt)));
    },
  };
}

/** Revokes an unused invitation; `false` when it was used (or revoked) meanwhile. */
export async function revokeInvitation(
  db: DatabaseOrTransaction,
  invitationId: number,
): Promise<boolean> {
  const rows = await db
    .delete(invitations)
    .where(and(eq(invitations.id, invitationId), isNull(invitations.usedAt)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}
