import { ariaDescribedByIds } from '@rjsf/utils';
import type { LiveControl } from './live-control';

export interface CheckboxViewProps {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  invalid?: boolean;
  live?: LiveControl<boolean>;
}

/** A single checkbox whose label is the field title (terms, preferences). */
export function CheckboxView({ id, label, checked, disabled, invalid, live }: CheckboxViewProps) {
  return (
    <div className="checkbox">
      <input
        id={id}
        name={id}
        type="checkbox"
        {...(live
          ? { checked, onChange: (event) => live.onChange(event.target.checked), onBlur: live.onBlur, onFocus: live.onFocus }
          : { defaultChecked: checked })}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={ariaDescribedByIds(id)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
