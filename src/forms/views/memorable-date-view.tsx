import { ariaDescribedByIds } from '@rjsf/utils';
import { datePartsOf } from '../../domain/date-parts';
import { focusLeaves } from '../../ui/focus-leaves';
import { message } from '../../ui/message';
import { DatePartsInputs } from './date-parts-inputs';
import type { LiveControl } from './live-control';
import { useDateParts } from './use-date-parts';

export interface MemorableDateViewProps {
  id: string;
  label: string;
  required?: boolean;
  value: unknown;
  autoComplete?: string;
  disabled?: boolean;
  invalid?: boolean;
  live?: LiveControl<string>;
}

function LiveDate({ id, value, autoComplete, disabled, invalid, live }: MemorableDateViewProps & { live: LiveControl<string> }) {
  const { parts, setPart } = useDateParts(value, live.onChange);
  return (
    <DatePartsInputs
      id={id}
      parts={parts}
      autoComplete={autoComplete}
      disabled={disabled}
      invalid={invalid}
      onPart={setPart}
      onFocus={live.onFocus}
    />
  );
}

/** A date a person knows, as day, month and year boxes in a fieldset whose legend is the field title (GOV.UK's date input). */
export function MemorableDateView(props: MemorableDateViewProps) {
  const { id, label, required, value, autoComplete, disabled, invalid, live } = props;
  return (
    <fieldset
      className="date-input"
      role="group"
      aria-describedby={ariaDescribedByIds(id)}
      onBlur={live ? (event) => focusLeaves(event) && live.onBlur() : undefined}
    >
      <legend>
        {label}
        {required ? null : <span className="field__optional"> {message('form.optional')}</span>}
      </legend>
      {live ? (
        <LiveDate {...props} live={live} />
      ) : (
        <DatePartsInputs id={id} parts={datePartsOf(value)} autoComplete={autoComplete} disabled={disabled} invalid={invalid} />
      )}
    </fieldset>
  );
}
