import { ariaDescribedByIds, optionId } from '@rjsf/utils';
import { message } from '../../ui/message';
import type { ViewChoice } from './choice';
import type { LiveControl } from './live-control';

export interface RadioGroupViewProps {
  id: string;
  label: string;
  required?: boolean;
  choices: readonly ViewChoice[];
  value: unknown;
  disabled?: boolean;
  invalid?: boolean;
  live?: LiveControl<unknown>;
}

/** Radio buttons in a fieldset whose legend is the field title. */
export function RadioGroupView({ id, label, required, choices, value, disabled, invalid, live }: RadioGroupViewProps) {
  return (
    <fieldset className="radio-group" aria-describedby={ariaDescribedByIds(id)} aria-invalid={invalid ? true : undefined}>
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
            {...(live
              ? { checked: value === choice.value, onChange: () => live.onChange(choice.value), onBlur: live.onBlur, onFocus: live.onFocus }
              : { defaultChecked: value === choice.value })}
            disabled={disabled}
          />
          <label htmlFor={optionId(id, index)}>{choice.label}</label>
        </div>
      ))}
    </fieldset>
  );
}
