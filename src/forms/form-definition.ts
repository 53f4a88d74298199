import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormConfig } from '../generated/config-types.gen';

/** A YAML form with the schema codegen compiled and its precompiled validators (they must match by hash). */
export interface FormDefinition {
  config: FormConfig;
  schema: RJSFSchema;
  validateFns: ValidatorFunctions;
}
