import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { LoadingState } from 'shared-ui/components/spinner';
import { isNetworkError } from 'shared-ui/api/api-errors';
import { DecisionDialog } from './decision-dialog';
import {
  useApproveLocationMutation,
  useGetReviewQueueQuery,
  useRejectLocationMutation,
  type DecisionAnswer,
  type QueueEntry,
} from './operator-api';
import { OperatorConsole } from './operator-console';
import { formatGermanDateTime } from './operator-format';
import { companyDetailPath, operatorTexts } from './operator-texts';

const texts = operatorTexts.queue;

/** The signed PDF links last 30 minutes: refreshing the queue every 5 keeps them working. */
const refreshEveryMs = 5 * 60_000;

type Pending = { verdict: 'approve' | 'reject'; entry: QueueEntry };

function CertificateLink({ entry }: { entry: QueueEntry }) {
  if (!entry.certificate_url)
    return <span className="bb-operator__muted">{texts.noCertificate}</span>;
  return (
    <a
      href={entry.certificate_url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={texts.openCertificateLabel(entry.name)}
    >
      {texts.openCertificate}
    </a>
  );
}

function QueueRow({
  entry,
  onDecide,
}: {
  entry: QueueEntry;
  onDecide: (pending: Pending) => void;
}) {
  const { owner, company } = entry;
  return (
    <tr>
      <td>
        {formatGermanDateTime(entry.submitted_at)}
        {entry.resubmissions > 0 ? (
          <>
            <br />
            <span className="bb-operator__badge">{texts.resubmitted(entry.resubmissions)}</span>
          </>
        ) : null}
      </td>
      <th scope="row">
        {entry.name}
        <br />
        <span className="bb-operator__muted">
          {entry.address}, {entry.zipcode} {entry.city}
        </span>
        {entry.previous_rejection_reason ? (
          <>
            <br />
            {texts.previousRejection} {entry.previous_rejection_reason}
          </>
        ) : null}
      </th>
      <td>
        <Link to={companyDetailPath(company.id)}>{company.name}</Link>
        {company.blocked_at ? (
          <>
            <br />
            <span className="bb-operator__badge bb-operator__badge--warning">
              {texts.companyBlocked}
            </span>
          </>
        ) : null}
      </td>
      <td>
        {owner ? (
          <>
            {owner.first_name} {owner.last_name}
            <br />
            <a href={`mailto:${owner.email}`}>{owner.email}</a>
            {owner.phone ? (
              <>
                <br />
                {owner.phone}
              </>
            ) : null}
          </>
        ) : (
          <span className="bb-operator__muted">{texts.noOwner}</span>
        )}
      </td>
      <td>
        <CertificateLink entry={entry} />
      </td>
      <td>
        <div className="bb-operator__actions">
          <Button
            aria-label={texts.approveLabel(entry.name)}
            onClick={() => onDecide({ verdict: 'approve', entry })}
          >
            {texts.approve}
          </Button>
          <Button
            variant="secondary"
            aria-label={texts.rejectLabel(entry.name)}
            onClick={() => onDecide({ verdict: 'reject', entry })}
          >
            {texts.reject}
          </Button>
        </div>
      </td>
    </tr>
  );
}

function ReviewQueue() {
  const {
    data: queue,
    error,
    isError,
  } = useGetReviewQueueQuery(undefined, {
    pollingInterval: refreshEveryMs,
    refetchOnMountOrArgChange: true,
  });
  const [approve] = useApproveLocationMutation();
  const [reject] = useRejectLocationMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [outcome, setOutcome] = useState<DecisionAnswer | null>(null);

  if (isError) {
    return (
      <Alert variant="error">
        {isNetworkError(error) ? operatorTexts.console.network : texts.loadFailed}
      </Alert>
    );
  }
  if (!queue) return <LoadingState />;

  const decide = async (reason: string) => {
    if (!pending) return;
    const { id } = pending.entry;
    const answer =
      pending.verdict === 'approve'
        ? await approve(id).unwrap()
        : await reject({ id, reason }).unwrap();
    setOutcome(answer);
  };

  return (
    <>
      <p>{texts.intro}</p>
      {outcome ? (
        <Alert variant={outcome.owner_notified ? 'success' : 'warning'}>{outcome.detail}</Alert>
      ) : null}
      {queue.length === 0 ? (
        <p className="bb-operator__muted">{texts.empty}</p>
      ) : (
        <div className="bb-operator__table-wrapper">
          <table className="bb-operator__table">
            <caption>{texts.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.columns.submitted}</th>
                <th scope="col">{texts.columns.location}</th>
                <th scope="col">{texts.columns.company}</th>
                <th scope="col">{texts.columns.owner}</th>
                <th scope="col">{texts.columns.certificate}</th>
                <th scope="col">{texts.columns.decision}</th>
              </tr>
            </thead>
            <tbody>
              {queue.map((entry) => (
                <QueueRow
                  key={entry.id}
                  entry={entry}
                  onDecide={(next) => {
                    setOutcome(null);
                    setPending(next);
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pending?.verdict === 'approve' ? (
        <DecisionDialog
          title={texts.approveDialog.title}
          question={texts.approveDialog.question(pending.entry.name)}
          confirm={texts.approveDialog.confirm}
          confirming={texts.approveDialog.confirming}
          failure={texts.decisionFailed}
          onConfirm={decide}
          onClose={() => setPending(null)}
        />
      ) : null}
      {pending?.verdict === 'reject' ? (
        <DecisionDialog
          title={texts.rejectDialog.title}
          question={texts.rejectDialog.question(pending.entry.name)}
          confirm={texts.rejectDialog.confirm}
          confirming={texts.rejectDialog.confirming}
          reason={{ label: texts.rejectDialog.reason, required: true }}
          failure={texts.decisionFailed}
          onConfirm={decide}
          onClose={() => setPending(null)}
        />
      ) : null}
    </>
  );
}

export default function ReviewQueuePage() {
  return (
    <OperatorConsole title={texts.title}>
      <ReviewQueue />
    </OperatorConsole>
  );
}
