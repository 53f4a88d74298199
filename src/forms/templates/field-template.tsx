import type { FieldTemplateProps } from '@rjsf/utils';
import { InlineError } from '../../ui/inline-error';
import { message } from '../../ui/message';

/** Label, helper text, the control and its error, linked by the ids rjsf puts in aria-describedby. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, displayLabel, rawDescription, rawErrors = [], children, hidden, classNames, schema } = props;
  if (hidden) return <div hidden>{children}</div>;
  const isCheckbox = schema.type === 'boolean';
  const isGroup = schema.type === 'object' || Array.isArray(schema.oneOf);
  const error = rawErrors[0];
  return (
    <div className={`field${error ? ' field--error' : ''}${classNames ? ` ${classNames}` : ''}`}>
      {displayLabel && !isCheckbox && !isGroup && label ? (
        <label htmlFor={id}>
          {label}
          {required ? null : <span className="field__optional"> {message('form.optional')}</span>}
        </label>
      ) : null}
      {rawDescription && !isCheckbox ? (
        <p id={`${id}__description`} className="field__helper">
          {rawDescription}
        </p>
      ) : null}
      {children}
      {error ? (
        <InlineError id={`${id}__error`}>{error}</InlineError>
      ) : null}
    </div>
  );
}
