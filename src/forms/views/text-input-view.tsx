import { ariaDescribedByIds } from '@rjsf/utils';
import type { HTMLAttributes } from 'react';
import type { LiveControl } from './live-control';

export interface TextInputViewProps {
  id: string;
  type: string;
  value: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  invalid?: boolean;
  live?: LiveControl<string>;
}

/** A text-like input: the value stays exactly as typed; an error marks it invalid for assistive tech. */
export function TextInputView({
  id,
  type,
  value,
  required,
  disabled,
  autoFocus,
  autoComplete,
  inputMode,
  placeholder,
  invalid,
  live,
}: TextInputViewProps) {
  return (
    <input
      id={id}
      name={id}
      type={type}
      {...(live
        ? { value, onChange: (event) => live.onChange(event.target.value), onBlur: live.onBlur, onFocus: live.onFocus }
        : { defaultValue: value })}
      required={required}
      disabled={disabled}
      autoFocus={autoFocus}
      autoComplete={autoComplete}
      inputMode={inputMode}
      placeholder={placeholder}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
