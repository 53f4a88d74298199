import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect } from 'react';
import { message } from '../../ui/message';
import { rowsContextOf } from './rows-context';

/**
 * A select whose options come from a choice source (config/forms `choices`). In rows, a value chosen in another row
 * is disabled; a value no longer offered (a unit after the analyte changed) is cleared rather than kept unseen.
 */
export function ChoiceSelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, required, onChange, onBlur, onFocus, rawErrors = [], registry } = props;
  const context = rowsContextOf(registry.formContext);
  const place = context?.locate(id);
  const options = context && place ? context.choicesFor(place.path, place.index) : [];
  const uniqueBy = place && place.index !== undefined ? context?.rows[place.field]?.uniqueBy : undefined;
  const taken = context && place?.index !== undefined && uniqueBy === place.part ? context.takenElsewhere(place.field, place.index) : [];
  const current = typeof value === 'string' ? value : '';
  const offered = current === '' || options.some((option) => option.value === current);
  useEffect(() => {
    if (!offered) onChange(undefined);
  }, [offered, onChange]);
  return (
    <select
      id={id}
      name={id}
      value={offered ? current : ''}
      required={required}
      disabled={disabled || readonly || options.length === 0}
      aria-invalid={rawErrors.length > 0 ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    >
      <option value="">{message('upload.row.choose')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={taken.includes(option.value) && option.value !== current}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
