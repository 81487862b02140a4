import type { ReactNode } from 'react';

interface CardTableProps {
  caption: string;
  /** The column headers, in the order of the cells of each row. */
  headers: readonly string[];
  /** The rows; each cell names its column (data-label), which the card layout shows on a phone. */
  children: ReactNode;
}

/** The operator console's tables: scrollable when wide, one card per row on a phone. */
export function CardTable({ caption, headers, children }: CardTableProps) {
  return (
    <div className="bb-operator__table-wrapper">
      <table className="bb-operator__table bb-operator__table--cards">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
