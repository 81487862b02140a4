import { render, screen, within } from '@testing-library/react';
import { setupTestUser } from '../testing/test-user';
import { DataTable, sortedColumn, type DataTableColumn } from './data-table';

interface Person {
  id: number;
  name: string;
  age: number;
}

const columns: DataTableColumn<Person>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
  { key: 'age', header: 'Alter', cell: (row) => String(row.age), sortValue: (row) => row.age },
  { key: 'note', header: 'Notiz', cell: () => '–' },
];

const people: Person[] = [
  { id: 1, name: 'Özdemir', age: 41 },
  { id: 2, name: 'Albers', age: 9 },
  { id: 3, name: 'Zander', age: 30 },
];

function firstCells(): string[] {
  const rows = screen.getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

function renderTable(
  shown: DataTableColumn<Person>[] = columns,
  rows: Person[] = people,
  order?: string,
) {
  render(
    <DataTable
      caption="Personen"
      order={order}
      columns={shown}
      rows={rows}
      rowKey={(row) => row.id}
      empty="Keine Personen."
    />,
  );
}

describe('DataTable', () => {
  it('shows the empty state instead of a table without rows', () => {
    renderTable(columns, []);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Keine Personen.')).toBeInTheDocument();
  });

  it('keeps the given order until a sortable header is clicked, then sorts both ways', async () => {
    const user = setupTestUser();
    renderTable();
    expect(screen.getByRole('table', { name: 'Personen' })).toBeInTheDocument();
    expect(firstCells()).toEqual(['Özdemir', 'Albers', 'Zander']);

    await user.click(screen.getByRole('button', { name: 'Name' }));
    // German collation: Ö sorts with O, not after Z.
    expect(firstCells()).toEqual(['Albers', 'Özdemir', 'Zander']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(firstCells()).toEqual(['Zander', 'Özdemir', 'Albers']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(screen.getByRole('button', { name: 'Alter' }));
    expect(firstCells()).toEqual(['Albers', 'Zander', 'Özdemir']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
  });

  it('reads out the order the rows arrived in until a sort, then the sort chosen', async () => {
    const user = setupTestUser();
    renderTable(columns, people, 'die ältesten zuerst');
    expect(
      screen.getByRole('table', { name: 'Personen, die ältesten zuerst' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Alter' }));
    expect(
      screen.getByRole('table', { name: 'Personen, sortiert nach „Alter“, aufsteigend' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Alter' }));
    expect(
      screen.getByRole('table', { name: 'Personen, sortiert nach „Alter“, absteigend' }),
    ).toBeInTheDocument();
  });

  it('offers no sorting for a column without a sort value', () => {
    renderTable();
    expect(screen.queryByRole('button', { name: 'Notiz' })).not.toBeInTheDocument();
  });
  it('labels every cell with its column name, shown above the value when rows stack on a phone', () => {
    renderTable();
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Name',
      'Alter',
      'Notiz',
    ]);
  });

  it('makes a column the row header when asked, labelled like the other cells', async () => {
    const user = setupTestUser();
    renderTable([{ ...columns[0]!, rowHeader: true }, ...columns.slice(1)], people);
    const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names()).toEqual(['Özdemir', 'Albers', 'Zander']);
    expect(screen.getByRole('rowheader', { name: 'Albers' })).toHaveAttribute('scope', 'row');
    expect(screen.getByRole('rowheader', { name: 'Albers' })).toHaveAttribute('data-label', 'Name');
    expect(screen.getByRole('row', { name: /Albers/ })).toContainElement(
      screen.getByRole('rowheader', { name: 'Albers' }),
    );

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Albers', 'Özdemir', 'Zander']);
  });
});

describe('sortedColumn', () => {
  it('shows the sort value unless a formatted cell is given', () => {
    const plain = sortedColumn<Person>('name', 'Name', (row) => row.name);
    const formatted = sortedColumn<Person>(
      'age',
      'Alter',
      (row) => row.age,
      (row) => `${row.age} Jahre`,
    );
    const person = { id: 1, name: 'Albers', age: 9 };
    expect([plain.cell(person), plain.sortValue?.(person)]).toEqual(['Albers', 'Albers']);
    expect([formatted.cell(person), formatted.sortValue?.(person)]).toEqual(['9 Jahre', 9]);
  });
});
