import { orderProperties } from '@rjsf/utils';
import type { FormConfig } from '../generated/config-types.gen';
import type { FormData } from './form-definition';
import type { ViewChoice } from './views/choice';
import type { RowsSettings } from './views/rows-view';
import { MEMORABLE_DATE_WIDGET } from './widget-names';

type Schema = Readonly<Record<string, unknown>>;
type Ui = Readonly<Record<string, unknown>>;

/**
 * One control of a form's outline: what rjsf would draw for a field of config/forms, worked out from the schema and
 * the uiSchema the way rjsf picks its widgets (src/forms/rjsf-form.tsx registers the widgets named here).
 */
export type OutlineControl =
  | { kind: 'text'; type: string; autoComplete?: string; inputMode?: string; placeholder: string }
  | { kind: 'memorable-date'; autoComplete?: string }
  | { kind: 'textarea'; rows?: number; placeholder: string }
  | { kind: 'radio'; choices: ViewChoice[] }
  | { kind: 'checkbox' }
  | { kind: 'choice-checkboxes' }
  | { kind: 'choice-select' };

export interface OutlineField {
  name: string;
  /** rjsf's element id: the form id, then the path, joined by "_". */
  id: string;
  label: string;
  required: boolean;
  description?: string;
  /** rjsf's type class ("string", "boolean", "array"). */
  type: string;
  control: OutlineControl;
}

export interface OutlineRows {
  name: string;
  id: string;
  label: string;
  settings: RowsSettings;
  /** Each part of a row, with an id to complete with the row's index (see rowPartId). */
  parts: readonly Omit<OutlineField, 'id'>[];
  minItems?: number;
}

export type OutlineItem = { kind: 'field'; field: OutlineField } | { kind: 'rows'; rows: OutlineRows };

const asSchema = (value: unknown): Schema => (typeof value === 'object' && value !== null ? (value as Schema) : {});

/** The choices of a oneOf of consts or an enum, as rjsf's enumOptions lists them. */
function choicesOf(schema: Schema): ViewChoice[] | null {
  if (Array.isArray(schema.oneOf))
    return (schema.oneOf as Schema[]).map((option) => ({ value: option.const, label: String(option.title ?? option.const) }));
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map((value) => ({ value, label: String(value) }));
  return null;
}

/** The control rjsf draws for one field, or null where the outline does not know rjsf's drawing. */
function controlOf(schema: Schema, ui: Ui): OutlineControl | null {
  const widget = ui['ui:widget'];
  const placeholder = typeof ui['ui:placeholder'] === 'string' ? ui['ui:placeholder'] : '';
  if (schema.type === 'boolean') return widget === undefined ? { kind: 'checkbox' } : null;
  if (schema.type === 'array') return widget === 'ChoiceCheckboxesWidget' ? { kind: 'choice-checkboxes' } : null;
  if (schema.type !== 'string') return null;
  if (widget === 'ChoiceSelectWidget') return { kind: 'choice-select' };
  if (widget === MEMORABLE_DATE_WIDGET)
    return { kind: 'memorable-date', autoComplete: typeof ui['ui:autocomplete'] === 'string' ? ui['ui:autocomplete'] : undefined };
  const choices = choicesOf(schema);
  if (widget === 'radio') return choices ? { kind: 'radio', choices } : null;
  if (choices) return null;
  if (widget === 'textarea') return { kind: 'textarea', rows: typeof ui['ui:rows'] === 'number' ? ui['ui:rows'] : undefined, placeholder };
  const byWidget: Readonly<Record<string, string>> = { password: 'password', date: 'date', email: 'email', uri: 'url', text: 'text' };
  const byFormat: Readonly<Record<string, string>> = { date: 'date', email: 'email', uri: 'url' };
  const type =
    typeof widget === 'string' ? byWidget[widget] : typeof schema.format === 'string' ? (byFormat[schema.format] ?? 'text') : 'text';
  if (!type) return null;
  return {
    kind: 'text',
    type: typeof ui['ui:inputType'] === 'string' ? ui['ui:inputType'] : type,
    autoComplete: typeof ui['ui:autocomplete'] === 'string' ? ui['ui:autocomplete'] : undefined,
    inputMode: typeof ui['ui:inputMode'] === 'string' ? ui['ui:inputMode'] : undefined,
    placeholder,
  };
}

function fieldOf(name: string, schema: Schema, ui: Ui, required: boolean): Omit<OutlineField, 'id'> | null {
  const control = controlOf(schema, ui);
  if (!control || ui['ui:field'] !== undefined || ui['ui:hidden'] !== undefined) return null;
  const description =
    typeof ui['ui:description'] === 'string'
      ? ui['ui:description']
      : typeof schema.description === 'string'
        ? schema.description
        : undefined;
  return { name, label: typeof schema.title === 'string' ? schema.title : name, required, description, type: String(schema.type), control };
}

export const fieldId = (formId: string, name: string): string => `${formId}_${name}`;
export const rowId = (rowsId: string, index: number): string => `${rowsId}_${index}`;
export const rowPartId = (rowsId: string, index: number, part: string): string => `${rowId(rowsId, index)}_${part}`;

/**
 * The form's outline: each field as rjsf would draw it (with the uiSchema the form renders with, choices and rows
 * included), or null when a field is one the outline cannot draw exactly, so the form waits for rjsf instead.
 */
export function outlinePlan(config: FormConfig, schema: Schema, ui: Ui): OutlineItem[] | null {
  if (schema.title !== undefined || schema.description !== undefined) return null;
  const properties = asSchema(schema.properties);
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  let names: string[];
  try {
    names = orderProperties(Object.keys(properties), ui['ui:order'] as string[] | undefined);
  } catch {
    // rjsf says what is wrong with the order: the form waits for it.
    return null;
  }
  const items: OutlineItem[] = [];
  for (const name of names) {
    const fieldSchema = asSchema(properties[name]);
    const fieldUi = asSchema(ui[name]);
    const settings = config.rows?.[name];
    if (settings) {
      const itemSchema = asSchema(fieldSchema.items);
      const itemUi = asSchema(fieldUi.items);
      const itemRequired = Array.isArray(itemSchema.required) ? (itemSchema.required as string[]) : [];
      const parts = Object.entries(asSchema(itemSchema.properties)).map(([part, partSchema]) =>
        fieldOf(part, asSchema(partSchema), asSchema(itemUi[part]), itemRequired.includes(part)),
      );
      if (parts.some((part) => part === null) || fieldSchema.type !== 'array' || itemSchema.type !== 'object') return null;
      const label = typeof fieldSchema.title === 'string' ? fieldSchema.title : name;
      items.push({
        kind: 'rows',
        rows: {
          name,
          id: fieldId(config.id, name),
          label,
          settings,
          parts: parts as Omit<OutlineField, 'id'>[],
          minItems: typeof fieldSchema.minItems === 'number' ? fieldSchema.minItems : undefined,
        },
      });
      continue;
    }
    const field = fieldOf(name, fieldSchema, fieldUi, required.includes(name));
    if (!field) return null;
    items.push({ kind: 'field', field: { ...field, id: fieldId(config.id, name) } });
  }
  return items;
}

/** The rows of a rows field as the form holds them (none when the value is not a list). */
export function outlineRows(data: FormData, name: string): Readonly<Record<string, unknown>>[] {
  const value = data[name];
  return Array.isArray(value) ? value.map((row) => asSchema(row)) : [];
}
