import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { LoadingState } from 'shared-ui/components/spinner';
import type { CompanyDetail, CompanyLocation } from 'shared-ui/contracts/operator-contract';
import { formatGermanDate } from 'shared-ui/format/german-date';
import { legalFormLabels } from 'shared-ui/validation/domain-values';
import { httpStatus, isNetworkError } from 'shared-ui/api/api-errors';
import { CardTable } from './card-table';
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

function People({ company }: { company: CompanyDetail }) {
  const { people } = company;
  const verified = people.filter((person) => person.eid_verified).length;
  return (
    <section className="bb-operator__section" aria-labelledby="bb-operator-people">
      <h3 id="bb-operator-people">{texts.people.heading}</h3>
      <p>{texts.people.eidSummary(verified, people.length)}</p>
      <CardTable
        caption={texts.people.caption}
        headers={[
          texts.people.columns.name,
          texts.people.columns.email,
          texts.people.columns.role,
          texts.people.columns.verified,
          texts.people.columns.eid,
        ]}
      >
        {people.map((person) => (
          <tr key={person.id}>
            <th scope="row" data-label={texts.people.columns.name}>
              {person.first_name} {person.last_name}
            </th>
            <td data-label={texts.people.columns.email}>{person.email}</td>
            <td data-label={texts.people.columns.role}>{roleLabels[person.user_type]}</td>
            <td data-label={texts.people.columns.verified}>{yesNo(person.is_verified)}</td>
            <td data-label={texts.people.columns.eid}>
              {person.eid_verified ? texts.people.eidVerified : texts.people.eidMissing}
            </td>
          </tr>
        ))}
      </CardTable>
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
  return (
    <section className="bb-operator__section" aria-labelledby="bb-operator-locations">
      <h3 id="bb-operator-locations">{texts.locations.heading}</h3>
      {done ? (
        <div ref={doneRef} tabIndex={-1} className="bb-operator__outcome">
          <Alert variant={done.warn ? 'warning' : 'success'}>{done.detail}</Alert>
        </div>
      ) : null}
      {company.locations.length === 0 ? (
        <p className="bb-operator__muted">{texts.locations.empty}</p>
      ) : (
        <CardTable
          caption={texts.locations.caption}
          headers={[
            texts.locations.columns.name,
            texts.locations.columns.address,
            texts.locations.columns.status,
            texts.locations.columns.reason,
            texts.locations.columns.certificate,
          ]}
        >
          {company.locations.map((location) => (
            <tr key={location.id}>
              <th scope="row" data-label={columns.name}>
                {location.name}
              </th>
              <td data-label={columns.address}>
                {location.address}, {location.zipcode} {location.city}
              </td>
              <td data-label={columns.status}>
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
              </td>
              <td data-label={columns.reason}>{location.review_reason ?? ''}</td>
              <td data-label={columns.certificate}>
                {location.certificate_url ? (
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
                )}
              </td>
            </tr>
          ))}
        </CardTable>
      )}
      {withdrawing ? (
        <DecisionDialog
          title={texts.locations.withdrawDialog.title}
          question={texts.locations.withdrawDialog.question(withdrawing.name)}
          confirm={texts.locations.withdrawDialog.confirm}
          confirming={texts.locations.withdrawDialog.confirming}
          reason={{ label: texts.locations.withdrawDialog.reason, required: true }}
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

function Billing({ company }: { company: CompanyDetail }) {
  const events = company.billable_events;
  return (
    <section className="bb-operator__section" aria-labelledby="bb-operator-billing">
      <h3 id="bb-operator-billing">{texts.billing.heading}</h3>
      {events.length === 0 ? (
        <p className="bb-operator__muted">{texts.billing.empty}</p>
      ) : (
        <CardTable
          caption={texts.billing.caption}
          headers={[
            texts.billing.columns.date,
            texts.billing.columns.person,
            texts.billing.columns.service,
            texts.billing.columns.amount,
          ]}
        >
          {events.map((event) => (
            <tr key={event.id}>
              <td data-label={texts.billing.columns.date}>{formatGermanDate(event.occurred_at)}</td>
              <td data-label={texts.billing.columns.person}>
                {event.person ?? texts.billing.removedPerson}
              </td>
              <td data-label={texts.billing.columns.service}>{event.description}</td>
              <td data-label={texts.billing.columns.amount}>{formatEuro(event.amount_eur)}</td>
            </tr>
          ))}
        </CardTable>
      )}
    </section>
  );
}

function Decisions({ company }: { company: CompanyDetail }) {
  return (
    <section className="bb-operator__section" aria-labelledby="bb-operator-decisions">
      <h3 id="bb-operator-decisions">{texts.decisions.heading}</h3>
      {company.decisions.length === 0 ? (
        <p className="bb-operator__muted">{texts.decisions.empty}</p>
      ) : (
        <CardTable
          caption={texts.decisions.caption}
          headers={[
            texts.decisions.columns.at,
            texts.decisions.columns.operator,
            texts.decisions.columns.action,
            texts.decisions.columns.target,
            texts.decisions.columns.reason,
          ]}
        >
          {company.decisions.map((decision) => (
            <tr key={decision.id}>
              <td data-label={texts.decisions.columns.at}>
                {formatGermanDateTime(decision.decided_at)}
              </td>
              <td data-label={texts.decisions.columns.operator}>{decision.operator_email}</td>
              <td data-label={texts.decisions.columns.action}>{actionLabels[decision.action]}</td>
              <td data-label={texts.decisions.columns.target}>{decision.target}</td>
              <td data-label={texts.decisions.columns.reason}>{decision.reason ?? ''}</td>
            </tr>
          ))}
        </CardTable>
      )}
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
          title={texts.blockDialog.title}
          question={texts.blockDialog.question(company.name)}
          confirm={texts.blockDialog.confirm}
          confirming={texts.blockDialog.confirming}
          reason={{ label: texts.blockDialog.reason, required: true }}
          failure={texts.changeFailed}
          onConfirm={async (reason) =>
            setDone((await block({ id: company.id, reason }).unwrap()).detail)
          }
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'unblock' ? (
        <DecisionDialog
          title={texts.unblockDialog.title}
          question={texts.unblockDialog.question(company.name)}
          confirm={texts.unblockDialog.confirm}
          confirming={texts.unblockDialog.confirming}
          reason={{ label: texts.unblockDialog.reason, required: false }}
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
