import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { LoadingState } from 'shared-ui/components/spinner';
import type { CompanySummary } from 'shared-ui/contracts/operator-contract';
import { formatGermanDate } from 'shared-ui/format/german-date';
import { isNetworkError } from 'shared-ui/api/api-errors';
import { CardTable } from './card-table';
import { useSearchCompaniesQuery } from './operator-api';
import { OperatorConsole } from './operator-console';
import {
  companyDetailPath,
  companyStateHints,
  companyStateLabels,
  operatorTexts,
} from './operator-texts';

const texts = operatorTexts.companies;

/** The server answers at most this many companies per search. */
const searchLimit = 50;

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const inputId = useId();
  const [text, setText] = useState(initial);
  // Back and Forward change ?q= under the page: the field follows the URL.
  const [shownSearch, setShownSearch] = useState(initial);
  if (shownSearch !== initial) {
    setShownSearch(initial);
    setText(initial);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className="bb-operator-search" onSubmit={submit}>
      <div className="bb-operator-search__field">
        <label htmlFor={inputId} className="bb-field__label">
          {texts.searchLabel}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <Button type="submit">{texts.search}</Button>
    </form>
  );
}

const columns = texts.columns;

function CompanyState({ company }: { company: CompanySummary }) {
  if (company.state === 'blocked' && company.blocked_at) {
    return (
      <span className="bb-operator__badge bb-operator__badge--warning">
        {texts.blockedSince(formatGermanDate(company.blocked_at))}
      </span>
    );
  }
  const hint = companyStateHints[company.state];
  return (
    <>
      {company.state === 'active' ? (
        companyStateLabels.active
      ) : (
        <span className="bb-operator__badge">{companyStateLabels[company.state]}</span>
      )}
      {hint ? (
        <>
          <br />
          <span className="bb-operator__muted">{hint}</span>
        </>
      ) : null}
    </>
  );
}

function CompanyRow({ company, search }: { company: CompanySummary; search: string }) {
  return (
    <tr>
      <th scope="row" data-label={columns.company}>
        <Link to={companyDetailPath(company.id, search)}>{company.name}</Link>
      </th>
      <td data-label={columns.owner}>
        {company.owner ? (
          <>
            {company.owner.first_name} {company.owner.last_name}
            <br />
            {company.owner.email}
          </>
        ) : null}
      </td>
      <td data-label={columns.people}>{company.people}</td>
      <td data-label={columns.locations}>
        {company.locations}
        {company.pending_locations > 0 ? (
          <>
            <br />
            <span className="bb-operator__muted">{texts.pending(company.pending_locations)}</span>
          </>
        ) : null}
      </td>
      <td data-label={columns.status}>
        <CompanyState company={company} />
      </td>
    </tr>
  );
}

function Results({ text }: { text: string }) {
  const {
    data: companies,
    error,
    isError,
    isFetching,
  } = useSearchCompaniesQuery(text, {
    refetchOnMountOrArgChange: true,
  });
  if (isError) {
    return (
      <Alert variant="error">
        {isNetworkError(error) ? operatorTexts.console.network : texts.loadFailed}
      </Alert>
    );
  }
  if (!companies || isFetching) return <LoadingState />;
  if (companies.length === 0) return <p className="bb-operator__muted">{texts.empty}</p>;
  return (
    <>
      <CardTable
        caption={text ? texts.captionFound(text) : texts.captionNewest}
        headers={[
          texts.columns.company,
          texts.columns.owner,
          texts.columns.people,
          texts.columns.locations,
          texts.columns.status,
        ]}
      >
        {companies.map((company) => (
          <CompanyRow key={company.id} company={company} search={text} />
        ))}
      </CardTable>
      {companies.length >= searchLimit ? <p>{texts.limited}</p> : null}
    </>
  );
}

function CompanySearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const text = searchParams.get('q') ?? '';
  return (
    <>
      <p>{texts.intro}</p>
      <SearchForm initial={text} onSearch={(next) => setSearchParams(next ? { q: next } : {})} />
      <Results text={text} />
    </>
  );
}

export default function CompanySearchPage() {
  return (
    <OperatorConsole title={texts.title}>
      <CompanySearch />
    </OperatorConsole>
  );
}
