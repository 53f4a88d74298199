import { ariaDescribedByIds, type BaseInputTemplateProps } from '@rjsf/utils';
import type { ChangeEvent, HTMLAttributes } from 'react';

/** Text-like inputs: the value stays exactly as typed; errors mark the input invalid for assistive tech. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, value, type, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, rawErrors = [], placeholder } = props;
  const inputType = (options.inputType as string | undefined) ?? type ?? 'text';
  const autoComplete = options.autocomplete as string | undefined;
  const inputMode = options.inputMode as HTMLAttributes<HTMLInputElement>['inputMode'];
  const handle = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value === '' ? options.emptyValue : event.target.value);
  return (
    <input
      id={id}
      name={id}
      type={inputType}
      value={value === undefined || value === null ? '' : String(value)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      autoComplete={autoComplete}
      inputMode={inputMode}
      placeholder={placeholder}
      aria-invalid={rawErrors.length > 0 ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={handle}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
