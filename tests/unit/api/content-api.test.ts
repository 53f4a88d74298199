import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../../src/api/api-error';
import { MalformedContentError, documentQuery, documentsByAnalyteCodesQuery, documentsOf } from '../../../src/api/content-api';
import { resetDb } from '../../../mocks/db/store';
import { contentHandlers } from '../../../mocks/handlers/content-handlers';

vi.mock('../../../src/api/hosts', () => ({
  hosts: { api: 'http://api.test', content: 'http://content.test', externalSite: 'http://site.test' },
}));

const seenAuthorization: (string | null)[] = [];
const server = setupServer(...contentHandlers);
server.events.on('request:start', ({ request }) => void seenAuthorization.push(request.headers.get('Authorization')));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetDb();
  seenAuthorization.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const run = <T>(options: { queryFn?: unknown }) => (options.queryFn as () => Promise<T>)();

describe('content service client', () => {
  it('reads data[].attributes.document and sends the basic credential', async () => {
    const documents = await run<{ uid?: string }[]>(documentsByAnalyteCodesQuery(['FERR']));
    expect(documents.map((document) => document.uid)).toEqual(['ferritin']);
    expect(seenAuthorization[0]).toMatch(/^Basic \S+$/);
  });

  it('filters by several analyte codes, in any order', async () => {
    const documents = await run<{ uid?: string }[]>(documentsByAnalyteCodesQuery(['LDL', 'CHOL']));
    expect(documents.map((document) => document.uid).sort()).toEqual(['ldl-cholesterol', 'total-cholesterol']);
  });

  it('fetches one document by type and uid; an unknown uid is a 404 ApiError', async () => {
    await expect(run<{ title?: string }>(documentQuery('analyte', 'ferritin'))).resolves.toMatchObject({ title: 'Ferritin' });
    const failure = await run(documentQuery('analyte', 'nope')).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(404);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    server.use(http.get('*/api/v1/documents', () => HttpResponse.error()));
    const failure = await run(documentsByAnalyteCodesQuery(['FERR'])).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.isNetworkError).toBe(true);
  });

  it('reports a body that is not JSON as malformed', async () => {
    server.use(http.get('*/api/v1/documents', () => new HttpResponse('<html>oops</html>', { status: 200 })));
    await expect(run(documentsByAnalyteCodesQuery(['FERR']))).rejects.toBeInstanceOf(MalformedContentError);
  });
});

describe('documentsOf', () => {
  it.each([
    ['no data', {}],
    ['data not a list', { data: { attributes: { document: { id: '1' } } } }],
    ['entry without a document', { data: [{ attributes: {} }] }],
    ['document without an id', { data: [{ attributes: { document: { title: 'x' } } }] }],
    ['title not text', { data: [{ attributes: { document: { id: '1', title: 3 } } }] }],
    ['null body', null],
  ])('refuses %s', (_name, body) => {
    expect(() => documentsOf(body, 'documents')).toThrow(MalformedContentError);
  });

  it('accepts an empty list', () => {
    expect(documentsOf({ data: [] }, 'documents')).toEqual([]);
  });
});
