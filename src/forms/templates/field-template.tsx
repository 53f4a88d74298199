import type { FieldTemplateProps } from '@rjsf/utils';
import { FieldView } from '../views/field-view';
import { MEMORABLE_DATE_WIDGET } from '../widget-names';
import { rowsContextOf } from './rows-context';

/** rjsf's field template: a FieldView (label, helper text, the control and its error). */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    label,
    required,
    displayLabel,
    rawDescription,
    rawErrors = [],
    children,
    hidden,
    classNames,
    schema,
    uiSchema,
    registry,
  } = props;
  const isCheckbox = schema.type === 'boolean';
  // Groups (objects, arrays, choices in a fieldset) carry their own legend.
  const isGroup =
    schema.type === 'object' || schema.type === 'array' || Array.isArray(schema.oneOf) || uiSchema?.['ui:widget'] === MEMORABLE_DATE_WIDGET;
  // In a row every part is needed once the row is started (the row check says so), so none is marked optional.
  const inRow = rowsContextOf(registry.formContext)?.locate(id).index !== undefined;
  return (
    <FieldView
      id={id}
      classNames={classNames}
      label={displayLabel && !isCheckbox && !isGroup && label ? label : undefined}
      optional={!required && !inRow}
      description={rawDescription && !isCheckbox ? rawDescription : undefined}
      error={rawErrors[0]}
      hidden={hidden}
    >
      {children}
    </FieldView>
  );
}
