import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormConfig } from '../generated/config-types.gen';

/** What a person has entered in a form, field by field. */
export type FormData = Record<string, unknown>;

/** A YAML form with the schema codegen compiled and its precompiled validators (they must match by hash). */
export interface FormDefinition {
  config: FormConfig;
  schema: RJSFSchema;
  validateFns: ValidatorFunctions;
  /**
   * The notice after a save when what the save did depends on the values (else submit.onSuccess.message): given
   * the values sent and those the form was loaded with; null for the usual notice.
   */
  successNotice?: (saved: FormData, loaded: FormData) => string | null;
}
