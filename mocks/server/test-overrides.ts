import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { errorResponse, type MockError } from '../json-api-responses';

export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

export interface OverrideRequest {
  method: Method;
  path: string;
  /** An HTTP status to answer with; absent means a network failure. */
  status?: number;
  errors?: MockError[];
  /** Only the next matching call (the default), or every one until cleared. */
  once?: boolean;
}

const METHODS: readonly Method[] = ['get', 'post', 'patch', 'put', 'delete'];

/** Per scope, so parallel tests never see each other's failures. Kept in memory: they last one test. */
const overrides = new Map<string, HttpHandler[]>();

export function parseOverride(body: unknown): OverrideRequest | null {
  if (typeof body !== 'object' || body === null) return null;
  const { method, path, status, errors, once } = body as Record<string, unknown>;
  if (!METHODS.includes(method as Method) || typeof path !== 'string' || !path.startsWith('/')) return null;
  if (status !== undefined && (typeof status !== 'number' || status < 100 || status > 599)) return null;
  if (errors !== undefined && !Array.isArray(errors)) return null;
  return {
    method: method as Method,
    path,
    ...(status === undefined ? {} : { status }),
    errors: (errors ?? []) as MockError[],
    once: once !== false,
  };
}

export function addOverride(scope: string, override: OverrideRequest): void {
  const { status, errors = [] } = override;
  const answer = () => (status === undefined ? HttpResponse.error() : errorResponse(status, errors));
  const handler = http[override.method](`*${override.path}`, answer, { once: override.once ?? true });
  overrides.set(scope, [handler, ...(overrides.get(scope) ?? [])]);
}

export function clearOverrides(scope: string): void {
  overrides.delete(scope);
}

/** The scope's override for this request, if any matches; msw's `once` retires a used one. */
export async function overrideResponse(scope: string, request: Request): Promise<Response | undefined> {
  const handlers = overrides.get(scope);
  if (!handlers || handlers.length === 0) return undefined;
  return getResponse(handlers, request.clone());
}
