import type { BaseInputTemplateProps } from '@rjsf/utils';
import type { HTMLAttributes } from 'react';
import { TextInputView } from '../views/text-input-view';

/** Text-like inputs: the value stays exactly as typed; errors mark the input invalid for assistive tech. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    value,
    type,
    required,
    disabled,
    readonly,
    autofocus,
    onChange,
    onBlur,
    onFocus,
    options,
    rawErrors = [],
    placeholder,
  } = props;
  const text = value === undefined || value === null ? '' : String(value);
  return (
    <TextInputView
      id={id}
      type={(options.inputType as string | undefined) ?? type ?? 'text'}
      value={text}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      autoComplete={options.autocomplete as string | undefined}
      inputMode={options.inputMode as HTMLAttributes<HTMLInputElement>['inputMode']}
      placeholder={placeholder}
      invalid={rawErrors.length > 0}
      live={{
        onChange: (next) => onChange(next === '' ? options.emptyValue : next),
        onBlur: () => onBlur(id, text),
        onFocus: () => onFocus(id, text),
      }}
    />
  );
}
