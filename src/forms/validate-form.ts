import type { RJSFValidationError } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { localIsoDate } from '../domain/dates';
import { withoutBlankText } from './blank-text';
import { fieldCheckErrors, type FieldCheckContext } from './field-checks';
import { toSpecMessages } from './field-messages';
import { firstPerKey, rowValidationErrors } from './row-errors';
import type { FormData, FormDefinition } from './form-definition';

export { withoutBlankText };
export type { FieldCheckContext };

/** A screen's context for the checks: the person's own today, where they are. */
export const localCheckContext = (known: Omit<FieldCheckContext, 'today'> = {}): FieldCheckContext => ({
  ...known,
  today: localIsoDate(new Date()),
});

/**
 * A config/forms YAML's validation, with no React and no browser: the precompiled validators, the spec's
 * message per field and rule, the fields' own checks, the rules of repeating rows, the first problem per field or
 * row part. The app's forms use it, and so can any other page
 * that shows the same form (the marketing-site stand-ins, wherever they are served from). A field's own check
 * comes before its schema's rules: a date typed wrongly says how ("must include a year"), not only "enter a date".
 */
export function createFormValidator(definition: FormDefinition): (data: FormData, context?: FieldCheckContext) => RJSFValidationError[] {
  const { config, schema, validateFns } = definition;
  const validator = createPrecompiledValidator(validateFns, schema);
  const rowFields = Object.keys(config.rows ?? {});
  return (data, context = localCheckContext()) =>
    firstPerKey(
      [
        ...fieldCheckErrors(config, data, context),
        ...toSpecMessages(config, validator.validateFormData(withoutBlankText(data), schema).errors),
        ...rowValidationErrors(config, data),
      ],
      rowFields,
    );
}
