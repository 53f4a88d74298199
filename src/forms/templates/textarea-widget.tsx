import type { WidgetProps } from '@rjsf/utils';
import { TextareaView } from '../views/textarea-view';

/** A longer free-text answer; the same markup as rjsf's own, drawn by the view the form outline shares. */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, rawErrors = [], placeholder } = props;
  const text = typeof value === 'string' ? value : '';
  return (
    <TextareaView
      id={id}
      value={text}
      rows={options.rows as number | undefined}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
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
