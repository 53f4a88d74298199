import type { WidgetProps } from '@rjsf/utils';
import { CheckboxView } from '../views/checkbox-view';

/** A single checkbox whose label is the field title (terms, preferences). */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, label, onChange, onBlur, onFocus, rawErrors = [] } = props;
  return (
    <CheckboxView
      id={id}
      label={label}
      checked={value === true}
      disabled={disabled || readonly}
      invalid={rawErrors.length > 0}
      live={{ onChange, onBlur: () => onBlur(id, value), onFocus: () => onFocus(id, value) }}
    />
  );
}
