import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/** A single checkbox whose label is the field title (terms, preferences). */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, label, onChange, onBlur, onFocus, rawErrors = [] } = props;
  return (
    <div className="checkbox">
      <input
        id={id}
        name={id}
        type="checkbox"
        checked={value === true}
        disabled={disabled || readonly}
        aria-invalid={rawErrors.length > 0 ? true : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
