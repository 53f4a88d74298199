import { forwardRef } from 'react';
import type { RJSFValidationError } from '@rjsf/utils';
import { message } from '../../ui/message';
import { errorKey, idOfKey } from '../row-errors';

interface Props {
  errors: readonly RJSFValidationError[];
  idPrefix: string;
  /** Rows fields of the form: their errors link to the row part, not the whole field. */
  rowFields?: readonly string[];
}

/** Listed above the form after a failed submit; it takes focus so a screen reader announces it. */
export const ErrorSummary = forwardRef<HTMLDivElement, Props>(function ErrorSummary({ errors, idPrefix, rowFields = [] }, ref) {
  if (errors.length === 0) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby={`${idPrefix}-error-summary-title`}>
      <h2 id={`${idPrefix}-error-summary-title`}>{message('form.errorSummary')}</h2>
      <ul>
        {errors.map((error) => (
          <li key={`${errorKey(error.property, rowFields)}:${error.message ?? ''}`}>
            <a href={`#${idOfKey(idPrefix, errorKey(error.property, rowFields))}`}>{error.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
});
