import type { WidgetProps } from '@rjsf/utils';
import { MemorableDateView } from '../views/memorable-date-view';

/** `ui:widget: memorable-date`: day, month and year boxes; the value is "YYYY-MM-DD" once they hold a real date. */
export function MemorableDateWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, onBlur, onFocus, options, rawErrors = [] } = props;
  return (
    <MemorableDateView
      id={id}
      label={label}
      required={required}
      value={value}
      autoComplete={options.autocomplete as string | undefined}
      disabled={disabled || readonly}
      invalid={rawErrors.length > 0}
      live={{
        onChange: (next) => onChange(next === '' ? options.emptyValue : next),
        onBlur: () => onBlur(id, value),
        onFocus: () => onFocus(id, value),
      }}
    />
  );
}
