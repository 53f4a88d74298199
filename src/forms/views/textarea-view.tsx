import { ariaDescribedByIds } from '@rjsf/utils';
import type { LiveControl } from './live-control';

export interface TextareaViewProps {
  id: string;
  value: string;
  rows?: number;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
  invalid?: boolean;
  live?: LiveControl<string>;
}

/** A longer free-text answer (a comment, what to talk about). */
export function TextareaView({ id, value, rows, required, disabled, autoFocus, placeholder, invalid, live }: TextareaViewProps) {
  return (
    <textarea
      id={id}
      name={id}
      className="form-control"
      {...(live
        ? { value, onChange: (event) => live.onChange(event.target.value), onBlur: live.onBlur, onFocus: live.onFocus }
        : { defaultValue: value })}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      autoFocus={autoFocus}
      rows={rows}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
