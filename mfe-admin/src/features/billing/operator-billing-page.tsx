import { useState } from 'react';
import { serverMessage } from 'shared-ui/api/api-errors';
import { formatEuro, periodLabel, periodPattern } from 'shared-ui/billing/billing-rules';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { ConfirmDialog } from 'shared-ui/components/confirm-dialog';
import { DataTable, sortedColumn, type DataTableColumn } from 'shared-ui/components/data-table';
import type { BillingMonth, OperatorInvoice } from 'shared-ui/contracts/billing-contract';
import { formatGermanDate } from 'shared-ui/format/german-date';
import { OperatorConsole } from '../operator/operator-console';
import { saveFile } from '../software/file-download';
import {
  useCloseBillingMonthMutation,
  useDownloadOperatorInvoicePdfMutation,
  useDownloadSepaFileMutation,
  useListBillingMonthsQuery,
  useListMonthInvoicesQuery,
  useMarkDebitReturnedMutation,
} from './operator-billing-api';
import { euroColumn, monthColumn } from './billing-columns';
import { operatorBillingTexts as texts } from './operator-billing-texts';
import './billing.css';

function CloseMonthForm() {
  const [period, setPeriod] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [closeMonth, { isLoading }] = useCloseBillingMonthMutation();

  async function submit() {
    setResult(null);
    setProblem(null);
    const value = period.trim();
    if (!periodPattern.test(value)) {
      setProblem(texts.periodInvalid);
      return;
    }
    try {
      const answer = await closeMonth(value).unwrap();
      const label = periodLabel(value);
      setResult(
        answer.created
          ? texts.closed(label, answer.invoice_count)
          : texts.alreadyClosed(label, answer.invoice_count),
      );
    } catch (error) {
      setProblem(serverMessage(error) ?? texts.closeFailed);
    }
  }

  return (
    <section className="bb-billing__section" aria-labelledby="bb-operator-billing-close">
      <h2 id="bb-operator-billing-close">{texts.closeHeading}</h2>
      <form
        className="bb-billing__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="bb-field__label" htmlFor="bb-operator-billing-period">
          {texts.period}
        </label>
        <input
          id="bb-operator-billing-period"
          className="bb-field__control"
          value={period}
          placeholder="2026-11"
          onChange={(event) => setPeriod(event.target.value)}
        />
        <Button type="submit" disabled={isLoading} aria-busy={isLoading || undefined}>
          {isLoading ? texts.closing : texts.close}
        </Button>
      </form>
      {problem ? <Alert variant="error">{problem}</Alert> : null}
      {result ? <Alert variant="success">{result}</Alert> : null}
    </section>
  );
}

function MonthInvoices({ month }: { month: BillingMonth }) {
  const { data, isError } = useListMonthInvoicesQuery(month.period);
  const [downloadPdf] = useDownloadOperatorInvoicePdfMutation();
  const [markReturned, { isLoading: marking }] = useMarkDebitReturnedMutation();
  const [returning, setReturning] = useState<OperatorInvoice | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function confirmReturn() {
    if (!returning) return;
    setProblem(null);
    try {
      const answer = await markReturned({ id: returning.id, note: note.trim() }).unwrap();
      setMessage(answer.message);
      setReturning(null);
      setNote('');
    } catch (error) {
      setProblem(serverMessage(error) ?? texts.loadFailed);
    }
  }

  const columns: DataTableColumn<OperatorInvoice>[] = [
    sortedColumn('number', texts.number, (row) => row.number),
    sortedColumn('company', texts.company, (row) => row.company_name),
    euroColumn('gross', texts.gross, (row) => row.gross_cents),
    {
      key: 'payment',
      header: texts.payment,
      cell: (row) => (row.payment === 'sepa' ? texts.sepaPayment : texts.transfer),
    },
    {
      key: 'status',
      header: texts.status,
      cell: (row) =>
        row.returned_at
          ? texts.returnedOn(formatGermanDate(row.returned_at))
          : row.mailed_at
            ? texts.mailed
            : texts.notMailed,
    },
    {
      key: 'actions',
      header: texts.actions,
      cell: (row) => (
        <span className="bb-billing__files">
          <Button
            variant="secondary"
            onClick={() =>
              void downloadPdf(row.id)
                .unwrap()
                .then((bytes) => saveFile(bytes, 'application/pdf', `Rechnung-${row.number}.pdf`))
                .catch(() => setProblem(texts.downloadFailed))
            }
          >
            {texts.pdf(row.number)}
          </Button>
          {row.payment === 'sepa' && !row.returned_at ? (
            <Button variant="secondary" onClick={() => setReturning(row)}>
              {texts.markReturned(row.number)}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  if (isError) return <Alert variant="error">{texts.loadFailed}</Alert>;
  return (
    <section className="bb-billing__section" aria-label={texts.invoicesCaption(month.period_label)}>
      {message ? <Alert variant="success">{message}</Alert> : null}
      {problem && !returning ? <Alert variant="error">{problem}</Alert> : null}
      <DataTable
        caption={texts.invoicesCaption(month.period_label)}
        columns={columns}
        rows={data ?? []}
        rowKey={(row) => row.id}
        empty={data ? texts.noInvoices : texts.loading}
      />
      <ConfirmDialog
        open={returning !== null}
        title={returning ? texts.returnTitle(returning.number) : ''}
        confirmLabel={texts.confirmReturn}
        confirmingLabel={texts.confirmingReturn}
        cancelLabel={texts.cancel}
        busy={marking}
        problem={problem}
        onConfirm={() => void confirmReturn()}
        onCancel={() => {
          setReturning(null);
          setProblem(null);
        }}
      >
        <p>{texts.returnText}</p>
        <label className="bb-field__label" htmlFor="bb-operator-billing-note">
          {texts.note}
        </label>
        <input
          id="bb-operator-billing-note"
          className="bb-field__control"
          value={note}
          maxLength={200}
          onChange={(event) => setNote(event.target.value)}
        />
      </ConfirmDialog>
    </section>
  );
}

function Months() {
  const { data: months, isError } = useListBillingMonthsQuery();
  const [downloadSepa] = useDownloadSepaFileMutation();
  const [selected, setSelected] = useState<BillingMonth | null>(null);
  const [failed, setFailed] = useState(false);

  const columns: DataTableColumn<BillingMonth>[] = [
    monthColumn(texts.month),
    sortedColumn('count', texts.invoices, (row) => row.invoice_count),
    euroColumn('net', texts.net, (row) => row.net_cents),
    { key: 'vat', header: texts.vat, cell: (row) => formatEuro(row.vat_cents) },
    euroColumn('gross', texts.gross, (row) => row.gross_cents),
    { key: 'debits', header: texts.debits, cell: (row) => row.debit_count },
    { key: 'returned', header: texts.returned, cell: (row) => row.returned_count },
    {
      key: 'actions',
      header: texts.actions,
      cell: (row) => (
        <span className="bb-billing__files">
          <Button variant="secondary" onClick={() => setSelected(row)}>
            {texts.show(row.period_label)}
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              void downloadSepa(row.period)
                .unwrap()
                .then((xml) =>
                  saveFile(xml, 'application/xml', `SEPA-Lastschriften-${row.period}.xml`),
                )
                .catch(() => setFailed(true))
            }
          >
            {texts.sepa(row.period_label)}
          </Button>
        </span>
      ),
    },
  ];

  if (isError) return <Alert variant="error">{texts.loadFailed}</Alert>;
  return (
    <>
      {failed ? <Alert variant="error">{texts.downloadFailed}</Alert> : null}
      <DataTable
        caption={texts.monthsCaption}
        columns={columns}
        rows={months ?? []}
        rowKey={(row) => row.period}
        empty={months ? texts.noMonths : texts.loading}
      />
      {selected ? <MonthInvoices key={selected.period} month={selected} /> : null}
    </>
  );
}

/** /Betrieb/Abrechnung: revenue per month, invoices per company, SEPA file, Rücklastschrift. */
export default function OperatorBillingPage() {
  return (
    <OperatorConsole title={texts.title}>
      <p>{texts.intro}</p>
      <CloseMonthForm />
      <Months />
    </OperatorConsole>
  );
}
