import type { ReactNode } from 'react';
import { CopyButtons } from './copy-buttons';
import type { TextTable } from './copy-table';

/**
 * A studio table staff can copy: the copy buttons, then the table in a scrolling region with the header row of
 * `table`. The body is the caller's, since each table draws its cells its own way.
 */
export function CopyableTable({
  table,
  copyLabel,
  regionLabel,
  className,
  children,
}: {
  table: TextTable;
  copyLabel: string;
  regionLabel: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <>
      <CopyButtons table={table} label={copyLabel} />
      <div className="studio-scroll" tabIndex={0} role="region" aria-label={regionLabel}>
        <table className={className}>
          <thead>
            <tr>
              {table.header.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </>
  );
}
