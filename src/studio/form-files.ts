import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormConfig } from '../generated/config-types.gen';
import type { FormDefinition } from '../forms/form-definition';

/** Every form codegen generated from config/forms/*.yaml, with its precompiled validators, by form id. */
const configs = import.meta.glob<Record<string, FormConfig>>('../generated/forms/*.gen.ts', { eager: true });
const validators = import.meta.glob<{ schema: RJSFSchema; validateFns: ValidatorFunctions }>('../generated/validators/*.gen.ts', {
  eager: true,
});

const baseName = (path: string): string => path.replace(/^.*\//, '').replace(/\.gen\.ts$/, '');

export const formDefinitions: ReadonlyMap<string, FormDefinition> = new Map(
  Object.entries(configs).flatMap(([path, module]) => {
    const config = Object.values(module)[0];
    const compiled = Object.entries(validators).find(([other]) => baseName(other) === baseName(path))?.[1];
    return config && compiled ? [[config.id, { config, schema: compiled.schema, validateFns: compiled.validateFns }] as const] : [];
  }),
);

export function formFile(id: string): string {
  return `config/forms/${id}.yaml`;
}
