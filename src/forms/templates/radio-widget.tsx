import type { WidgetProps } from '@rjsf/utils';
import { RadioGroupView } from '../views/radio-group-view';

/** Radio buttons in a fieldset whose legend is the field title. */
export function RadioWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, label, required, options, onChange, onBlur, onFocus, rawErrors = [] } = props;
  return (
    <RadioGroupView
      id={id}
      label={label}
      required={required}
      choices={(options.enumOptions ?? []).map((choice) => ({ value: choice.value as unknown, label: choice.label }))}
      value={value}
      disabled={disabled || readonly}
      invalid={rawErrors.length > 0}
      live={{ onChange, onBlur: () => onBlur(id, value), onFocus: () => onFocus(id, value) }}
    />
  );
}
