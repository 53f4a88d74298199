import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { message } from './message';
import './summary-list.css';

export interface SummaryRowAction {
  /** A route path (router link), or `onClick` for an in-page action such as opening a form. */
  to?: string;
  onClick?: () => void;
  /** Visible word, "Change" by default; the row's key follows it as hidden text ("Change email"). */
  label?: string;
}

export interface SummaryRow {
  /** Tells rows apart when two keys read the same; the key otherwise. */
  id?: string;
  key: string;
  value: ReactNode;
  action?: SummaryRowAction;
}

interface Props {
  rows: readonly SummaryRow[];
  /** No dividing lines, e.g. inside a card. */
  borderless?: boolean;
}

function ActionLink({ action, rowKey }: { action: SummaryRowAction; rowKey: string }) {
  const content = (
    <>
      {action.label ?? message('ui.change')} <span className="visually-hidden">{rowKey.toLowerCase()}</span>
    </>
  );
  if (action.to) return <Link to={action.to}>{content}</Link>;
  return (
    <button type="button" className="button button--link" onClick={action.onClick}>
      {content}
    </button>
  );
}

/** Key/value details as a description list, each with an optional Change action (GOV.UK summary list). */
export function SummaryList({ rows, borderless = false }: Props) {
  const withActions = rows.some((row) => row.action);
  return (
    <dl className={`summary-list${borderless ? ' summary-list--borderless' : ''}${withActions ? ' summary-list--actions' : ''}`}>
      {rows.map((row) => (
        <div key={row.id ?? row.key} className="summary-list__row">
          <dt className="summary-list__key">{row.key}</dt>
          <dd className="summary-list__value">{row.value}</dd>
          {row.action ? (
            <dd className="summary-list__action">
              <ActionLink action={row.action} rowKey={row.key} />
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
