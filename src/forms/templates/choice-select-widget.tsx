import type { WidgetProps } from '@rjsf/utils';
import { useEffect } from 'react';
import { selectChoices } from '../select-choices';
import { ChoiceSelectView } from '../views/choice-select-view';
import { rowsContextOf } from './rows-context';

/**
 * A select whose options come from a choice source (config/forms `choices`). In rows, a value chosen in another row
 * is disabled; a value no longer offered (a unit after the analyte changed) is cleared rather than kept unseen.
 */
export function ChoiceSelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, required, onChange, onBlur, onFocus, rawErrors = [], registry } = props;
  const context = rowsContextOf(registry.formContext);
  const { options, prompt, current, offered } = selectChoices(context, id, value);
  useEffect(() => {
    if (!offered) onChange(undefined);
  }, [offered, onChange]);
  return (
    <ChoiceSelectView
      id={id}
      options={options}
      prompt={prompt}
      value={offered ? current : ''}
      required={required}
      disabled={disabled || readonly}
      invalid={rawErrors.length > 0}
      live={{
        onChange: (next) => onChange(next === '' ? undefined : next),
        onBlur: () => onBlur(id, current),
        onFocus: () => onFocus(id, current),
      }}
    />
  );
}
