import type { ReactNode } from 'react';
import { formatPence } from '../domain/money';
import './order-summary.css';

export interface OrderSummaryRow {
  /** Tells rows apart (a line item's id, "discount", "total"). */
  id: string;
  label: ReactNode;
  pence: number;
  /** A discount is shown as money off; the total closes the list in bold. */
  kind?: 'discount' | 'total';
  testId?: string;
}

/** What is being bought and what it costs, amounts aligned right: the funnel's order, the basket and a past order. */
export function OrderSummary({ rows }: { rows: readonly OrderSummaryRow[] }) {
  return (
    <dl className="order-summary">
      {rows.map((row) => (
        <div key={row.id} className={['order-summary__row', row.kind ? `order-summary__row--${row.kind}` : ''].filter(Boolean).join(' ')}>
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{row.kind === 'discount' ? `-${formatPence(row.pence)}` : formatPence(row.pence)}</dd>
        </div>
      ))}
    </dl>
  );
}
