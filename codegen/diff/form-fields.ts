import { flattenRoutes } from '../../src/engine/routing/flat-routes';
import { pageFields } from '../../src/forms/form-view';
import type { LoadedConfig } from '../load/loaded-config';
import { resolveForm } from '../resolve-form';

/** A form's field as one page shows it: its rules in words, e.g. "required, at most 50 characters". */
export interface ShownField {
  form: string;
  field: string;
  /** The page's address (/settings), or "(no page named)" for a form whose YAML names no page. */
  page: string;
  rules: string;
}

export const NO_PAGE = '(no page named)';

type FieldSchema = Record<string, unknown>;

const plural = (count: unknown, what: string): string => `${String(count)} ${what}${count === 1 ? '' : 's'}`;

/** The values a field offers, from enum or the consts of oneOf. */
function choices(field: FieldSchema): unknown[] | undefined {
  if (Array.isArray(field.enum)) return field.enum;
  return Array.isArray(field.oneOf) ? (field.oneOf as FieldSchema[]).map((option) => option.const) : undefined;
}

/** A field's rules as a reviewer reads them: what a person must give and within which limits. */
export function rulesInWords(field: FieldSchema, required: boolean): string {
  const words = [required ? 'required' : 'optional'];
  if (typeof field.type === 'string' && field.type !== 'string') words.push(field.type === 'boolean' ? 'a tick box' : `a ${field.type}`);
  if (typeof field.format === 'string') words.push(`format ${field.format}`);
  if (field.minLength !== undefined && field.minLength !== 1) words.push(`at least ${plural(field.minLength, 'character')}`);
  if (field.maxLength !== undefined) words.push(`at most ${plural(field.maxLength, 'character')}`);
  if (field.minimum !== undefined) words.push(`at least ${String(field.minimum)}`);
  if (field.maximum !== undefined) words.push(`at most ${String(field.maximum)}`);
  if (field.minItems !== undefined) words.push(`at least ${plural(field.minItems, 'choice')}`);
  if (field.maxItems !== undefined) words.push(`at most ${plural(field.maxItems, 'choice')}`);
  if (typeof field.pattern === 'string') words.push(`matching ${field.pattern}`);
  const offered = choices(field);
  if (offered) words.push(`one of ${offered.map(String).join(', ')}`);
  if ('const' in field) words.push(`must be ${JSON.stringify(field.const)}`);
  return words.join(', ');
}

/** Every field of every form, on every page its YAML says shows it (a page's `pages` list, or all of them). */
export function shownFields(config: LoadedConfig): ShownField[] {
  const paths = new Map(flattenRoutes(config.routes.routes).map((flat) => [flat.id, flat.fullPath]));
  return Object.entries(config.forms)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([id, raw]) => {
      const form = resolveForm(raw, config.messages.messages, config.app.constants);
      const properties = (form.schema.properties ?? {}) as Record<string, FieldSchema>;
      const required = Array.isArray(form.schema.required) ? (form.schema.required as string[]) : [];
      const pages = Object.keys(form.pages ?? {});
      return (pages.length > 0 ? pages : [undefined]).flatMap((page) => {
        const fields = (page === undefined ? undefined : pageFields(form, page)) ?? Object.keys(properties);
        const where = page === undefined ? NO_PAGE : (paths.get(page) ?? page);
        return fields
          .filter((field) => field in properties)
          .map((field) => ({ form: id, field, page: where, rules: rulesInWords(properties[field] ?? {}, required.includes(field)) }));
      });
    });
}
