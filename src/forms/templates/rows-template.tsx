import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import type { MessageKey } from '../../generated/messages.gen';
import { message } from '../../ui/message';
import { rowsContextOf } from './rows-context';
import './rows.css';

/**
 * Repeating rows (config/forms `rows`): a fieldset per row with its own legend and remove button, and an add button.
 * Adding moves focus into the new row and removing moves it to the add button, so a keyboard user never loses
 * their place.
 */
export function RowsTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, disabled, readonly, fieldPathId, title, registry, rawErrors = [] } = props;
  const context = rowsContextOf(registry.formContext);
  const field = context?.locate(fieldPathId.$id).field ?? '';
  const rows = context?.rows[field];
  const listRef = useRef<HTMLDivElement>(null);
  const count = useRef(items.length);
  useEffect(() => {
    const before = count.current;
    count.current = items.length;
    if (items.length > before) listRef.current?.querySelector<HTMLElement>('.form-row:last-child select, .form-row:last-child input')?.focus();
  }, [items.length]);
  if (!rows) return null;
  return (
    <fieldset className="form-rows" id={fieldPathId.$id} aria-describedby={rawErrors.length > 0 ? `${fieldPathId.$id}__error` : undefined}>
      <legend className="form-rows__title">{title}</legend>
      <div ref={listRef} className="form-rows__list">
        {items}
      </div>
      {canAdd ? (
        <button type="button" className="button button--secondary form-rows__add" disabled={disabled || readonly} onClick={onAddClick}>
          {message(rows.addLabel as MessageKey)}
        </button>
      ) : null}
    </fieldset>
  );
}

/** One row: legend "Result N", its fields, its note (e.g. a unit conversion), and its remove button. */
export function RowTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, index, totalItems, buttonsProps, registry } = props;
  const context = rowsContextOf(registry.formContext);
  const field = context?.locate(buttonsProps.fieldPathId.$id).field ?? '';
  const rows = context?.rows[field];
  if (!rows || !context) return <div>{children}</div>;
  const number = index + 1;
  const note = context.noteFor(field, index);
  const legendId = `${buttonsProps.fieldPathId.$id}__legend`;
  return (
    <fieldset className="form-row" aria-labelledby={legendId}>
      <legend id={legendId} className="form-row__legend">
        {message(rows.rowLabel as MessageKey, { number })}
      </legend>
      {children}
      <p className="form-row__note" aria-live="polite" id={`${buttonsProps.fieldPathId.$id}__note`}>
        {note}
      </p>
      {totalItems > 1 && buttonsProps.hasRemove ? (
        <button
          type="button"
          className="button button--link form-row__remove"
          disabled={buttonsProps.disabled || buttonsProps.readonly}
          onClick={(event) => {
            const form = event.currentTarget.closest('.form-rows');
            buttonsProps.onRemoveItem(event);
            // The row and this button are gone after the update: the add button keeps the place.
            requestAnimationFrame(() => form?.querySelector<HTMLButtonElement>('.form-rows__add')?.focus());
          }}
        >
          {message(rows.removeLabel as MessageKey, { number })}
        </button>
      ) : null}
    </fieldset>
  );
}

/** The fields of one row side by side, without the object's own fieldset (the row is already one). */
export function RowFieldsTemplate(props: ObjectFieldTemplateProps) {
  return (
    <div className="form-row__fields">
      {props.properties.map((property) => (property.hidden ? null : <div key={property.name} className="form-row__field">{property.content}</div>))}
    </div>
  );
}
