import type { FormConfig } from '../generated/config-types.gen';
/**
 * The field's title, which names it in a message the form has none of its own for. A length limit reads the same
 * for every field ("Preferred name must be 40 characters or fewer"), so a field added with one needs no message
 * of its own (codegen/checks/check-forms.ts lets it go without).
 */
export function fieldTitle(form: Pick<FormConfig, 'schema'>, field: string): string | undefined {
  const title = (form.schema.properties as Readonly<Record<string, { title?: unknown }>> | undefined)?.[field]?.title;
  return typeof title === 'string' && title.trim() !== '' ? title : undefined;
}
