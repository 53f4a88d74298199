import { DATE_PART_NAMES, type DatePartName, type DateParts } from '../../domain/date-parts';
import { message } from '../../ui/message';

export interface DatePartsInputsProps {
  /** The day box's id; the month and year boxes add "-month" and "-year", so a link to the field lands on the day. */
  id: string;
  parts: DateParts;
  /** What the browser may fill in: "bday" becomes bday-day, bday-month and bday-year, one for each box. */
  autoComplete?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Extra classes for each box (the survey's own look). */
  inputClassName?: string;
  /** Given, the boxes are controlled; absent (the form outline), each keeps what is typed in the DOM. */
  onPart?: (name: DatePartName, text: string) => void;
  /** Focus came to one of the boxes (leaving the date is the group's blur: memorable-date-view.tsx). */
  onFocus?: () => void;
}

export const datePartId = (id: string, name: DatePartName): string => (name === 'day' ? id : `${id}-${name}`);

/**
 * Day, month and year boxes, each labelled, for a date a person knows. Plain text boxes with a number keypad:
 * a native date box costs Chromium 20-65 ms to set up the first time a page shows one, and is slow for a birth year.
 */
export function DatePartsInputs({ id, parts, autoComplete, disabled, invalid, inputClassName, onPart, onFocus }: DatePartsInputsProps) {
  return (
    <div className="date-input__parts">
      {DATE_PART_NAMES.map((name) => {
        const partId = datePartId(id, name);
        return (
          <div key={name} className={`date-input__part date-input__part--${name}`}>
            <label htmlFor={partId}>{message(`form.date.${name}`)}</label>
            <input
              id={partId}
              name={partId}
              className={inputClassName}
              type="text"
              inputMode="numeric"
              {...(onPart
                ? { value: parts[name], onChange: (event) => onPart(name, event.target.value), onFocus }
                : { defaultValue: parts[name] })}
              autoComplete={autoComplete === 'bday' ? `bday-${name}` : autoComplete}
              disabled={disabled}
              aria-invalid={invalid ? true : undefined}
            />
          </div>
        );
      })}
    </div>
  );
}
