import type { FormConfig } from '../../src/generated/config-types.gen';
import { formRulesByEndpoint, requestName, writeEndpoints } from '../requests/write-endpoints';
import { header, literal, type GeneratedFile } from './generated-file';

const camel = (name: string): string => name.replace(/[-_](\w)/g, (_, c: string) => c.toUpperCase());

const boundForms = (forms: Readonly<Record<string, FormConfig>>): [string, FormConfig][] =>
  Object.entries(forms)
    .filter(([, form]) => form.binding !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));

/**
 * src/generated/form-requests.gen.ts, for the app: the method, path and resource type of each request a form's
 * binding names, so a bound form sends it with no code of its own (src/forms/form-request.ts).
 */
export function generateFormRequests(forms: Readonly<Record<string, FormConfig>>): GeneratedFile {
  const named = new Set(boundForms(forms).map(([, form]) => form.binding?.request));
  const table = Object.fromEntries(
    writeEndpoints
      .filter((endpoint) => named.has(requestName(endpoint)) && 'type' in endpoint)
      .map((endpoint) => [
        requestName(endpoint),
        { method: endpoint.method, path: endpoint.path, type: 'type' in endpoint ? endpoint.type : '' },
      ]),
  );
  return {
    path: 'src/generated/form-requests.gen.ts',
    content: `${header(['config/forms', 'codegen/requests/write-endpoints.ts'])}
export interface FormRequest {
  method: 'POST' | 'PATCH';
  path: string;
  type: string;
}

export const formRequests: Readonly<Record<string, FormRequest>> = ${literal(table)};
`,
  };
}

/**
 * src/generated/requests/request-forms.gen.ts, for the server: every form whose rules an endpoint runs (its bound
 * forms and those it lists itself) with its validators, so mocks/security/form-rules.ts runs each one it names.
 */
export function generateRequestForms(forms: Readonly<Record<string, FormConfig>>): GeneratedFile {
  const named = new Set(
    Object.values(formRulesByEndpoint(forms))
      .flat()
      .map((rule) => rule.form),
  );
  const bound = Object.entries(forms)
    .filter(([id]) => named.has(id))
    .sort(([a], [b]) => a.localeCompare(b));
  const imports = bound.flatMap(([id]) => [
    `import { ${camel(id)}Form } from '../forms/${id}.gen';`,
    `import * as ${camel(id)}Validators from '../validators/${id}.gen';`,
  ]);
  const entries = bound.map(([id]) => `  ${JSON.stringify(id)}: { config: ${camel(id)}Form, ...${camel(id)}Validators },`);
  return {
    path: 'src/generated/requests/request-forms.gen.ts',
    content: `${header(['config/forms'])}import type { FormDefinition } from '../../forms/form-definition';
${imports.join('\n')}

/** Every form of config/forms whose rules a write endpoint runs, by id, with its precompiled validators. */
export const requestForms: Readonly<Record<string, FormDefinition>> = {
${entries.join('\n')}
};
`,
  };
}
