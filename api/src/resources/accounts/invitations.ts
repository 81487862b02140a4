import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { later } from '../../kernel/clock';
import type { DatabaseOrTransaction } from './one-time-codes';
import { invitations, normalizeEmail } from './schema';
import type { InvitableUserType } from 'shared-ui/contracts/accounts-contract';
import { sha256Hex } from '../../kernel/security/secret-hashing';

/**
 * Invitations of staff (ARCHITECTURE.md §4): a single-use `owner_code`, valid 7 days, bound to
 * the invited e-mail address and role. Only its hash is stored; the code itself goes into the
 * registration link of the invitation mail.
 */
export const invitationLifetimeMs = 7 * 24 * 60 * 60_000;

export interface NewInvitation {
  companyId: number;
  /** The inviting owner or manager; becomes the supervisor of the registered person. */
  invitedBy: number;
  email: string;
  userType: InvitableUserType;
}

export interface CreatedInvitation {
  id: number;
  /** The plain code for the registration link; it cannot be recovered later. */
  ownerCode: string;
  email: string;
  userType: InvitableUserType;
  expiresAt: Date;
}

export async function createInvitation(
  db: DatabaseOrTransaction,
  invitation: NewInvitation,
  now: Date,
): Promise<CreatedInvitation> {
  const ownerCode = randomBytes(18).toString('base64url');
  const email = normalizeEmail(invitation.email);
  const expiresAt = later(now, invitationLifetimeMs);
  const [row] = await db
    .insert(invitations)
    .values({
      companyId: invitation.companyId,
      invitedBy: invitation.invitedBy,
      email,
      userType: invitation.userType,
      codeHash: sha256Hex(ownerCode),
      expiresAt,
      createdAt: now,
    })
    .returning({ id: invitations.id });
  return { id: row!.id, ownerCode, email, userType: invitation.userType, expiresAt };
}

export interface OpenInvitation {
  id: number;
  companyId: number;
  invitedBy: number;
  userType: InvitableUserType;
}

export type InvitationProblem = 'unknown' | 'mismatch' | 'expired' | 'used';

/**
 * The open invitation for this code, e-mail address and role, or why there is none.
 * Role mismatch and foreign address answer alike ('mismatch'): the code belongs to someone else.
 */
export async function findOpenInvitation(
  db: DatabaseOrTransaction,
  { ownerCode, email, userType }: { ownerCode: string; email: string; userType: string },
  now: Date,
): Promise<OpenInvitation | { problem: InvitationProblem }> {
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.codeHash, sha256Hex(ownerCode.trim())));
  if (!invitation) return { problem: 'unknown' };
  if (invitation.email !== normalizeEmail(email) || invitation.userType !== userType) {
    return { problem: 'mismatch' };
  }
  if (invitation.usedAt) return { problem: 'used' };
  if (invitation.expiresAt <= now) return { problem: 'expired' };
  return {
    id: invitation.id,
    companyId: invitation.companyId,
    invitedBy: invitation.invitedBy,
    userType: invitation.userType,
  };
}

/**
 * Marks the invitation used by `userId`. `false` when it was used or expired meanwhile: the
 * conditional UPDATE lets only one of two racing registrations have it.
 */
export async function consumeInvitation(
  db: DatabaseOrTransaction,
  invitationId: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ usedAt: now, usedBy: userId })
    .where(
      and(
        eq(invitations.id, invitationId),
        isNull(invitations.usedAt),
        sql`${invitations.expiresAt} > ${now}`,
      ),
    )
    .returning({ id: invitations.id });
  return rows.length > 0;
}
