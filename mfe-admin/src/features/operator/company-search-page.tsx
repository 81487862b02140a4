import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { SearchField } from 'shared-ui/components/search-field';
import { DataTable, sortedColumn, type DataTableColumn } from 'shared-ui/components/data-table';
import { LoadingState } from 'shared-ui/components/spinner';
import type { CompanySummary } from 'shared-ui/contracts/operator-contract';
import { formatGermanDate } from 'shared-ui/format/german-date';
import { isNetworkError } from 'shared-ui/api/api-errors';
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
      <SearchField
        label={texts.searchLabel}
        value={text}
        maxLength={200}
        onChange={setText}
        className="bb-operator-search__field"
      />
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

function ownerName(company: CompanySummary): string {
  return company.owner ? `${company.owner.first_name} ${company.owner.last_name}` : '';
}

function companyColumns(search: string): DataTableColumn<CompanySummary>[] {
  return [
    {
      ...sortedColumn(
        'company',
        columns.company,
        (company: CompanySummary) => company.name,
        (company) => <Link to={companyDetailPath(company.id, search)}>{company.name}</Link>,
      ),
      rowHeader: true,
    },
    sortedColumn('owner', columns.owner, ownerName, (company) =>
      company.owner ? (
        <>
          {ownerName(company)}
          <br />
          {company.owner.email}
        </>
      ) : null,
    ),
    sortedColumn('people', columns.people, (company) => company.people),
    sortedColumn(
      'locations',
      columns.locations,
      (company) => company.locations,
      (company) => (
        <>
          {company.locations}
          {company.pending_locations > 0 ? (
            <>
              <br />
              <span className="bb-operator__muted">{texts.pending(company.pending_locations)}</span>
            </>
          ) : null}
        </>
      ),
    ),
    sortedColumn(
      'status',
      columns.status,
      (company) => companyStateLabels[company.state],
      (company) => <CompanyState company={company} />,
    ),
  ];
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
  const caption = text ? texts.captionFound(text) : texts.captionNewest;
  return (
    <>
      {/* The table's caption is only read out: the heading shows what the results are. */}
      {companies.length > 0 ? <h2 className="bb-operator__results-heading">{caption}</h2> : null}
      <DataTable
        caption={caption}
        columns={companyColumns(text)}
        rows={companies}
        rowKey={(company) => company.id}
        empty={texts.empty}
      />
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
