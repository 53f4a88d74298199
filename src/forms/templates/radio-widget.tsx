import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { message } from '../../ui/message';

/** Radio buttons in a fieldset whose legend is the field title. */
export function RadioWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, label, required, options, onChange, onBlur, onFocus, rawErrors = [] } = props;
  const choices = options.enumOptions ?? [];
  return (
    <fieldset className="radio-group" aria-describedby={ariaDescribedByIds(id)} aria-invalid={rawErrors.length > 0 ? true : undefined}>
      <legend id={id}>
        {label}
        {required ? null : <span className="field__optional"> {message('form.optional')}</span>}
      </legend>
      {choices.map((choice, index) => (
        <div key={String(choice.value)} className="radio">
          <input
            id={optionId(id, index)}
            name={id}
            type="radio"
            value={String(choice.value)}
            checked={value === choice.value}
            disabled={disabled || readonly}
            onChange={() => onChange(choice.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <label htmlFor={optionId(id, index)}>{choice.label}</label>
        </div>
      ))}
    </fieldset>
  );
}
