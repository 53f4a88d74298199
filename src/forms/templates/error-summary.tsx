import { forwardRef } from 'react';
import type { RJSFValidationError } from '@rjsf/utils';
import { message } from '../../ui/message';
import { fieldOf } from '../field-messages';

interface Props {
  errors: readonly RJSFValidationError[];
  idPrefix: string;
}

/** Listed above the form after a failed submit; it takes focus so a screen reader announces it. */
export const ErrorSummary = forwardRef<HTMLDivElement, Props>(function ErrorSummary({ errors, idPrefix }, ref) {
  if (errors.length === 0) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby={`${idPrefix}-error-summary-title`}>
      <h2 id={`${idPrefix}-error-summary-title`}>{message('form.errorSummary')}</h2>
      <ul>
        {errors.map((error) => (
          <li key={`${fieldOf(error)}:${error.message ?? ''}`}>
            <a href={`#${idPrefix}_${fieldOf(error)}`}>{error.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
});
