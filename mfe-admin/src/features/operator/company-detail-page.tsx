import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { DataTable, sortedColumn, type DataTableColumn } from 'shared-ui/components/data-table';
import { LoadingState } from 'shared-ui/components/spinner';
import type {
  BillableEvent,
  CompanyDetail,
  CompanyLocation,
  CompanyPerson,
  OperatorDecision,
} from 'shared-ui/contracts/operator-contract';
import { formatGermanDate } from 'shared-ui/format/german-date';
import { legalFormLabels } from 'shared-ui/validation/domain-values';
import { httpStatus, isNetworkError } from 'shared-ui/api/api-errors';
import { DecisionDialog } from './decision-dialog';
import {
  useBlockCompanyMutation,
  useGetCompanyQuery,
  useUnblockCompanyMutation,
  useWithdrawApprovalMutation,
} from './operator-api';
import { OperatorConsole } from './operator-console';
import { formatEuro, formatGermanDateTime } from './operator-format';
import {
  actionLabels,
  companySearchPath,
  companyStateHints,
  companyStateLabels,
  operatorTexts,
  reviewStatusLabels,
  roleLabels,
} from './operator-texts';

const texts = operatorTexts.company;

function yesNo(value: boolean): string {
  return value ? operatorTexts.console.yes : operatorTexts.console.no;
}

const peopleColumns: DataTableColumn<CompanyPerson>[] = [
  {
    ...sortedColumn(
      'name',
      texts.people.columns.name,
      (person: CompanyPerson) => `${person.first_name} ${person.last_name}`,
    ),
    rowHeader: true,
  },
  sortedColumn('email', texts.people.columns.email, (person) => person.email),
  sortedColumn('role', texts.people.columns.role, (person) => roleLabels[person.user_type]),
  sortedColumn('verified', texts.people.columns.verified, (person) => yesNo(person.is_verified)),
  sortedColumn('eid', texts.people.columns.eid, (person) =>
    person.eid_verified ? texts.people.eidVerified : texts.people.eidMissing,
  ),
];

function People({ company }: { company: CompanyDetail }) {
  const { people } = company;
  const verified = people.filter((person) => person.eid_verified).length;
  return (
    <section className="bb-operator__section" aria-labelledby="bb-operator-people">
      <h3 id="bb-operator-people">{texts.people.heading}</h3>
      <p>{texts.people.eidSummary(verified, people.length)}</p>
      <DataTable
        caption={texts.people.caption}
        columns={peopleColumns}
        rows={people}
        rowKey={(person) => person.id}
        empty={null}
      />
    </section>
  );
}

function Locations({ company }: { company: CompanyDetail }) {
  const [withdraw] = useWithdrawApprovalMutation();
  const [withdrawing, setWithdrawing] = useState<CompanyLocation | null>(null);
  const [done, setDone] = useState<{ detail: string; warn: boolean } | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  // The button that opened the dialog is gone once the location is no longer approved: the
  // outcome takes the focus instead of the page body.
  useEffect(() => {
    if (done && !withdrawing) doneRef.current?.focus();
  }, [done, withdrawing]);
  const columns = texts.locations.columns;
  const locationColumns: DataTableColumn<CompanyLocation>[] = [
    { ...sortedColumn('name', columns.name, (location) => location.name), rowHeader: true },
    sortedColumn(
      'address',
      columns.address,
      (location) => `${location.address}, ${location.zipcode} ${location.city}`,
    ),
    sortedColumn(
      'status',
      columns.status,
      (location) => reviewStatusLabels[location.review_status],
      (location) => (
        <>
          {reviewStatusLabels[location.review_status]}
          {location.review_status === 'approved' ? (
            <div className="bb-operator__actions">
              <Button
                variant="secondary"
                aria-label={texts.locations.withdrawLabel(location.name)}
                onClick={() => {
                  setDone(null);
                  setWithdrawing(location);
                }}
              >
                {texts.locations.withdraw}
              </Button>
            </div>
          ) : null}
        </>
      ),
    ),
    { key: 'reason', header: columns.reason, cell: (location) => location.review_reason ?? '' },
    {
      key: 'certificate',
      header: columns.certificate,
      cell: (location) =>
        location.certificate_url ? (
          <a
            href={location.certificate_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={operatorTexts.queue.openCertificateLabel(location.name)}
          >
            {operatorTexts.queue.openCertificate}
          </a>
        ) : (
          <span className="bb-operator__muted">{operatorTexts.queue.noCertificate}</span>
        ),
    },
  ];
  return (
    <section className="bb-operator__section" aria-labelledby="bb-operator-locations">
      <h3 id="bb-operator-locations">{texts.locations.heading}</h3>
      {done ? (
        <div ref={doneRef} tabIndex={-1} className="bb-operator__outcome">
          <Alert variant={done.warn ? 'warning' : 'success'}>{done.detail}</Alert>
        </div>
      ) : null}
      <DataTable
        caption={texts.locations.caption}
        columns={locationColumns}
        rows={company.locations}
        rowKey={(location) => location.id}
        empty={texts.locations.empty}
      />
      {withdrawing ? (
        <DecisionDialog
          texts={texts.locations.withdrawDialog}
          subject={withdrawing.name}
          reason="required"
          failure={texts.changeFailed}
          onConfirm={async (reason) => {
            const answer = await withdraw({ id: withdrawing.id, reason }).unwrap();
            setDone({ detail: answer.detail, warn: !answer.owner_notified });
          }}
          onClose={() => setWithdrawing(null)}
        />
      ) : null}
    </section>
  );
}

const billingColumns: DataTableColumn<BillableEvent>[] = [
  sortedColumn(
    'date',
    texts.billing.columns.date,
    (event) => Date.parse(event.occurred_at),
    (event) => formatGermanDate(event.occurred_at),
  ),
  sortedColumn(
    'person',
    texts.billing.columns.person,
    (event) => event.person ?? texts.billing.removedPerson,
  ),
  sortedColumn('service', texts.billing.columns.service, (event) => event.description),
  sortedColumn(
    'amount',
    texts.billing.columns.amount,
    (event) => event.amount_eur,
    (event) => formatEuro(event.amount_eur),
  ),
];

function Billing({ company }: { company: CompanyDetail }) {
  const events = company.billable_events;
  return (
    <section className="bb-operator__section" aria-labelledby="bb-operator-billing">
      <h3 id="bb-operator-billing">{texts.billing.heading}</h3>
      <DataTable
        caption={texts.billing.caption}
        order={texts.billing.order}
        columns={billingColumns}
        rows={events}
        rowKey={(event) => event.id}
        empty={texts.billing.empty}
      />
    </section>
  );
}

const decisionColumns: DataTableColumn<OperatorDecision>[] = [
  sortedColumn(
    'at',
    texts.decisions.columns.at,
    (decision) => Date.parse(decision.decided_at),
    (decision) => formatGermanDateTime(decision.decided_at),
  ),
  sortedColumn('operator', texts.decisions.columns.operator, (decision) => decision.operator_email),
  sortedColumn(
    'action',
    texts.decisions.columns.action,
    (decision) => actionLabels[decision.action],
  ),
  sortedColumn('target', texts.decisions.columns.target, (decision) => decision.target),
  {
    key: 'reason',
    header: texts.decisions.columns.reason,
    cell: (decision) => decision.reason ?? '',
  },
];

function Decisions({ company }: { company: CompanyDetail }) {
  return (
    <section className="bb-operator__section" aria-labelledby="bb-operator-decisions">
      <h3 id="bb-operator-decisions">{texts.decisions.heading}</h3>
      <DataTable
        caption={texts.decisions.caption}
        order={texts.decisions.order}
        columns={decisionColumns}
        rows={company.decisions}
        rowKey={(decision) => decision.id}
        empty={texts.decisions.empty}
      />
    </section>
  );
}

function BlockControls({ company }: { company: CompanyDetail }) {
  const [block] = useBlockCompanyMutation();
  const [unblock] = useUnblockCompanyMutation();
  const [dialog, setDialog] = useState<'block' | 'unblock' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const blocked = company.blocked_at !== null;

  return (
    <section className="bb-operator__section" aria-label={texts.statusLabel}>
      {blocked ? (
        <Alert
          variant="warning"
          title={texts.blockedNotice(formatGermanDateTime(company.blocked_at!))}
        >
          {company.block_reason ? texts.blockReason(company.block_reason) : null}
        </Alert>
      ) : null}
      {done ? <Alert variant="success">{done}</Alert> : null}
      <div className="bb-operator__actions">
        <Button
          variant={blocked ? 'primary' : 'secondary'}
          onClick={() => {
            setDone(null);
            setDialog(blocked ? 'unblock' : 'block');
          }}
        >
          {blocked ? texts.unblock : texts.block}
        </Button>
      </div>
      {dialog === 'block' ? (
        <DecisionDialog
          texts={texts.blockDialog}
          subject={company.name}
          reason="required"
          failure={texts.changeFailed}
          onConfirm={async (reason) =>
            setDone((await block({ id: company.id, reason }).unwrap()).detail)
          }
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'unblock' ? (
        <DecisionDialog
          texts={texts.unblockDialog}
          subject={company.name}
          reason="optional"
          failure={texts.changeFailed}
          onConfirm={async (reason) =>
            setDone((await unblock({ id: company.id, reason }).unwrap()).detail)
          }
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}

function CompanyView({ id }: { id: number }) {
  const {
    data: company,
    error,
    isError,
  } = useGetCompanyQuery(id, {
    refetchOnMountOrArgChange: true,
  });
  if (isError) {
    const message = isNetworkError(error)
      ? operatorTexts.console.network
      : httpStatus(error) === 404
        ? texts.notFound
        : texts.loadFailed;
    return <Alert variant="error">{message}</Alert>;
  }
  if (!company) return <LoadingState />;
  return (
    <>
      <h2>{company.name}</h2>
      <p>
        {company.legal_form ? `${legalFormLabels[company.legal_form]} · ` : ''}
        {texts.registeredOn(formatGermanDate(company.created_at))}
        {company.website ? (
          <>
            {' · '}
            <a href={company.website} target="_blank" rel="noopener noreferrer">
              {company.website}
            </a>
          </>
        ) : null}
      </p>
      <p>
        {texts.state}: {companyStateLabels[company.state]}
        {companyStateHints[company.state] ? ` – ${companyStateHints[company.state]}` : ''}
      </p>
      <BlockControls company={company} />
      <People company={company} />
      <Locations company={company} />
      <Billing company={company} />
      <Decisions company={company} />
    </>
  );
}

function companyIdOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export default function CompanyDetailPage() {
  const [searchParams] = useSearchParams();
  const id = companyIdOf(searchParams.get('id'));
  // The search this page was opened from (?q=): the back link returns to its results.
  const back = { to: companySearchPath(searchParams.get('q') ?? ''), label: texts.back };
  return (
    <OperatorConsole title={texts.title} back={back}>
      {id ? <CompanyView id={id} /> : <Alert variant="error">{texts.notFound}</Alert>}
    </OperatorConsole>
  );
}
