import { ariaDescribedByIds } from '@rjsf/utils';
import type { ViewChoice } from './choice';
import type { LiveControl } from './live-control';

export interface ChoiceSelectViewProps {
  id: string;
  options: readonly ViewChoice<string>[];
  /** The first option's words, standing for no answer. */
  prompt: string;
  /** '' for nothing chosen. */
  value: string;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  live?: LiveControl<string>;
}

/** A select whose options come from a choice source, led by an option that stands for no answer. */
export function ChoiceSelectView({ id, options, prompt, value, required, disabled, invalid, live }: ChoiceSelectViewProps) {
  return (
    <select
      id={id}
      name={id}
      {...(live
        ? { value, onChange: (event) => live.onChange(event.target.value), onBlur: live.onBlur, onFocus: live.onFocus }
        : { defaultValue: value })}
      required={required}
      disabled={disabled || options.length === 0}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
    >
      <option value="">{prompt}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
