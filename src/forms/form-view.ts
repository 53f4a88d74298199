import type { FormConfig } from '../generated/config-types.gen';
import type { FormDefinition } from './form-definition';

/** The fields a page shows, from the form's `pages` (a route id); undefined when it shows them all. */
export function pageFields(config: FormConfig, page: string | undefined): readonly string[] | undefined {
  const shown = page === undefined ? undefined : config.pages?.[page];
  return Array.isArray(shown) ? shown : undefined;
}

const only = <T>(record: Readonly<Record<string, T>> | undefined, keep: (key: string) => boolean): Record<string, T> | undefined =>
  record && Object.fromEntries(Object.entries(record).filter(([key]) => keep(key)));

/**
 * The form with only some of its fields: their schema, rules, ui, messages and binding. Codegen compiles a
 * validator for each page's view with this same function, so the schema here is one it has a validator for.
 */
export function viewOf(config: FormConfig, fields: readonly string[]): FormConfig {
  const shown = (key: string) => fields.includes(key.split('.')[0] ?? key);
  const { properties, required, ...schema } = config.schema;
  const ui = config.ui && only(config.ui as Record<string, unknown>, (key) => key.startsWith('ui:') || shown(key));
  const order = config.ui?.['ui:order'];
  return {
    ...config,
    schema: {
      ...schema,
      ...(Array.isArray(required) ? { required: required.filter((field: string) => shown(field)) } : {}),
      properties: only(properties, shown),
    },
    ...(ui ? { ui: { ...ui, ...(order ? { 'ui:order': order.filter((key) => key === '*' || shown(key)) } : {}) } } : {}),
    ...(config.messages ? { messages: only(config.messages, shown) } : {}),
    ...(config.helpers ? { helpers: only(config.helpers, shown) } : {}),
    ...(config.constants ? { constants: only(config.constants, shown) } : {}),
    ...(config.choices ? { choices: only(config.choices, shown) } : {}),
    ...(config.rows ? { rows: only(config.rows, shown) } : {}),
    ...(config.binding
      ? { binding: { ...config.binding, ...(config.binding.fields ? { fields: only(config.binding.fields, shown) } : {}) } }
      : {}),
  } as FormConfig;
}

const views = new WeakMap<FormDefinition, Map<string, FormDefinition>>();

/** The form as a page shows it: the whole form, or the view of the fields its `pages` entry names. */
export function formView(definition: FormDefinition, page: string | undefined): FormDefinition {
  const fields = pageFields(definition.config, page);
  if (!fields || page === undefined) return definition;
  const known = views.get(definition) ?? new Map<string, FormDefinition>();
  views.set(definition, known);
  let view = known.get(page);
  if (!view) {
    const config = viewOf(definition.config, fields);
    view = { ...definition, config, schema: config.schema as FormDefinition['schema'] };
    known.set(page, view);
  }
  return view;
}
