import { messagePattern } from '../domain/fill-message';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import type { FormConfig } from '../generated/config-types.gen';
import { messages, type MessageKey } from '../generated/messages.gen';
import type { FormData, FormDefinition } from '../forms/form-definition';
import '../forms/all-form-sources';
import { formChoiceSources } from '../forms/form-choices';
import { createFormValidator } from '../forms/validate-form';

/** One message a form's YAML names, and the data that makes the real validator show it (null: none found). */
export interface MessageCase {
  /** The field, or for a row's part "results.analyte". */
  field: string;
  /** The rules (required, pattern…) or row problems whose message this is, as the YAML names them. */
  rules: string[];
  key: string;
  text: string;
  /** Where the message is named in the form's YAML. */
  docPath: (string | number)[];
  data: FormData | null;
}

export interface FormSamples {
  /** Data the validator accepts; null when no field could be filled validly. */
  valid: FormData | null;
  cases: MessageCase[];
}

type Property = Omit<RJSFSchema, 'oneOf'> & { oneOf?: { const?: unknown }[] };

// A spread of values that breaks most rules one way or another: blanks, symbols, digits only, too short, wrong case, not a choice.
const BREAKING: readonly unknown[] = [
  undefined,
  '',
  ' ',
  'a',
  '!!!',
  '12345',
  'aaaaaaaa',
  'AAAAAAAA',
  'abcdefgh1',
  'not-an-option',
  '2024-13-45',
  false,
  true,
  [],
  0,
  -1,
];
// Values that satisfy the usual rules of a person's details, tried in turn for a free text field.
const FILLING: readonly string[] = [
  'Ana',
  'ana@example.com',
  '1990-05-17',
  'Passw0rd!long',
  'SW1A 1AA',
  '07700 900123',
  'VK7Q-4M2P-9XTR',
  'Mill Lane',
  'Example',
];

function propertiesOf(schema: RJSFSchema): Record<string, Property> {
  return (schema.properties ?? {}) as Record<string, Property>;
}

/** Values likely valid for one field, from its schema, its choices source, or the filling list. */
function validCandidates(config: FormConfig, field: string, property: Property): unknown[] {
  if (property.const !== undefined) return [property.const];
  const options = property.oneOf?.map((option) => option.const).filter((value) => value !== undefined) ?? property.enum ?? [];
  if (options.length > 0) return [options[0]];
  if (property.type === 'boolean') return [true, false];
  if (property.type === 'array') {
    const source = (config.choices as Record<string, string> | undefined)?.[field];
    const choice = source ? formChoiceSources[source as keyof typeof formChoiceSources]?.({})[0]?.value : undefined;
    return [[choice ?? 'example'], []];
  }
  if (property.type === 'number' || property.type === 'integer') return [property.minimum ?? 1];
  if (property.format === 'email') return ['ana@example.com'];
  if (property.format === 'date') return ['1990-05-17', '2030-05-17'];
  const minLength = typeof property.minLength === 'number' ? property.minLength : 0;
  // Digits too, for a code or passcode whose pattern takes nothing else.
  return [...FILLING, 'A'.repeat(Math.max(minLength, 1)), '2468013579'.repeat(2).slice(0, Math.max(minLength, 6))];
}

/** The message the validator shows for a field (or row part "results.0.value") with this data, if any. */
function messageFor(validate: (data: FormData) => RJSFValidationError[], data: FormData, property: string): string | undefined {
  return validate(data).find((error) => (error.property ?? '').replace(/^\./, '') === property)?.message;
}

function validRow(config: FormConfig, field: string): Record<string, string> {
  const choices = (config.choices as Record<string, string> | undefined) ?? {};
  const row: Record<string, string> = {};
  const item = (propertiesOf(config.schema as RJSFSchema)[field]?.items ?? {}) as RJSFSchema;
  for (const part of Object.keys(item.properties ?? {})) {
    const source = choices[`${field}.${part}`] as keyof typeof formChoiceSources | undefined;
    row[part] = source ? (formChoiceSources[source]?.(row)[0]?.value ?? '') : '5';
  }
  return row;
}

/** A form's data the validator accepts, field by field, from the likely-valid values. */
function validSample(definition: FormDefinition, validate: (data: FormData) => RJSFValidationError[]): FormData | null {
  const { config } = definition;
  const data: FormData = {};
  for (const [field, property] of Object.entries(propertiesOf(definition.schema))) {
    if (config.rows?.[field]) {
      data[field] = [validRow(config, field)];
      continue;
    }
    const fits = validCandidates(config, field, property).find(
      (candidate) => messageFor(validate, { ...data, [field]: candidate }, field) === undefined,
    );
    if (fits !== undefined) data[field] = fits;
  }
  return validate(data).length === 0 ? data : null;
}

/** A message's copy as a pattern: its placeholders and plural forms match whatever the validator filled in. */
function matches(template: string, text: string): boolean {
  return messagePattern(template).test(text);
}

/**
 * Every message a form's YAML names (per field and rule, per row problem, requireOne), each with data that makes
 * the form's real validator show it: what the studio's gallery renders, submitted, one state per message.
 */
export function formSamples(definition: FormDefinition): FormSamples {
  const { config } = definition;
  const validate = createFormValidator(definition);
  const valid = validSample(definition, validate);
  const base = valid ?? {};
  const cases: MessageCase[] = [];
  const find = (tries: readonly FormData[], property: string, text: string): FormData | null =>
    tries.find((data) => {
      const shown = messageFor(validate, data, property);
      return shown !== undefined && matches(text, shown);
    }) ?? null;

  for (const [field, rules] of Object.entries(config.messages ?? {})) {
    const byKey = new Map<string, string[]>();
    for (const [rule, key] of Object.entries(rules as Record<string, string>)) byKey.set(key, [...(byKey.get(key) ?? []), rule]);
    const property = propertiesOf(definition.schema)[field] ?? {};
    const long = typeof property.maxLength === 'number' ? ['a'.repeat(property.maxLength + 1)] : [];
    const short =
      typeof property.minLength === 'number' && property.minLength > 1
        ? ['Aa1'.repeat(property.minLength).slice(0, property.minLength - 1)]
        : [];
    const tries = [...BREAKING, ...long, ...short].map((value) => {
      const data: FormData = { ...base };
      if (value === undefined) delete data[field];
      else data[field] = value;
      return data;
    });
    for (const [key, ruleNames] of byKey) {
      const text = messages[key as MessageKey] ?? key;
      cases.push({ field, rules: ruleNames, key, text, docPath: ['messages', field, ruleNames[0] ?? ''], data: find(tries, field, text) });
    }
  }

  for (const [field, rows] of Object.entries(config.rows ?? {})) {
    const row = validRow(config, field);
    for (const [part, problems] of Object.entries(rows.problems ?? {})) {
      const tries = [...BREAKING, 'NOPE', '5,2', '5 2', '<5', '-5', '99999999999', 'abc', 'furlongs']
        .filter((value): value is string => typeof value === 'string')
        .map((value): FormData => ({ ...base, [field]: [{ ...row, [part]: value }] }));
      for (const [problem, key] of Object.entries(problems as Record<string, string>)) {
        const text = messages[key as MessageKey] ?? key;
        cases.push({
          field: `${field}.${part}`,
          rules: [problem],
          key,
          text,
          docPath: ['rows', field, 'problems', part, problem],
          data: find(tries, `${field}.0.${part}`, text),
        });
      }
    }
    if (rows.requireOne !== undefined) {
      const text = messages[rows.requireOne as MessageKey] ?? rows.requireOne;
      cases.push({
        field,
        rules: ['requireOne'],
        key: rows.requireOne,
        text,
        docPath: ['rows', field, 'requireOne'],
        data: find([{ ...base, [field]: [] }], field, text),
      });
    }
  }
  return { valid, cases };
}
