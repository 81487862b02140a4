import { useState, type ReactNode } from 'react';
import { classNames } from './class-names';
import './data-table.css';

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value (German collation for text). */
  sortValue?: (row: Row) => string | number;
  /** The cell names its row (a row header, `<th scope="row">`), e.g. a person's name. */
  rowHeader?: boolean;
}

/**
 * A sortable column: sorted by `value`, which it shows unless `show` formats the cell
 * differently (e.g. cents as euros, sorted by the cents).
 */
export function sortedColumn<Row>(
  key: string,
  header: string,
  value: (row: Row) => string | number,
  show: (row: Row) => ReactNode = value,
): DataTableColumn<Row> {
  return { key, header, cell: show, sortValue: value };
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  /**
   * How the rows arrive, e.g. 'die neuesten zuerst': read out with the caption until the person
   * sorts by a column, then replaced by that order.
   */
  order?: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  className?: string;
}

type SortDirection = 'ascending' | 'descending';

export const dataTableTexts = {
  sortedBy: (header: string, direction: SortDirection) =>
    `sortiert nach „${header}“, ${direction === 'ascending' ? 'aufsteigend' : 'absteigend'}`,
};

const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

function sortRows<Row>(
  rows: Row[],
  column: DataTableColumn<Row> | undefined,
  direction: SortDirection,
): Row[] {
  const sortValue = column?.sortValue;
  if (!sortValue) return rows;
  const factor = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => factor * compareValues(sortValue(a), sortValue(b)));
}

/**
 * A table of records with an empty state and, for columns that allow it, sorting by a click on
 * the column header (announced through aria-sort); below 600 px every row becomes a stacked card
 * with the column names as labels, so no column hides off-screen on a phone.
 */
export function DataTable<Row>({
  caption,
  order,
  columns,
  rows,
  rowKey,
  empty,
  className,
}: DataTableProps<Row>) {
  const [sort, setSort] = useState<{ key: string; direction: SortDirection } | null>(null);
  if (rows.length === 0) return <p className="bb-data-table__empty">{empty}</p>;

  const sortColumn = sort ? columns.find((column) => column.key === sort.key) : undefined;
  const sorted = sort ? sortRows(rows, sortColumn, sort.direction) : rows;
  const rowOrder =
    sort && sortColumn ? dataTableTexts.sortedBy(sortColumn.header, sort.direction) : order;

  function toggle(key: string) {
    setSort((current) =>
      current?.key === key && current.direction === 'ascending'
        ? { key, direction: 'descending' }
        : { key, direction: 'ascending' },
    );
  }

  return (
    <div className={classNames('bb-data-table', className)}>
      <table className="bb-data-table__table">
        <caption className="bb-visually-hidden">
          {rowOrder ? `${caption}, ${rowOrder}` : caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={sort?.key === column.key ? sort.direction : undefined}
              >
                {column.sortValue ? (
                  <button
                    type="button"
                    className="bb-data-table__sort"
                    onClick={() => toggle(column.key)}
                  >
                    {column.header}
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" data-label={column.header}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
