import { ariaDescribedByIds, optionId } from '@rjsf/utils';
import { message } from '../../ui/message';
import type { ViewChoice } from './choice';
import type { LiveControl } from './live-control';

export interface ChoiceCheckboxesViewProps {
  id: string;
  label: string;
  required?: boolean;
  options: readonly ViewChoice<string>[];
  selected: readonly string[];
  disabled?: boolean;
  invalid?: boolean;
  /** onChange gets the option and whether it is now ticked. */
  live?: LiveControl<{ value: string; checked: boolean }>;
}

/** Checkboxes for an array of strings whose options come from a choice source; a fieldset whose legend is the title. */
export function ChoiceCheckboxesView({ id, label, required, options, selected, disabled, invalid, live }: ChoiceCheckboxesViewProps) {
  return (
    <fieldset className="checkbox-group" aria-describedby={ariaDescribedByIds(id)} aria-invalid={invalid ? true : undefined}>
      <legend id={id} tabIndex={-1}>
        {label}
        {required ? null : <span className="field__optional"> {message('form.optional')}</span>}
      </legend>
      {options.map((option, index) => (
        <div key={option.value} className="checkbox">
          <input
            id={optionId(id, index)}
            name={id}
            type="checkbox"
            value={option.value}
            {...(live
              ? {
                  checked: selected.includes(option.value),
                  onChange: (event) => live.onChange({ value: option.value, checked: event.target.checked }),
                  onBlur: live.onBlur,
                  onFocus: live.onFocus,
                }
              : { defaultChecked: selected.includes(option.value) })}
            disabled={disabled}
          />
          <label htmlFor={optionId(id, index)}>{option.label}</label>
        </div>
      ))}
    </fieldset>
  );
}
