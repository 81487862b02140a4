import { useEffect, useRef, useState } from 'react';
import { Alert, type AlertVariant } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { ConfirmDialog } from 'shared-ui/components/confirm-dialog';
import { DataTable, sortedColumn, type DataTableColumn } from 'shared-ui/components/data-table';
import { LoadingState } from 'shared-ui/components/spinner';
import { isNetworkError, serverMessage } from 'shared-ui/api/api-errors';
import type { PendingInvitation } from 'shared-ui/contracts/invitations-contract';
import { formatGermanDate } from 'shared-ui/format/german-date';
import {
  useGetPendingInvitationsQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} from './invitations-api';
import { accessLevelTexts, staffTexts } from './staff-texts';

const texts = staffTexts.invitations;

interface Message {
  variant: AlertVariant;
  text: string;
}

function failure(error: unknown): string {
  if (isNetworkError(error)) return texts.network;
  return serverMessage(error) ?? texts.failed;
}

const accessLevelOf = (invitation: PendingInvitation) =>
  accessLevelTexts[invitation.user_type === 'manager' ? 'full' : 'restricted'].label;

const validUntil = (invitation: PendingInvitation) => {
  const date = formatGermanDate(invitation.expires_at);
  return invitation.expired ? texts.expired(date) : date;
};

/**
 * Invitations not yet accepted, for owners and managers (issue 23): with their expiry, to send
 * again (new mail, new link, new expiry) or to revoke. The server says which ones the viewer
 * may manage (`can_manage`) and checks it again.
 */
export function PendingInvitations() {
  const { data: invitations, isLoading, isError } = useGetPendingInvitationsQuery();
  const [resendInvitation, { isLoading: resending, originalArgs: resendingId }] =
    useResendInvitationMutation();
  const [revokeInvitation, { isLoading: revoking }] = useRevokeInvitationMutation();
  const [message, setMessage] = useState<Message | null>(null);
  const [toRevoke, setToRevoke] = useState<PendingInvitation | null>(null);
  const [revokeProblem, setRevokeProblem] = useState<string | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  // The result of an action is where focus goes, so it is read out and nothing is lost.
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  async function resend(invitation: PendingInvitation) {
    setMessage(null);
    try {
      const answer = await resendInvitation(invitation.id).unwrap();
      setMessage({ variant: 'success', text: answer.message });
    } catch (error) {
      setMessage({ variant: 'error', text: failure(error) });
    }
  }

  async function revoke(invitation: PendingInvitation) {
    setRevokeProblem(null);
    try {
      const answer = await revokeInvitation(invitation.id).unwrap();
      setToRevoke(null);
      setMessage({ variant: 'success', text: answer.message });
    } catch (error) {
      setRevokeProblem(failure(error));
    }
  }

  const columns: DataTableColumn<PendingInvitation>[] = [
    sortedColumn('email', texts.columns.email, (invitation) => invitation.email),
    sortedColumn('access_level', texts.columns.accessLevel, accessLevelOf),
    sortedColumn('invited_by', texts.columns.invitedBy, (invitation) => invitation.invited_by),
    sortedColumn(
      'expires_at',
      texts.columns.validUntil,
      (invitation) => invitation.expires_at,
      validUntil,
    ),
    {
      key: 'actions',
      header: texts.columns.actions,
      cell: (invitation) =>
        invitation.can_manage ? (
          <div className="bb-staff__invitation-actions">
            <Button
              variant="secondary"
              aria-label={texts.resendLabel(invitation.email)}
              disabled={resending}
              onClick={() => void resend(invitation)}
            >
              {resending && resendingId === invitation.id ? texts.resending : texts.resend}
            </Button>
            <Button
              variant="secondary"
              aria-label={texts.revokeLabel(invitation.email)}
              onClick={() => {
                setRevokeProblem(null);
                setToRevoke(invitation);
              }}
            >
              {texts.revoke}
            </Button>
          </div>
        ) : null,
    },
  ];

  let content;
  if (isLoading) content = <LoadingState label={texts.loading} />;
  else if (isError || !invitations) content = <Alert variant="error">{texts.loadFailed}</Alert>;
  else {
    content = (
      <DataTable
        caption={texts.caption}
        columns={columns}
        rows={invitations}
        rowKey={(invitation) => invitation.id}
        empty={texts.empty}
      />
    );
  }

  return (
    <section aria-labelledby="bb-invitations-heading" className="bb-staff__invitations">
      <h2 id="bb-invitations-heading">{texts.heading}</h2>
      <p>{texts.intro}</p>
      {message ? (
        <div ref={messageRef} tabIndex={-1} className="bb-staff__invitation-message">
          <Alert variant={message.variant}>{message.text}</Alert>
        </div>
      ) : null}
      {content}
      <ConfirmDialog
        open={toRevoke !== null}
        title={texts.revokeTitle}
        confirmLabel={texts.revokeConfirm}
        confirmingLabel={texts.revoking}
        cancelLabel={texts.cancel}
        busy={revoking}
        problem={revokeProblem}
        onConfirm={() => {
          if (toRevoke) void revoke(toRevoke);
        }}
        onCancel={() => setToRevoke(null)}
      >
        <p>{toRevoke ? texts.revokeQuestion(toRevoke.email) : null}</p>
      </ConfirmDialog>
    </section>
  );
}
