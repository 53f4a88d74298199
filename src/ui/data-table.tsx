import type { ReactNode } from 'react';
import './data-table.css';

export interface DataColumn<Row> {
  key: string;
  header: string;
  /** Right-aligned with tabular figures, so digits line up. */
  numeric?: boolean;
  /** The cell; defaults to `String(row[key])`. */
  render?: (row: Row) => ReactNode;
}

interface Props<Row> {
  /** Says what the table holds; shown above it (visually hidden with `captionHidden`). */
  caption: string;
  captionHidden?: boolean;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first column names each row: it becomes a row header cell. */
  firstColumnIsHeader?: boolean;
}

function cellOf<Row>(column: DataColumn<Row>, row: Row): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value === undefined || value === null ? '' : String(value);
}

/**
 * A real table with caption and header cells. Below 40rem each row stacks as a card whose cells carry their
 * column's name (from the `data-label` CSS reads), so 320 px never scrolls sideways; the explicit roles keep
 * the table semantics that some browsers drop once `display` changes.
 */
export function DataTable<Row>({ caption, captionHidden = false, columns, rows, rowKey, firstColumnIsHeader = false }: Props<Row>) {
  return (
    <table className="data-table" role="table">
      <caption className={captionHidden ? 'visually-hidden' : 'data-table__caption'}>{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column.key} role="columnheader" scope="col" className={column.numeric ? 'data-table__numeric' : undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={rowKey(row)} role="row">
            {columns.map((column, index) =>
              firstColumnIsHeader && index === 0 ? (
                <th key={column.key} role="rowheader" scope="row" data-label={column.header}>
                  {cellOf(column, row)}
                </th>
              ) : (
                <td key={column.key} role="cell" data-label={column.header} className={column.numeric ? 'data-table__numeric' : undefined}>
                  {cellOf(column, row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
