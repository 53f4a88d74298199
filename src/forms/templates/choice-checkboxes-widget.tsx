import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { message } from '../../ui/message';
import { rowsContextOf } from './rows-context';

/** Checkboxes for an array of strings whose options come from a choice source; a fieldset whose legend is the title. */
export function ChoiceCheckboxesWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, label, required, onChange, onBlur, onFocus, rawErrors = [], registry } = props;
  const context = rowsContextOf(registry.formContext);
  const place = context?.locate(id);
  const options = context && place ? context.choicesFor(place.path, undefined) : [];
  const selected: string[] = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  const toggle = (choice: string, checked: boolean) => {
    const next = checked ? [...selected, choice] : selected.filter((item) => item !== choice);
    // Kept in the options' order, so what is sent does not depend on the order of clicks.
    onChange(options.map((option) => option.value).filter((item) => next.includes(item)));
  };
  return (
    <fieldset className="checkbox-group" aria-describedby={ariaDescribedByIds(id)} aria-invalid={rawErrors.length > 0 ? true : undefined}>
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
            checked={selected.includes(option.value)}
            disabled={disabled || readonly}
            onChange={(event) => toggle(option.value, event.target.checked)}
            onBlur={() => onBlur(id, selected)}
            onFocus={() => onFocus(id, selected)}
          />
          <label htmlFor={optionId(id, index)}>{option.label}</label>
        </div>
      ))}
    </fieldset>
  );
}
