import type { FormTransform } from '../../codegen/form-actions';
import type { FormConfig } from '../generated/config-types.gen';
import type { FormData } from './form-definition';

/** One field of a bound form: the entity attribute it is read from and saved to, and how it is tidied first. */
export interface FieldBinding {
  field: string;
  /** The attribute's path: ['first_name'], or ['address', 'line1'] for a part of an object attribute. */
  attribute: string[];
  transforms: FormTransform[];
}

/** A record of an entity as the API answers it (the signed-in person, their preferences). */
export type EntityRecord = object;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every field of a form with its attribute (by default the field's own name) and transforms, in the form's
 * order: what the payload (form-request.ts), the first values and the server's rules of a bound form are all
 * derived from.
 */
export function fieldBindings(config: FormConfig): FieldBinding[] {
  const named = config.binding?.fields ?? {};
  return Object.keys(config.schema.properties ?? {}).map((field) => {
    const { attribute, transform = [] } = named[field] ?? {};
    return {
      field,
      attribute: (attribute ?? field).split('.'),
      transforms: (typeof transform === 'string' ? [transform] : transform) as FormTransform[],
    };
  });
}

/** The value at an attribute's path, or undefined where the path leaves the record. */
export function attributeValue(record: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((value, part) => (isObject(value) ? value[part] : undefined), record);
}

/** The form's first values, read from the entity's record at each field's attribute (nothing for null). */
export function initialValues(config: FormConfig, record: EntityRecord | null | undefined): FormData {
  const data: FormData = {};
  for (const binding of fieldBindings(config)) {
    const value = attributeValue(record, binding.attribute);
    if (value !== null && value !== undefined) data[binding.field] = value;
  }
  return data;
}
