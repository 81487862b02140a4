import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { DataTable, sortedColumn, type DataTableColumn } from 'shared-ui/components/data-table';
import { LoadingState } from 'shared-ui/components/spinner';
import type { DecisionAnswer, QueueEntry } from 'shared-ui/contracts/operator-contract';
import { isNetworkError } from 'shared-ui/api/api-errors';
import { DecisionDialog } from './decision-dialog';
import {
  useApproveLocationMutation,
  useGetReviewQueueQuery,
  useRejectLocationMutation,
} from './operator-api';
import { OperatorConsole } from './operator-console';
import { formatGermanDateTime } from './operator-format';
import { companyDetailPath, operatorTexts } from './operator-texts';

const texts = operatorTexts.queue;

/** The signed PDF links last 30 minutes: refreshing the queue every 5 keeps them working. */
const refreshEveryMs = 5 * 60_000;

type Pending = { verdict: 'approve' | 'reject'; entry: QueueEntry };

const columns = texts.columns;

/** The queue's filters; the chosen one is in the URL (?filter=) so reload and Back keep it. */
const filters = {
  all: { value: '', label: texts.filters.all, keeps: () => true },
  new: { value: 'neu', label: texts.filters.new, keeps: (entry) => entry.resubmissions === 0 },
  resubmitted: {
    value: 'erneut',
    label: texts.filters.resubmitted,
    keeps: (entry) => entry.resubmissions > 0,
  },
  withoutProof: {
    value: 'ohne-nachweis',
    label: texts.filters.withoutProof,
    keeps: (entry) => entry.certificate_url === null,
  },
  blocked: {
    value: 'gesperrt',
    label: texts.filters.blocked,
    keeps: (entry) => entry.company.blocked_at !== null,
  },
} satisfies Record<string, { value: string; label: string; keeps: (entry: QueueEntry) => boolean }>;

type Filter = (typeof filters)[keyof typeof filters];

function filterOf(value: string | null): Filter {
  return Object.values(filters).find((filter) => filter.value === value) ?? filters.all;
}

function QueueFilter({
  queue,
  filter,
  onChange,
}: {
  queue: QueueEntry[];
  filter: Filter;
  onChange: (filter: Filter) => void;
}) {
  const id = useId();
  return (
    <div className="bb-operator-filter">
      <label htmlFor={id} className="bb-field__label">
        {texts.filterLabel}
      </label>
      <select
        id={id}
        value={filter.value}
        onChange={(event) => onChange(filterOf(event.target.value))}
      >
        {Object.values(filters).map((option) => (
          <option key={option.value} value={option.value}>
            {texts.filterOption(option.label, queue.filter(option.keeps).length)}
          </option>
        ))}
      </select>
    </div>
  );
}

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

function Decision({
  entry,
  onDecide,
}: {
  entry: QueueEntry;
  onDecide: (pending: Pending) => void;
}) {
  const whyNotId = useId();
  const withoutProof = entry.certificate_url === null;
  return (
    <>
      <div className="bb-operator__actions">
        {/* The server refuses it too (409); the button says why before anyone confirms. */}
        <Button
          aria-label={texts.approveLabel(entry.name)}
          disabled={withoutProof}
          aria-describedby={withoutProof ? whyNotId : undefined}
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
      {withoutProof ? (
        <p id={whyNotId} className="bb-operator__why-not">
          {texts.approveWithoutProof}
        </p>
      ) : null}
    </>
  );
}

function ownerName({ owner }: QueueEntry): string {
  return owner ? `${owner.first_name} ${owner.last_name}` : '';
}

function OwnerContact({ entry }: { entry: QueueEntry }) {
  const { owner } = entry;
  if (!owner) return <span className="bb-operator__muted">{texts.noOwner}</span>;
  return (
    <>
      {ownerName(entry)}
      <br />
      <a href={`mailto:${owner.email}`}>{owner.email}</a>
      {owner.phone ? (
        <>
          <br />
          {owner.phone}
        </>
      ) : null}
    </>
  );
}

function queueColumns(onDecide: (pending: Pending) => void): DataTableColumn<QueueEntry>[] {
  return [
    sortedColumn(
      'submitted',
      columns.submitted,
      (entry) => Date.parse(entry.submitted_at),
      (entry) => (
        <>
          {formatGermanDateTime(entry.submitted_at)}
          {entry.resubmissions > 0 ? (
            <>
              <br />
              <span className="bb-operator__badge">{texts.resubmitted(entry.resubmissions)}</span>
            </>
          ) : null}
        </>
      ),
    ),
    {
      ...sortedColumn(
        'location',
        columns.location,
        (entry: QueueEntry) => entry.name,
        (entry) => (
          <>
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
          </>
        ),
      ),
      rowHeader: true,
    },
    sortedColumn(
      'company',
      columns.company,
      (entry) => entry.company.name,
      ({ company }) => (
        <>
          <Link to={companyDetailPath(company.id)}>{company.name}</Link>
          {company.blocked_at ? (
            <>
              <br />
              <span className="bb-operator__badge bb-operator__badge--warning">
                {texts.companyBlocked}
              </span>
            </>
          ) : null}
        </>
      ),
    ),
    sortedColumn('owner', columns.owner, ownerName, (entry) => <OwnerContact entry={entry} />),
    {
      key: 'certificate',
      header: columns.certificate,
      cell: (entry) => <CertificateLink entry={entry} />,
    },
    {
      key: 'decision',
      header: columns.decision,
      cell: (entry) => <Decision entry={entry} onDecide={onDecide} />,
    },
  ];
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
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterOf(searchParams.get('filter'));
  const outcomeRef = useRef<HTMLDivElement>(null);
  const focusOutcome = useRef(false);
  // After a decision the row and its buttons leave the queue: the outcome takes the focus (the
  // dialog's return of focus would otherwise end on the page body).
  useEffect(() => {
    if (!focusOutcome.current || pending || !outcome) return;
    focusOutcome.current = false;
    outcomeRef.current?.focus();
  }, [outcome, pending, queue]);

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
    focusOutcome.current = true;
    setOutcome(answer);
  };
  const shown = queue.filter(filter.keeps);

  return (
    <>
      <p>{texts.intro}</p>
      {outcome ? (
        <div ref={outcomeRef} tabIndex={-1} className="bb-operator__outcome">
          <Alert variant={outcome.owner_notified ? 'success' : 'warning'}>{outcome.detail}</Alert>
        </div>
      ) : null}
      {queue.length === 0 ? (
        <p className="bb-operator__muted">{texts.empty}</p>
      ) : (
        <>
          <div className="bb-operator-queue__summary">
            <p className="bb-operator-queue__count">
              {texts.count(queue.length)}
              {filter !== filters.all ? ` ${texts.shown(shown.length, queue.length)}` : ''}
            </p>
            <QueueFilter
              queue={queue}
              filter={filter}
              onChange={(next) =>
                setSearchParams(next.value ? { filter: next.value } : {}, { replace: true })
              }
            />
          </div>
          <DataTable
            caption={texts.caption}
            order={texts.order}
            columns={queueColumns((next) => {
              setOutcome(null);
              setPending(next);
            })}
            rows={shown}
            rowKey={(entry) => entry.id}
            empty={texts.filterEmpty}
          />
        </>
      )}
      {pending?.verdict === 'approve' ? (
        <DecisionDialog
          texts={texts.approveDialog}
          subject={pending.entry.name}
          failure={texts.decisionFailed}
          onConfirm={decide}
          onClose={() => setPending(null)}
        />
      ) : null}
      {pending?.verdict === 'reject' ? (
        <DecisionDialog
          texts={texts.rejectDialog}
          subject={pending.entry.name}
          reason="required"
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
