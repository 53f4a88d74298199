import type { UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import type { FormChoiceSource, FormRowNote } from '../../codegen/form-actions';
import type { FormConfig } from '../generated/config-types.gen';
import { formSources } from './form-sources';
import { rowsOf, takenElsewhere } from './row-values';
import { RowFieldsTemplate } from './templates/rows-template';
import type { RowsContext } from './templates/rows-context';

type Ui = Record<string, unknown>;

/**
 * The uiSchema with what `choices` and `rows` imply: a choice field gets the choice select (or checkboxes for an
 * array of strings), and a row's fields sit side by side; fields the YAML styles keep their own options.
 */
export function uiWithRows(form: FormConfig, ui: UiSchema): UiSchema {
  const next: Ui = { ...(ui as Ui) };
  const properties = (form.schema.properties ?? {}) as Record<string, { type?: unknown }>;
  const set = (field: string, part: string | undefined, options: Ui) => {
    const fieldUi = { ...((next[field] as Ui | undefined) ?? {}) };
    if (part === undefined) next[field] = { ...fieldUi, ...options };
    else
      next[field] = {
        ...fieldUi,
        items: {
          ...((fieldUi.items as Ui | undefined) ?? {}),
          [part]: { ...(((fieldUi.items as Ui | undefined)?.[part] as Ui | undefined) ?? {}), ...options },
        },
      };
  };
  for (const field of Object.keys(form.rows ?? {})) {
    const fieldUi = (next[field] as Ui | undefined) ?? {};
    next[field] = {
      ...fieldUi,
      'ui:options': { orderable: false, copyable: false },
      items: { ...((fieldUi.items as Ui | undefined) ?? {}), 'ui:ObjectFieldTemplate': RowFieldsTemplate },
    };
  }
  for (const path of Object.keys(form.choices ?? {})) {
    const [field = '', part] = path.split('.');
    const widget = part === undefined && properties[field]?.type === 'array' ? 'ChoiceCheckboxesWidget' : 'ChoiceSelectWidget';
    set(field, part, { 'ui:widget': widget });
  }
  return next as UiSchema;
}

const uiByForm = new WeakMap<FormConfig, UiSchema>();

/** A form's uiSchema with its rows and choices (uiWithRows), made once per form: its outline and rjsf draw from one. */
export function formUiSchema(form: FormConfig): UiSchema {
  let ui = uiByForm.get(form);
  if (!ui) {
    ui = uiWithRows(form, (form.ui as UiSchema | undefined) ?? {});
    uiByForm.set(form, ui);
  }
  return ui;
}

/** The formContext the row and choice templates read, rebuilt when the data changes so each row sees its own values. */
export function useRowsContext(
  form: FormConfig,
  idPrefix: string,
  fields: readonly string[],
  data: Readonly<Record<string, unknown>>,
): RowsContext {
  return useMemo((): RowsContext => {
    const rowFields = Object.keys(form.rows ?? {});
    return {
      rows: form.rows ?? {},
      data,
      choicesFor: (path, index) => {
        const source = form.choices?.[path] as FormChoiceSource | undefined;
        if (!source) return [];
        const [field = ''] = path.split('.');
        return formSources().choices[source](index === undefined ? data : (rowsOf(data, field)[index] ?? {}));
      },
      takenElsewhere: (field, index) => {
        const by = form.rows?.[field]?.uniqueBy;
        return by ? takenElsewhere(rowsOf(data, field), by, index) : [];
      },
      noteFor: (field, index) => {
        const note = form.rows?.[field]?.note as FormRowNote | undefined;
        return note ? formSources().rowNotes[note](rowsOf(data, field)[index] ?? {}) : null;
      },
      locate: (id) => {
        const rest = id.slice(idPrefix.length + 1);
        for (const field of rowFields) {
          const match = new RegExp(`^${field}_(\\d+)(?:_(.+))?$`).exec(rest);
          if (match)
            return { path: match[2] === undefined ? field : `${field}.${match[2]}`, field, index: Number(match[1]), part: match[2] };
        }
        const field = fields.find((name) => rest === name || rest.startsWith(`${name}_`)) ?? rest;
        return { path: field, field, index: undefined, part: undefined };
      },
    };
  }, [form, idPrefix, fields, data]);
}
