import { useState } from 'react';
import { formatEuro } from 'shared-ui/billing/billing-rules';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { DataTable, sortedColumn, type DataTableColumn } from 'shared-ui/components/data-table';
import type { BillingOverview, InvoiceSummary } from 'shared-ui/contracts/billing-contract';
import { formatGermanDate } from 'shared-ui/format/german-date';
import type { UserType } from 'shared-ui/session/session-slice';
import { AdminPage, backToDashboard } from '../layout/admin-page';
import { RequireSession } from '../session-guard/require-session';
import { saveFile } from '../software/file-download';
import {
  useDownloadInvoicePdfMutation,
  useDownloadInvoiceXmlMutation,
  useDownloadLedgerCsvMutation,
  useGetOverviewQuery,
} from './billing-api';
import { euroColumn, monthColumn } from './billing-columns';
import { billingTexts as texts } from './billing-texts';
import { ContractSection } from './contract-section';
import { MandateSection } from './mandate-section';
import './billing.css';

/** Billing is the owner's alone (issue 19): the server refuses everybody else too. */
const billingRoles: readonly UserType[] = ['owner'];

function useDownloads() {
  const [downloadPdf] = useDownloadInvoicePdfMutation();
  const [downloadXml] = useDownloadInvoiceXmlMutation();
  const [downloadCsv] = useDownloadLedgerCsvMutation();
  const [failed, setFailed] = useState(false);
  /** One error message for every file: any failed download shows it until the next try. */
  async function save(download: () => Promise<BlobPart>, type: string, fileName: string) {
    setFailed(false);
    try {
      saveFile(await download(), type, fileName);
    } catch {
      setFailed(true);
    }
  }
  return {
    failed,
    pdf: (invoice: InvoiceSummary) =>
      save(
        () => downloadPdf(invoice.id).unwrap(),
        'application/pdf',
        `Rechnung-${invoice.number}.pdf`,
      ),
    xml: (invoice: InvoiceSummary) =>
      save(
        () => downloadXml(invoice.id).unwrap(),
        'application/xml',
        `Rechnung-${invoice.number}.xml`,
      ),
    csv: (period: string) =>
      save(() => downloadCsv(period).unwrap(), 'text/csv;charset=utf-8', `Buchungen-${period}.csv`),
  };
}

type Transfer = BillingOverview['transfers'][number];
type Identification = BillingOverview['identifications'][number];

const transferColumns: DataTableColumn<Transfer>[] = [
  sortedColumn('location', texts.location, (row) => row.location),
  sortedColumn('count', texts.count, (row) => row.count),
  euroColumn('amount', texts.amount, (row) => row.amount_cents),
];

const identificationColumns: DataTableColumn<Identification>[] = [
  sortedColumn('person', texts.person, (row) => row.person),
  sortedColumn(
    'at',
    texts.identifiedAt,
    (row) => row.identified_at,
    (row) => formatGermanDate(row.identified_at),
  ),
  euroColumn('amount', texts.amount, (row) => row.amount_cents),
];

function RunningMonth({
  overview,
  onCsv,
}: {
  overview: BillingOverview;
  onCsv: (period: string) => void;
}) {
  return (
    <section aria-labelledby="bb-billing-running" className="bb-billing__section">
      <h2 id="bb-billing-running">{texts.runningHeading(overview.period_label)}</h2>
      <DataTable
        caption={texts.transfersCaption}
        columns={transferColumns}
        rows={overview.transfers}
        rowKey={(row) => row.location}
        empty={texts.noTransfers}
      />
      <DataTable
        caption={texts.identificationsCaption}
        columns={identificationColumns}
        rows={overview.identifications}
        rowKey={(row) => `${row.person}-${row.identified_at}`}
        empty={texts.noIdentifications}
      />
      <dl className="bb-billing__totals" aria-label={texts.totalsLabel}>
        <dt>{texts.net}</dt>
        <dd>{formatEuro(overview.net_cents)}</dd>
        <dt>{texts.vat}</dt>
        <dd>{formatEuro(overview.vat_cents)}</dd>
        <dt>{texts.gross}</dt>
        <dd>{formatEuro(overview.gross_cents)}</dd>
      </dl>
      <Button variant="secondary" onClick={() => onCsv(overview.period)}>
        {texts.csvRunning}
      </Button>
    </section>
  );
}

function Invoices({
  invoices,
  onPdf,
  onXml,
  onCsv,
}: {
  invoices: InvoiceSummary[];
  onPdf: (invoice: InvoiceSummary) => void;
  onXml: (invoice: InvoiceSummary) => void;
  onCsv: (period: string) => void;
}) {
  const columns: DataTableColumn<InvoiceSummary>[] = [
    monthColumn(texts.month),
    sortedColumn('number', texts.number, (row) => row.number),
    euroColumn('gross', texts.gross, (row) => row.gross_cents),
    {
      key: 'payment',
      header: texts.payment,
      cell: (row) =>
        row.returned_at ? texts.returned : row.payment === 'sepa' ? texts.sepa : texts.transfer,
    },
    sortedColumn(
      'due',
      texts.dueOn,
      (row) => row.due_on,
      (row) => formatGermanDate(row.due_on),
    ),
    {
      key: 'files',
      header: texts.files,
      cell: (row) => (
        <span className="bb-billing__files">
          <Button variant="secondary" onClick={() => onPdf(row)}>
            {texts.pdf(row.number)}
          </Button>
          <Button variant="secondary" onClick={() => onXml(row)}>
            {texts.xml(row.number)}
          </Button>
          <Button variant="secondary" onClick={() => onCsv(row.period)}>
            {texts.csv(row.period_label)}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <section aria-labelledby="bb-billing-invoices" className="bb-billing__section">
      <h2 id="bb-billing-invoices">{texts.invoicesHeading}</h2>
      <DataTable
        caption={texts.invoicesCaption}
        columns={columns}
        rows={invoices}
        rowKey={(row) => row.id}
        empty={texts.noInvoices}
      />
    </section>
  );
}

function BillingContent({ userType }: { userType: UserType }) {
  const { data, isLoading, isError } = useGetOverviewQuery();
  const downloads = useDownloads();
  return (
    <AdminPage title={texts.title} back={backToDashboard(userType)} className="bb-billing">
      <p>{texts.intro}</p>
      {isLoading ? <p role="status">{texts.loading}</p> : null}
      {isError ? <Alert variant="error">{texts.loadFailed}</Alert> : null}
      {downloads.failed ? <Alert variant="error">{texts.downloadFailed}</Alert> : null}
      {data ? (
        <>
          <RunningMonth overview={data} onCsv={(period) => void downloads.csv(period)} />
          <Invoices
            invoices={data.invoices}
            onPdf={(invoice) => void downloads.pdf(invoice)}
            onXml={(invoice) => void downloads.xml(invoice)}
            onCsv={(period) => void downloads.csv(period)}
          />
        </>
      ) : null}
      <MandateSection />
      <ContractSection />
    </AdminPage>
  );
}

export default function BillingPage() {
  return (
    <RequireSession allowed={billingRoles}>
      {(userType) => <BillingContent userType={userType} />}
    </RequireSession>
  );
}
