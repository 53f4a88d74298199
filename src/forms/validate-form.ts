import type { RJSFValidationError } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { withoutBlankText } from './blank-text';
import { toSpecMessages } from './field-messages';
import { firstPerKey, rowValidationErrors } from './row-errors';
import type { FormData, FormDefinition } from './form-definition';

export { withoutBlankText };

/**
 * A config/forms YAML's validation, with no React and no browser: the precompiled validators, the spec's
 * message per field and rule, the rules of repeating rows, the first problem per field or row part. The app's
 * forms use it, and so can any other page
 * that shows the same form (the marketing-site stand-ins, wherever they are served from).
 */
export function createFormValidator(definition: FormDefinition): (data: FormData) => RJSFValidationError[] {
  const { config, schema, validateFns } = definition;
  const validator = createPrecompiledValidator(validateFns, schema);
  const rowFields = Object.keys(config.rows ?? {});
  return (data) => firstPerKey([...toSpecMessages(config, validator.validateFormData(withoutBlankText(data), schema).errors), ...rowValidationErrors(config, data)], rowFields);
}
