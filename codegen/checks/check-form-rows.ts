import type { FormConfig } from '../../src/generated/config-types.gen';
import { FORM_CHOICE_SOURCES, FORM_ROW_CHECKS, FORM_ROW_NOTES } from '../form-actions';
import type { ErrorSink } from './check-context';

type Schema = Record<string, unknown>;

function propertiesOf(schema: unknown): Record<string, Schema> {
  const properties = (schema as { properties?: unknown } | undefined)?.properties;
  return typeof properties === 'object' && properties !== null ? (properties as Record<string, Schema>) : {};
}

/** The item fields of an array-of-objects field, or undefined when the field is not one. */
function rowFieldsOf(field: Schema | undefined): string[] | undefined {
  if (!field || field.type !== 'array') return undefined;
  const items = field.items as Schema | undefined;
  if (!items || items.type !== 'object') return undefined;
  return Object.keys(propertiesOf(items));
}

/**
 * `rows`: each names an array-of-objects field, its labels and problem messages are message keys, its
 * uniqueBy an item field and its check and note registered names. `choices`: each path names a field (or an
 * item field of rows) and a registered choice source.
 */
export function checkFormRows(form: FormConfig, messageKeys: readonly string[], sink: ErrorSink): void {
  const fields = propertiesOf(form.schema);
  for (const [field, rows] of Object.entries(form.rows ?? {})) {
    const at = ['rows', field];
    const itemFields = rowFieldsOf(fields[field]);
    if (itemFields === undefined) {
      sink.at(at, `"${field}" must be a field of type array whose items are objects (schema.properties.${field})`, true);
      continue;
    }
    sink.reference([...at, 'rowLabel'], 'message key', rows.rowLabel, messageKeys);
    sink.reference([...at, 'addLabel'], 'message key', rows.addLabel, messageKeys);
    sink.reference([...at, 'removeLabel'], 'message key', rows.removeLabel, messageKeys);
    if (rows.requireOne !== undefined) sink.reference([...at, 'requireOne'], 'message key', rows.requireOne, messageKeys);
    if (rows.uniqueBy !== undefined) sink.reference([...at, 'uniqueBy'], `item field of ${field}`, rows.uniqueBy, itemFields);
    if (rows.check !== undefined) sink.reference([...at, 'check'], 'row check', rows.check, FORM_ROW_CHECKS);
    if (rows.note !== undefined) sink.reference([...at, 'note'], 'row note', rows.note, FORM_ROW_NOTES);
    if (rows.problems !== undefined && rows.check === undefined)
      sink.at([...at, 'problems'], 'problems needs check (a row check that names them)', true);
    for (const [itemField, problems] of Object.entries(rows.problems ?? {})) {
      sink.reference([...at, 'problems', itemField], `item field of ${field}`, itemField, itemFields);
      for (const [problem, key] of Object.entries(problems))
        sink.reference([...at, 'problems', itemField, problem], 'message key', key, messageKeys);
    }
  }
  for (const [path, source] of Object.entries(form.choices ?? {})) {
    const [field = '', itemField] = path.split('.');
    const known = itemField === undefined ? field in fields : (rowFieldsOf(fields[field]) ?? []).includes(itemField);
    if (!known) sink.at(['choices', path], `unknown field "${path}": a field, or arrayField.itemField of an array of objects`, true);
    sink.reference(['choices', path], 'choice source', source, FORM_CHOICE_SOURCES);
  }
}
