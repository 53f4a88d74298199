import type { AppConfig, FormConfig } from '../src/generated/config-types.gen';

type FieldSchema = Record<string, unknown>;

/**
 * The form as the app and its validators see it: helper text message keys become the fields' descriptions
 * and constant references become the schema values from config/app.yaml, so neither is written twice.
 * References that do not resolve are left alone here; check-forms reports them.
 */
export function resolveForm(form: FormConfig, messages: Readonly<Record<string, string>>, constants: AppConfig['constants']): FormConfig {
  const properties: Record<string, FieldSchema> = { ...((form.schema.properties ?? {}) as Record<string, FieldSchema>) };
  for (const [field, key] of Object.entries(form.helpers ?? {})) {
    const text = messages[key];
    if (properties[field] && text !== undefined) properties[field] = { ...properties[field], description: text };
  }
  const named = constants as unknown as Readonly<Record<string, unknown>>;
  for (const [field, bindings] of Object.entries(form.constants ?? {})) {
    for (const [keyword, name] of Object.entries(bindings)) {
      const value = named[name];
      if (properties[field] && value !== undefined) properties[field] = { ...properties[field], [keyword]: value };
    }
  }
  return { ...form, schema: { ...form.schema, properties } };
}
