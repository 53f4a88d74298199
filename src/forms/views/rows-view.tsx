import type { MouseEvent, ReactNode, Ref } from 'react';
import type { FormConfig } from '../../generated/config-types.gen';
import type { MessageKey } from '../../generated/messages.gen';
import { message } from '../../ui/message';
import '../templates/rows.css';

export type RowsSettings = NonNullable<FormConfig['rows']>[string];

export interface RowsViewProps {
  /** The array field's id ("results-upload_results"). */
  id: string;
  title?: string;
  rows: RowsSettings;
  canAdd: boolean;
  disabled?: boolean;
  invalid?: boolean;
  listRef?: Ref<HTMLDivElement>;
  onAdd?: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
}

/** Repeating rows (config/forms `rows`): a fieldset of rows, then the add button. */
export function RowsView({ id, title, rows, canAdd, disabled, invalid, listRef, onAdd, children }: RowsViewProps) {
  return (
    <fieldset className="form-rows" id={id} aria-describedby={invalid ? `${id}__error` : undefined}>
      <legend className="form-rows__title">{title}</legend>
      <div ref={listRef} className="form-rows__list">
        {children}
      </div>
      {canAdd ? (
        <button type="button" className="button button--secondary form-rows__add" disabled={disabled} onClick={onAdd}>
          {message(rows.addLabel as MessageKey)}
        </button>
      ) : null}
    </fieldset>
  );
}

export interface RowViewProps {
  /** The row's id ("results-upload_results_0"). */
  id: string;
  index: number;
  rows: RowsSettings;
  note: string | null;
  canRemove: boolean;
  disabled?: boolean;
  onRemove?: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
}

/** One row: legend "Result N", its fields, its note (e.g. a unit conversion), and its remove button. */
export function RowView({ id, index, rows, note, canRemove, disabled, onRemove, children }: RowViewProps) {
  const number = index + 1;
  const legendId = `${id}__legend`;
  return (
    <fieldset className="form-row" aria-labelledby={legendId}>
      <legend id={legendId} className="form-row__legend">
        {message(rows.rowLabel as MessageKey, { number })}
      </legend>
      {children}
      <p className="form-row__note" aria-live="polite" id={`${id}__note`}>
        {note}
      </p>
      {canRemove ? (
        <button type="button" className="button button--link form-row__remove" disabled={disabled} onClick={onRemove}>
          {message(rows.removeLabel as MessageKey, { number })}
        </button>
      ) : null}
    </fieldset>
  );
}

/** The fields of one row side by side, without the object's own fieldset (the row is already one). */
export function RowFieldsView({ fields }: { fields: readonly { name: string; content: ReactNode }[] }) {
  return (
    <div className="form-row__fields">
      {fields.map((field) => (
        <div key={field.name} className="form-row__field">
          {field.content}
        </div>
      ))}
    </div>
  );
}
