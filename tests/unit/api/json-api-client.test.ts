import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from '../../../src/api/api-error';
import { listenToRequests, type RequestKind } from '../../../src/api/request-log';
import {
  JSON_API_CONTENT_TYPE,
  createResource,
  deleteResource,
  getCollection,
  getResource,
  request,
  updateResource,
  versionPath,
} from '../../../src/api/client';

const API = 'http://api.test';
vi.mock('../../../src/api/hosts', () => ({
  hosts: { api: 'http://api.test', content: 'http://api.test/content-api', externalSite: 'http://site.test' },
}));

interface Seen {
  method: string;
  url: string;
  contentType: string | null;
  accept: string | null;
  credentials: RequestCredentials;
  body: unknown;
}
const seen: Seen[] = [];
const record = async (req: Request) => {
  const text = await req.text();
  seen.push({
    method: req.method,
    url: req.url,
    contentType: req.headers.get('content-type'),
    accept: req.headers.get('accept'),
    credentials: req.credentials,
    body: text ? (JSON.parse(text) as unknown) : undefined,
  });
};
const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status, headers: { 'Content-Type': JSON_API_CONTENT_TYPE } });

const server = setupServer(
  http.get(`${API}/v1/tests/t1`, async ({ request: req }) => {
    await record(req);
    return json({
      data: {
        type: 'tests',
        id: 't1',
        attributes: { state: 'complete' },
        relationships: { panel: { data: { type: 'test_panels', id: 'p1' } }, request: { data: null } },
      },
      included: [
        {
          type: 'test_panels',
          id: 'p1',
          attributes: { name: 'Essential' },
          relationships: {
            profiles: {
              data: [
                { type: 'profiles', id: 'pr1' },
                { type: 'profiles', id: 'missing' },
              ],
            },
          },
        },
        { type: 'profiles', id: 'pr1', attributes: { name: 'Cholesterol' } },
      ],
    });
  }),
  http.get(`${API}/v2/orders`, async ({ request: req }) => {
    await record(req);
    return json({ data: [{ type: 'orders', id: 'o1', attributes: { total_cents: 100 } }] });
  }),
  http.post(`${API}/v1/widgets`, async ({ request: req }) => {
    await record(req);
    return json({ data: { type: 'widgets', id: 'w1', attributes: { size: 2 } } }, 201);
  }),
  http.patch(`${API}/v1/widgets/w1`, async ({ request: req }) => {
    await record(req);
    return json({ data: { type: 'widgets', id: 'w1', attributes: { size: 3 } } });
  }),
  http.delete(`${API}/v1/widgets/w1`, async ({ request: req }) => {
    await record(req);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(`${API}/v1/broken`, () =>
    json(
      {
        errors: [
          { status: '422', detail: 'First problem', source: { pointer: '/data/attributes/email' } },
          { status: '422', detail: 'Second problem' },
        ],
      },
      422,
    ),
  ),
  http.get(`${API}/v1/plain-500`, () => new HttpResponse('oops', { status: 500 })),
  http.get(`${API}/v1/offline`, () => HttpResponse.error()),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('JSON:API client', () => {
  it('resolves relationships from included, to any depth, keeping unknown ones as identifiers', async () => {
    const test = await getResource<{ state: string }>('/v1/tests/t1', { include: 'panel.profiles' });
    expect(test).toEqual({
      id: 't1',
      type: 'tests',
      state: 'complete',
      request: null,
      panel: {
        id: 'p1',
        type: 'test_panels',
        name: 'Essential',
        profiles: [
          { id: 'pr1', type: 'profiles', name: 'Cholesterol' },
          { id: 'missing', type: 'profiles' },
        ],
      },
    });
    expect(seen[0]?.url).toBe(`${API}/v1/tests/t1?include=panel.profiles`);
  });

  it('sends cookies and the JSON:API content type', async () => {
    await getResource('/v1/tests/t1');
    await createResource('/v1/widgets', 'widgets', { size: 2 });
    const [get, post] = seen;
    expect(get).toMatchObject({ method: 'GET', accept: JSON_API_CONTENT_TYPE, contentType: null, credentials: 'include' });
    expect(post).toMatchObject({
      method: 'POST',
      accept: JSON_API_CONTENT_TYPE,
      contentType: JSON_API_CONTENT_TYPE,
      credentials: 'include',
      body: { data: { type: 'widgets', attributes: { size: 2 } } },
    });
  });

  it('updates with id, type and attributes, and deletes', async () => {
    expect(await updateResource('/v1/widgets/w1', 'widgets', 'w1', { size: 3 })).toEqual({ id: 'w1', type: 'widgets', size: 3 });
    await deleteResource('/v1/widgets/w1');
    expect(seen.map((entry) => [entry.method, entry.body])).toEqual([
      ['PATCH', { data: { id: 'w1', type: 'widgets', attributes: { size: 3 } } }],
      ['DELETE', undefined],
    ]);
  });

  it.each([
    ['v1', 'tests/t1', '/v1/tests/t1'],
    ['v2', '/orders', '/v2/orders'],
  ] as const)('builds %s base paths', async (version, path, expected) => {
    expect(versionPath(version, path)).toBe(expected);
    await request(versionPath(version, path));
    expect(new URL(seen[0]?.url ?? '').pathname).toBe(expected);
  });

  it('tells the request log whether each request reads, changes, or writes without changing what pages read', async () => {
    const noted: [RequestKind, string][] = [];
    listenToRequests((kind, url) => noted.push([kind, new URL(url).pathname]));
    try {
      await getResource('/v1/tests/t1');
      await createResource('/v1/widgets', 'widgets', { size: 2 });
      await createResource('/v1/widgets', 'widgets', { size: 2 }, { changesReads: false });
      await deleteResource('/v1/widgets/w1');
    } finally {
      listenToRequests(null);
    }
    expect(noted).toEqual([
      ['read', '/v1/tests/t1'],
      ['change', '/v1/widgets'],
      ['no change', '/v1/widgets'],
      ['change', '/v1/widgets/w1'],
    ]);
  });

  it('reads a v2 collection', async () => {
    expect(await getCollection(versionPath('v2', 'orders'))).toEqual([{ id: 'o1', type: 'orders', total_cents: 100 }]);
  });

  it.each<[string, string, number, string | undefined, Record<string, string>]>([
    ['a JSON:API error', '/v1/broken', 422, 'First problem', { email: 'First problem' }],
    ['a non-JSON 500', '/v1/plain-500', 500, undefined, {}],
    ['a network failure', '/v1/offline', 0, undefined, {}],
  ])('turns %s into a typed value with status and first detail', async (_, path, status, detail, fields) => {
    const error = await failure(getResource(path));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(status);
    expect(error.detail).toBe(detail);
    expect(error.fieldErrorsFor(['email'])).toEqual(fields);
    expect(error.isNetworkError).toBe(status === 0);
  });
});
