import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import standaloneCode from 'ajv/dist/standalone';
import type { FormConfig } from '../../src/generated/config-types.gen';
import { formatValidators } from '../../src/forms/format-validators';
import { pageFields, viewOf } from '../../src/forms/form-view';
import { header, literal, type GeneratedFile } from './generated-file';

const AJV_FORMATS = 'ajv-formats/dist/formats';

/**
 * Points ajv's references to ajv-formats' whole table (`fullFormats.date`) at src/forms/format-validators.ts,
 * which holds only the formats our forms use, so the table never ships.
 */
export function pointFormatsAtLocalModule(formId: string, imports: string[], body: string): { imports: string[]; body: string } {
  const tableImport = imports.find((line) => line.endsWith(`from ${JSON.stringify(AJV_FORMATS)};`));
  if (!tableImport) return { imports, body };
  const namespace = /import \* as (\w+) from/.exec(tableImport)?.[1] ?? '';
  const rewritten = body.replace(new RegExp(`cjsModule\\(${namespace}\\)\\.fullFormats\\.(\\w+)`, 'g'), (_, format: string) => {
    if (!(format in formatValidators))
      throw new Error(`config/forms/${formId}.yaml uses format "${format}", which src/forms/format-validators.ts does not provide`);
    return `formatValidators.${format}`;
  });
  return {
    imports: [...imports.filter((line) => line !== tableImport), "import { formatValidators } from '../../forms/format-validators';"],
    body: rewritten,
  };
}

/** The two helpers commonJsToModule's rewritten requires call, written into every module it makes. */
export const CJS_INTEROP = `// CommonJS modules reach an ES module through an interop namespace whose shape depends on the loader or bundler.
function cjsModule(namespace) {
  return namespace && namespace.default && !namespace.__esModule ? namespace.default : namespace;
}
function cjsDefault(namespace) {
  let value = namespace;
  while (value && typeof value !== 'function' && 'default' in value) value = value.default;
  return value;
}
`;

/**
 * ajv's standalone output is CommonJS, and its `esm` option breaks on rjsf's hash-named exports; this turns
 * the CommonJS into an ES module: exports become one `validateFns` object, runtime requires become imports.
 */
export function commonJsToModule(code: string): { imports: string[]; body: string; exportNames: Map<string, string> } {
  const imports: string[] = [];
  const exportNames = new Map<string, string>();
  let body = code.replace(/^"use strict";\n?/, '');
  // ajv writes `exports["-3ce7a47b"] = f;` for a hash that is no identifier and `exports.d8eeb60 = f;` for one that
  // is (about one hash in three starts with a letter): both forms must be read, or that schema has no validator.
  body = body.replace(
    /^exports(?:\["([^"]+)"\]|\.(\w+)) = (\w+);\n?/gm,
    (_, quoted: string | undefined, bare: string | undefined, fn: string) => {
      exportNames.set(quoted ?? bare ?? '', fn);
      return '';
    },
  );
  const leftOver = /^exports\b.*$/m.exec(body);
  if (leftOver) throw new Error(`ajv standalone output has an export this converter does not read: ${leftOver[0]}`);
  let index = 0;
  body = body.replace(/require\("([^"]+)"\)(\.\w+)?/g, (_, specifier: string, member: string | undefined) => {
    const name = `runtime${index++}`;
    imports.push(`import * as ${name} from ${JSON.stringify(specifier)};`);
    return member === '.default' ? `cjsDefault(${name})` : `cjsModule(${name})${member ?? ''}`;
  });
  return { imports, body, exportNames };
}

/**
 * What rjsf's compileSchemaValidatorsCode does for one schema, for several: the form's and the view of each page
 * that shows only some of its fields (src/forms/form-view.ts), so one module validates every way it is shown.
 * Without ajv's English messages and verbose errors (the schema, parent schema and data in each error): every
 * message a person sees is the form's YAML's (src/forms/field-messages.ts replaces ajv's, by rule and params),
 * and each error's schema parts and wording were code in every form's module, downloaded by each form page.
 */
export function compileSchemas(schemas: readonly RJSFSchema[]): string {
  const parsed = new Map<string, RJSFSchema>();
  for (const schema of schemas)
    for (const [hash, part] of Object.entries(schemaParser(schema))) if (!parsed.has(hash)) parsed.set(hash, part);
  const ajv = createAjvInstance(undefined, undefined, {
    code: { lines: true, source: true },
    schemas: [...parsed.values()],
    messages: false,
    verbose: false,
  });
  return standaloneCode(ajv);
}

/** The schema of each page of the form's `pages` that shows only some fields. */
export function pageSchemas(form: FormConfig): RJSFSchema[] {
  return Object.keys(form.pages ?? {}).flatMap((page) => {
    const fields = pageFields(form, page);
    return fields ? [viewOf(form, fields).schema as RJSFSchema] : [];
  });
}

/** One module per form: the exact schema that was compiled (rjsf matches them by hash) and its validators. */
export function generateFormValidator(form: FormConfig): GeneratedFile {
  const schema = form.schema as RJSFSchema;
  const views = pageSchemas(form);
  const compiled = commonJsToModule(compileSchemas([schema, ...views]));
  const { exportNames } = compiled;
  // Every schema rjsf will ask for at run time (the form's, each page's and each option of each choice) must have a validator.
  const missing = [schema, ...views].flatMap((each) => Object.keys(schemaParser(each))).filter((hash) => !exportNames.has(hash));
  if (missing.length > 0) throw new Error(`config/forms/${form.id}.yaml: no precompiled validator for schema ${missing.join(', ')}`);
  const { imports, body } = pointFormatsAtLocalModule(form.id, compiled.imports, compiled.body);
  const exported = [...exportNames].map(([hash, fn]) => `  ${JSON.stringify(hash)}: ${fn},`).join('\n');
  const content = `${header([`config/forms/${form.id}.yaml`])}// @ts-nocheck -- ajv standalone output, precompiled so the app needs no 'unsafe-eval'.
/* eslint-disable */
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
${imports.join('\n')}

${CJS_INTEROP}
export const schema: RJSFSchema = ${literal(schema)};

${body.trim()}

export const validateFns: ValidatorFunctions = {
${exported}
};
`;
  return { path: `src/generated/validators/${form.id}.gen.ts`, content };
}
