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

/**
 * The title a field's length limit names in the shared message (validation.field.maxLength), or undefined when the
 * form gives that limit a message of its own or the field has no title (then the form must name one).
 */
export function sharedLengthTitle(form: Pick<FormConfig, 'schema' | 'messages'>, field: string): string | undefined {
  const own = (form.messages?.[field] as Readonly<Record<string, string>> | undefined)?.maxLength;
  return own === undefined ? fieldTitle(form, field) : undefined;
}
