import { HttpResponse } from 'msw';

const HEADERS = { 'Content-Type': 'application/vnd.api+json' };

export interface MockResource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { type: string; id: string } | { type: string; id: string }[] | null }>;
}

/**
 * A JSON:API document. `included` holds each resource once (JSON:API 1.0: one resource object per type and id in a
 * compound document), and never one that is already primary data.
 */
export function documentResponse(
  data: MockResource | MockResource[] | null,
  included: MockResource[] = [],
  status = 200,
  links?: Record<string, string>,
) {
  const primary = new Set((Array.isArray(data) ? data : data ? [data] : []).map((resource) => `${resource.type}\u0000${resource.id}`));
  const unique = included.filter((resource, index) => {
    const key = `${resource.type}\u0000${resource.id}`;
    return !primary.has(key) && included.findIndex((other) => `${other.type}\u0000${other.id}` === key) === index;
  });
  return HttpResponse.json(
    { ...(links ? { links } : {}), data, ...(unique.length > 0 ? { included: unique } : {}) },
    { status, headers: HEADERS },
  );
}

export interface MockError {
  detail: string;
  pointer?: string;
  code?: string;
  /** Facts a client words itself (JSON:API error meta), so it never shows the detail as it came. */
  meta?: Readonly<Record<string, unknown>>;
}

/** The server's error shape: { errors: [{ status, detail, source: { pointer } }] }. */
export function errorResponse(status: number, errors: MockError[]) {
  return HttpResponse.json(
    {
      errors: errors.map((error) => ({
        status: String(status),
        detail: error.detail,
        ...(error.code ? { code: error.code } : {}),
        ...(error.pointer ? { source: { pointer: error.pointer } } : {}),
        ...(error.meta ? { meta: error.meta } : {}),
      })),
    },
    { status, headers: HEADERS },
  );
}

export const unauthorized = () => errorResponse(401, [{ detail: 'You need to sign in or sign up before continuing.' }]);
export const notFound = (what: string) => errorResponse(404, [{ detail: `${what} not found` }]);
export const noContent = () => new HttpResponse(null, { status: 204 });
