import { createResource, updateResource } from '../api/client';
import type { FormConfig } from '../generated/config-types.gen';
import { formRequests } from '../generated/form-requests.gen';
import { fieldBindings, isObject, type EntityRecord, type FieldBinding } from './form-binding';
import type { FormData } from './form-definition';
import { formTransforms } from './form-transforms';

// What a bound form sends. YamlForm loads this module when a form is sent, not with the page.

/** What a field's answer saves: tidied text, null for no answer (blank text too), a tick as true or false. */
function savedValue(config: FormConfig, binding: FieldBinding, value: unknown): unknown {
  if ((config.schema.properties?.[binding.field] ?? {}).type === 'boolean') return value === true;
  if (typeof value === 'string') {
    const tidied = binding.transforms.reduce((text, name) => formTransforms[name](text), value);
    return tidied.trim() === '' ? null : tidied;
  }
  return value ?? null;
}

/**
 * The attributes a bound form sends: every field it shows, and only those, each at its attribute's path. A form
 * shown with some of its fields (a page of `pages`) is given the view of those fields, so it never sends the rest.
 */
export function formPayload(config: FormConfig, data: FormData): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const binding of fieldBindings(config)) {
    const parents = binding.attribute.slice(0, -1);
    let target = payload;
    for (const part of parents) target = (target[part] = isObject(target[part]) ? target[part] : {}) as Record<string, unknown>;
    target[binding.attribute[binding.attribute.length - 1] ?? binding.field] = savedValue(config, binding, data[binding.field]);
  }
  return payload;
}

/** What a page gives a bound form besides its answers: the record it shows and the address's other names. */
export interface FormTarget {
  /** The entity's record the form was filled from; its id is the address's {id} unless params names one. */
  record?: EntityRecord | null;
  /** Values of the request path's {names} (a partner's {slug}). */
  params?: Readonly<Record<string, string>>;
}

/** Sends a bound form's request (binding.request) with the attributes of the fields it shows. */
export async function sendForm(config: FormConfig, data: FormData, { record, params = {} }: FormTarget): Promise<unknown> {
  const request = formRequests[config.binding?.request ?? ''];
  if (!request) throw new Error(`config/forms/${config.id}.yaml has no binding.request to send`);
  const own = (record as { id?: unknown } | null | undefined)?.id;
  const id = params.id ?? (typeof own === 'string' ? own : undefined);
  const path = request.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent((name === 'id' ? id : params[name]) ?? ''));
  const attributes = formPayload(config, data);
  return request.method === 'POST'
    ? createResource(path, request.type, attributes)
    : updateResource(path, request.type, request.path.includes('{id}') ? id : undefined, attributes);
}
