import { createResource, updateResource } from '../api/client';
import type { FormConfig } from '../generated/config-types.gen';
import { formRequests } from '../generated/form-requests.gen';
import { formPayload, type EntityRecord } from './form-binding';
import type { FormData } from './form-definition';

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
  return request.method === 'POST' ? createResource(path, request.type, attributes) : updateResource(path, request.type, request.path.includes('{id}') ? id : undefined, attributes);
}
