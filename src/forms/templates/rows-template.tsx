import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { RowFieldsView, RowsView, RowView } from '../views/rows-view';
import { rowsContextOf } from './rows-context';

/**
 * Repeating rows (config/forms `rows`). Adding moves focus into the new row and removing moves it to the add button,
 * so a keyboard user never loses their place.
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
    if (items.length > before)
      listRef.current?.querySelector<HTMLElement>('.form-row:last-child select, .form-row:last-child input')?.focus();
  }, [items.length]);
  if (!rows) return null;
  return (
    <RowsView
      id={fieldPathId.$id}
      title={title}
      rows={rows}
      canAdd={canAdd ?? false}
      disabled={disabled || readonly}
      invalid={rawErrors.length > 0}
      listRef={listRef}
      onAdd={onAddClick}
    >
      {items}
    </RowsView>
  );
}

/** One row of RowsTemplate. */
export function RowTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, index, totalItems, buttonsProps, registry } = props;
  const context = rowsContextOf(registry.formContext);
  const field = context?.locate(buttonsProps.fieldPathId.$id).field ?? '';
  const rows = context?.rows[field];
  if (!rows || !context) return <div>{children}</div>;
  return (
    <RowView
      id={buttonsProps.fieldPathId.$id}
      index={index}
      rows={rows}
      note={context.noteFor(field, index)}
      canRemove={totalItems > 1 && buttonsProps.hasRemove}
      disabled={buttonsProps.disabled || buttonsProps.readonly}
      onRemove={(event) => {
        const form = event.currentTarget.closest('.form-rows');
        buttonsProps.onRemoveItem(event);
        // The row and this button are gone after the update: the add button keeps the place.
        requestAnimationFrame(() => form?.querySelector<HTMLButtonElement>('.form-rows__add')?.focus());
      }}
    >
      {children}
    </RowView>
  );
}

/** The fields of one row side by side, without the object's own fieldset (the row is already one). */
export function RowFieldsTemplate(props: ObjectFieldTemplateProps) {
  return (
    <RowFieldsView
      fields={props.properties
        .filter((property) => !property.hidden)
        .map((property) => ({ name: property.name, content: property.content }))}
    />
  );
}
