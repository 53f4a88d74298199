import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormDefinition } from '../../../../src/forms/form-definition';
import type { FormConfig } from '../../../../src/generated/config-types.gen';

// Every YAML form codegen writes, paired with its precompiled validators by file name.
const configs = import.meta.glob<Record<string, FormConfig>>('../../../../src/generated/forms/*.gen.ts', { eager: true });
const validators = import.meta.glob<{ schema: RJSFSchema; validateFns: ValidatorFunctions }>(
  '../../../../src/generated/validators/*.gen.ts',
  { eager: true },
);

export const formDefinitions: [string, FormDefinition][] = Object.entries(configs).map(([path, module]) => {
  const id = /([^/]+)\.gen\.ts$/.exec(path)?.[1] ?? '';
  const config = Object.values(module)[0] as FormConfig;
  const compiled = validators[`../../../../src/generated/validators/${id}.gen.ts`];
  if (!compiled) throw new Error(`no validators for ${id}`);
  return [id, { config, schema: compiled.schema, validateFns: compiled.validateFns }];
});
