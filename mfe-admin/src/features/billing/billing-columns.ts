import { formatEuro } from 'shared-ui/billing/billing-rules';
import { sortedColumn, type DataTableColumn } from 'shared-ui/components/data-table';

/** A billing month: shows its name ('November 2026'), sorts by its period ('2026-11'). */
export function monthColumn<Row extends { period: string; period_label: string }>(
  header: string,
): DataTableColumn<Row> {
  return sortedColumn(
    'month',
    header,
    (row: Row) => row.period,
    (row) => row.period_label,
  );
}

/** An amount kept in cents: shown in euros, sorted by the cents. */
export function euroColumn<Row>(
  key: string,
  header: string,
  cents: (row: Row) => number,
): DataTableColumn<Row> {
  return sortedColumn(key, header, cents, (row) => formatEuro(cents(row)));
}
