import { ApiError, type JsonApiErrorObject } from './api-error';
import { hosts } from './hosts';
import { resolveDocument, type JsonApiDocument, type Resolved } from './json-api';
import { noteRequest } from './request-log';
import { requestUrl, type Query } from './request-url';

export const JSON_API_CONTENT_TYPE = 'application/vnd.api+json';

export type { Query };

/** The API serves two versions side by side (SPEC section 7); generic resource calls use v1. */
export type ApiVersion = 'v1' | 'v2';

/** "/v2/orders" from ("v2", "orders"); a leading slash on the path is tolerated. */
export function versionPath(version: ApiVersion, path: string): string {
  return `/${version}/${path.replace(/^\/+/, '')}`;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: the server acts once for a key, so a retry or a double click cannot repeat a payment or an action. */
  idempotencyKey?: string;
  /** False for a write that changes nothing a page reads, so the reads after it may still be asked for early. */
  changesReads?: false;
}

/** What a resource write (createResource, updateResource, deleteResource) passes on to `request`. */
export type WriteOptions = Pick<RequestOptions, 'idempotencyKey' | 'changesReads'>;

function url(path: string, query: Query | undefined): string {
  return requestUrl(hosts.api, path, query);
}

async function errorsOf(response: Response): Promise<JsonApiErrorObject[]> {
  try {
    const body = (await response.json()) as { errors?: JsonApiErrorObject[] };
    return Array.isArray(body.errors) ? body.errors : [];
  } catch {
    return [];
  }
}

/** Sends one request; a non-2xx answer or a network failure becomes an ApiError. Cookies always go along. */
export async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
  const method = options.method ?? 'GET';
  const address = url(path, options.query);
  noteRequest(method === 'GET' ? 'read' : options.changesReads === false ? 'no change' : 'change', address);
  let response: Response;
  try {
    response = await fetch(address, {
      method,
      credentials: 'include',
      headers: {
        Accept: JSON_API_CONTENT_TYPE,
        // Every change carries the JSON:API type, body or not: the server refuses any other (a cross-site form's).
        ...(options.body === undefined && method === 'GET' ? {} : { 'Content-Type': JSON_API_CONTENT_TYPE }),
        ...(options.idempotencyKey === undefined ? {} : { 'Idempotency-Key': options.idempotencyKey }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, [], 'Network request failed');
  }
  if (!response.ok) throw new ApiError(response.status, await errorsOf(response));
  if (response.status === 204) return null;
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

export async function getResource<Attributes>(path: string, query?: Query): Promise<Resolved<Attributes>> {
  const resolved = resolveDocument<Attributes>((await request(path, { query })) as JsonApiDocument);
  if (resolved === null || Array.isArray(resolved)) throw new ApiError(500, [], `Expected one resource from ${path}`);
  return resolved;
}

export async function getCollection<Attributes>(path: string, query?: Query): Promise<Resolved<Attributes>[]> {
  const resolved = resolveDocument<Attributes>((await request(path, { query })) as JsonApiDocument);
  if (resolved === null) return [];
  return Array.isArray(resolved) ? resolved : [resolved];
}

export async function createResource<Attributes>(
  path: string,
  type: string,
  attributes: Record<string, unknown>,
  options: WriteOptions = {},
): Promise<Resolved<Attributes> | null> {
  const document = (await request(path, { method: 'POST', body: { data: { type, attributes } }, ...options })) as JsonApiDocument | null;
  const resolved = document?.data ? resolveDocument<Attributes>(document) : null;
  return Array.isArray(resolved) ? (resolved[0] ?? null) : resolved;
}

export async function updateResource<Attributes>(
  path: string,
  type: string,
  id: string | undefined,
  attributes: Record<string, unknown>,
  options: WriteOptions = {},
): Promise<Resolved<Attributes> | null> {
  const document = (await request(path, {
    method: 'PATCH',
    body: { data: { ...(id === undefined ? {} : { id }), type, attributes } },
    ...options,
  })) as JsonApiDocument | null;
  const resolved = document?.data ? resolveDocument<Attributes>(document) : null;
  return Array.isArray(resolved) ? (resolved[0] ?? null) : resolved;
}

export async function deleteResource(path: string, options: WriteOptions = {}): Promise<void> {
  await request(path, { method: 'DELETE', ...options });
}
