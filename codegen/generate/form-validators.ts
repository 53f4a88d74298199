import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/dist/compileSchemaValidators';
import type { RJSFSchema } from '@rjsf/utils';
import type { FormConfig } from '../../src/generated/config-types.gen';
import { header, literal, type GeneratedFile } from './generated-file';

/**
 * ajv's standalone output is CommonJS, and its `esm` option breaks on rjsf's hash-named exports; this turns
 * the CommonJS into an ES module: exports become one `validateFns` object, runtime requires become imports.
 */
export function commonJsToModule(code: string): { imports: string[]; body: string; exportNames: Map<string, string> } {
  const imports: string[] = [];
  const exportNames = new Map<string, string>();
  let body = code.replace(/^"use strict";\n?/, '');
  body = body.replace(/^exports\["([^"]+)"\] = (\w+);\n?/gm, (_, hash: string, fn: string) => {
    exportNames.set(hash, fn);
    return '';
  });
  let index = 0;
  body = body.replace(/require\("([^"]+)"\)(\.\w+)?/g, (_, specifier: string, member: string | undefined) => {
    const name = `runtime${index++}`;
    imports.push(`import * as ${name} from ${JSON.stringify(specifier)};`);
    return member === '.default' ? `cjsDefault(${name})` : `cjsModule(${name})${member ?? ''}`;
  });
  return { imports, body, exportNames };
}

/** One module per form: the exact schema that was compiled (rjsf matches them by hash) and its validators. */
export function generateFormValidator(form: FormConfig): GeneratedFile {
  const schema = form.schema as RJSFSchema;
  const { imports, body, exportNames } = commonJsToModule(compileSchemaValidatorsCode(schema, {}));
  const exported = [...exportNames].map(([hash, fn]) => `  ${JSON.stringify(hash)}: ${fn},`).join('\n');
  const content = `${header([`config/forms/${form.id}.yaml`])}// @ts-nocheck -- ajv standalone output, precompiled so the app needs no 'unsafe-eval'.
/* eslint-disable */
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
${imports.join('\n')}

// CommonJS modules reach an ES module through an interop namespace whose shape depends on the bundler.
function cjsModule(namespace) {
  return namespace && namespace.default && !namespace.__esModule ? namespace.default : namespace;
}
function cjsDefault(namespace) {
  let value = namespace;
  while (value && typeof value !== 'function' && 'default' in value) value = value.default;
  return value;
}

export const schema: RJSFSchema = ${literal(schema)};

${body.trim()}

export const validateFns: ValidatorFunctions = {
${exported}
};
`;
  return { path: `src/generated/validators/${form.id}.gen.ts`, content };
}
