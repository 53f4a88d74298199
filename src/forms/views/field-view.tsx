import type { ReactNode } from 'react';
import { InlineError } from '../../ui/inline-error';
import { message } from '../../ui/message';

export interface FieldViewProps {
  id: string;
  /** rjsf's classes for the field's kind ("rjsf-field rjsf-field-string"). */
  classNames?: string;
  /** The label above the control; undefined where the control carries its own (a group's legend, a checkbox). */
  label?: string;
  /** Marks the label "(optional)". */
  optional: boolean;
  description?: string;
  error?: string;
  hidden?: boolean;
  children: ReactNode;
}

/**
 * Label, helper text, the control and its error, linked by the ids rjsf puts in aria-describedby. The rjsf field
 * template and the form outline (form-outline.tsx) both draw a field with it, so the two take the same boxes.
 */
export function FieldView({ id, classNames, label, optional, description, error, hidden, children }: FieldViewProps) {
  if (hidden) return <div hidden>{children}</div>;
  return (
    <div className={`field${error ? ' field--error' : ''}${classNames ? ` ${classNames}` : ''}`}>
      {label ? (
        <label htmlFor={id}>
          {label}
          {optional ? <span className="field__optional"> {message('form.optional')}</span> : null}
        </label>
      ) : null}
      {description ? (
        <p id={`${id}__description`} className="field__helper">
          {description}
        </p>
      ) : null}
      {children}
      {error ? <InlineError id={`${id}__error`}>{error}</InlineError> : null}
    </div>
  );
}
