import type { RJSFValidationError } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { firstPerField, toSpecMessages } from './field-messages';
import type { FormData, FormDefinition } from './form-definition';

/**
 * Text of only spaces is no answer: it is validated as missing, so a required field says "Please enter your
 * first name" rather than complaining about the characters of a blank.
 */
export function withoutBlankText(data: FormData): FormData {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')));
}

/**
 * A config/forms YAML's validation, with no React and no browser: the precompiled validators, the spec's
 * message per field and rule, the first problem per field. The app's forms use it, and so can any other page
 * that shows the same form (the marketing-site stand-ins, wherever they are served from).
 */
export function createFormValidator(definition: FormDefinition): (data: FormData) => RJSFValidationError[] {
  const { config, schema, validateFns } = definition;
  const validator = createPrecompiledValidator(validateFns, schema);
  return (data) => firstPerField(toSpecMessages(config, validator.validateFormData(withoutBlankText(data), schema).errors));
}
