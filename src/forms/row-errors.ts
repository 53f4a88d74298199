import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import type { JsonApiErrorObject } from '../api/api-error';
import type { FormConfig, FormRows } from '../generated/config-types.gen';
import { messages, type MessageKey } from '../generated/messages.gen';
import { formSources } from './form-sources';
import { rowIsBlank, rowsOf } from './row-values';
import type { FormRowCheck } from '../../codegen/form-actions';

type Data = Readonly<Record<string, unknown>>;

/**
 * Where an error belongs, as a dotted key: a field ("first_name"; a nested ".address.line1" belongs to "address"),
 * or one part of one row of a rows field ("results.2.value"), so each row shows its own errors.
 */
export function errorKey(property: string | undefined, rowFields: readonly string[]): string {
  const segments = (property ?? '').replace(/^\./, '').split('.');
  const [field = '', index, part] = segments;
  if (rowFields.includes(field) && index !== undefined && /^\d+$/.test(index))
    return part === undefined ? `${field}.${index}` : `${field}.${index}.${part}`;
  return field;
}

/** Keeps one message per field or row part (the first), so each shows its most basic problem first. */
export function firstPerKey(errors: readonly RJSFValidationError[], rowFields: readonly string[]): RJSFValidationError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = errorKey(error.property, rowFields);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The element id rjsf gives the control of a key (idPrefix "_" path): what the error summary links to. */
export function idOfKey(idPrefix: string, key: string): string {
  return `${idPrefix}_${key.split('.').join('_')}`;
}

/**
 * The key of a control from its element id (the reverse of idOfKey), for the fields a person has left; a part of a
 * field's control (a radio option "_dob-0", a date's month box "_dob-month") belongs to its field.
 */
export function keyOfId(idPrefix: string, id: string, fields: readonly string[], rowFields: readonly string[]): string | undefined {
  if (!id.startsWith(`${idPrefix}_`)) return undefined;
  const rest = id.slice(idPrefix.length + 1);
  for (const field of rowFields) {
    const match = new RegExp(`^${field}_(\\d+)_(.+)$`).exec(rest);
    if (match) return `${field}.${match[1]}.${match[2]}`;
  }
  return fields.find((name) => rest === name || rest.startsWith(`${name}_`) || rest.startsWith(`${name}-`));
}

/** rjsf's nested error schema from keyed messages (first message per key). */
export function errorSchemaOf(entries: readonly (readonly [string, string])[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const [key, text] of entries) {
    let node = root;
    for (const segment of key.split('.')) node = (node[segment] ??= {}) as Record<string, unknown>;
    const errors = ((node.__errors as string[] | undefined) ??= []);
    if (errors.length === 0) errors.push(text);
  }
  return root as ErrorSchema;
}

/** The row rules of a form's `rows`: each started row's problems in the YAML's words, and requireOne. */
export function rowValidationErrors(form: FormConfig, data: Data): RJSFValidationError[] {
  const errors: RJSFValidationError[] = [];
  for (const [field, rows] of Object.entries(form.rows ?? {})) {
    const check = rows.check === undefined ? undefined : formSources().rowChecks[rows.check as FormRowCheck];
    let counted = 0;
    rowsOf(data, field).forEach((row, index) => {
      if (rowIsBlank(row)) return;
      const problems = check ? check(row) : {};
      if (Object.keys(problems).length === 0) counted += 1;
      for (const [part, problem] of Object.entries(problems)) {
        const key = rows.problems?.[part]?.[problem] as MessageKey | undefined;
        const text = key ? messages[key] : messages['form.checkAnswer'];
        errors.push({ property: `.${field}.${index}.${part}`, message: text, stack: text, name: problem });
      }
    });
    if (rows.requireOne !== undefined && counted === 0 && errors.length === 0) {
      const text = messages[rows.requireOne as MessageKey];
      errors.push({ property: `.${field}`, message: text, stack: text, name: 'requireOne' });
    }
  }
  return errors;
}

/**
 * Server errors about a row name the row by its uniqueBy value ("/data/attributes/results/B12/value": the row whose
 * analyte is B12), since the server does not know the row's position; without a part they land on the uniqueBy field.
 */
export function rowServerErrors(errors: readonly JsonApiErrorObject[], form: FormConfig, data: Data): [string, string][] {
  const found: [string, string][] = [];
  for (const error of errors) {
    const segments = (error.source?.pointer ?? '')
      .replace(/^\/data(?:\/attributes)?(?=\/|$)/, '')
      .split('/')
      .filter(Boolean);
    const [field = '', identity, part] = segments;
    const rows: FormRows | undefined = form.rows?.[field];
    if (!rows?.uniqueBy || identity === undefined || !error.detail) continue;
    const index = rowsOf(data, field).findIndex((row) => row[rows.uniqueBy as string] === identity);
    if (index >= 0) found.push([`${field}.${index}.${part ?? rows.uniqueBy}`, error.detail]);
  }
  return found;
}
