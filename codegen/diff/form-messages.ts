import { fillMessage } from '../../src/domain/fill-message';
import type { LoadedConfig } from '../load/loaded-config';
import { resolveForm } from '../resolve-form';
import { sharedLengthTitle } from '../../src/forms/field-title';

export interface FormMessageRow {
  form: string;
  /** A field, a field of repeating rows ("rows.value"), or "(form)" for what the form says as a whole. */
  field: string;
  /** The rule that triggers it: a schema keyword (required, minLength, pattern), a row problem, or success / server error. */
  rule: string;
  /** The words a person reads, with limits filled in from the schema. */
  text: string;
}

/** A message's {count} or {limit} is the rule's own limit (the form engine fills it from ajv's params, the same number). */
function filled(text: string, limit: unknown): string {
  return typeof limit === 'number' || typeof limit === 'string' ? fillMessage(text, { count: limit, limit }) : text;
}

/** Every message each YAML form can show a person: per field and rule, per row problem, on success and on a server error. */
export function formMessages(config: LoadedConfig): FormMessageRow[] {
  const copy = config.messages.messages;
  const text = (key: string): string => copy[key] ?? `(missing message ${key})`;
  return Object.entries(config.forms)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([id, raw]) => {
      const form = resolveForm(raw, copy, config.app.constants);
      const properties = (form.schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      const rows: FormMessageRow[] = [];
      for (const [field, rules] of Object.entries(form.messages ?? {})) {
        for (const [rule, key] of Object.entries(rules))
          rows.push({ form: id, field, rule, text: filled(text(key), properties[field]?.[rule]) });
      }
      // A titled field's length limit with no message of its own shows the shared one naming it (field-messages.ts).
      for (const [field, schema] of Object.entries(properties)) {
        const title = sharedLengthTitle(form, field);
        if (schema.maxLength === undefined || title === undefined) continue;
        const shared = fillMessage(text('validation.field.maxLength'), { field: title });
        rows.push({ form: id, field, rule: 'maxLength', text: filled(shared, schema.maxLength) });
      }
      for (const [rowsField, rowRules] of Object.entries(form.rows ?? {})) {
        if (rowRules.requireOne) rows.push({ form: id, field: rowsField, rule: 'no rows', text: text(rowRules.requireOne) });
        for (const [itemField, problems] of Object.entries(rowRules.problems ?? {})) {
          for (const [problem, key] of Object.entries(problems))
            rows.push({ form: id, field: `${rowsField}.${itemField}`, rule: problem, text: text(key) });
        }
      }
      const submit = form.submit;
      if (submit?.errorFallback) rows.push({ form: id, field: '(form)', rule: 'server error', text: text(submit.errorFallback) });
      if (submit?.onSuccess?.message) rows.push({ form: id, field: '(form)', rule: 'success', text: text(submit.onSuccess.message) });
      return rows;
    });
}
