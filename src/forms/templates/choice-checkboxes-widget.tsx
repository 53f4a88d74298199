import type { WidgetProps } from '@rjsf/utils';
import { ChoiceCheckboxesView } from '../views/choice-checkboxes-view';
import { rowsContextOf } from './rows-context';

/** Checkboxes for an array of strings whose options come from a choice source. */
export function ChoiceCheckboxesWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, label, required, onChange, onBlur, onFocus, rawErrors = [], registry } = props;
  const context = rowsContextOf(registry.formContext);
  const place = context?.locate(id);
  const options = context && place ? context.choicesFor(place.path, undefined) : [];
  const selected: string[] = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  return (
    <ChoiceCheckboxesView
      id={id}
      label={label}
      required={required}
      options={options}
      selected={selected}
      disabled={disabled || readonly}
      invalid={rawErrors.length > 0}
      live={{
        onChange: ({ value: choice, checked }) => {
          const next = checked ? [...selected, choice] : selected.filter((item) => item !== choice);
          // Kept in the options' order, so what is sent does not depend on the order of clicks.
          onChange(options.map((option) => option.value).filter((item) => next.includes(item)));
        },
        onBlur: () => onBlur(id, selected),
        onFocus: () => onFocus(id, selected),
      }}
    />
  );
}
