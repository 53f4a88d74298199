import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDb } from '../../../mocks/db/store';
import { server } from '../../../mocks/node';

const API = 'http://api.test';

interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
}

const signIn = (username: string) =>
  fetch(`${API}/auth/token`, { method: 'POST', body: JSON.stringify({ grant_type: 'password', username, password: 'Passw0rd!' }) });

const send = (method: 'POST' | 'PUT', path: string, attributes: Record<string, unknown>) =>
  fetch(`${API}${path}`, {
    method,
    headers: { 'Content-Type': 'application/vnd.api+json' },
    body: JSON.stringify({ data: { type: 'tests', attributes } }),
  });

async function resultsOf(testCycleId: string): Promise<Resource[]> {
  const response = await fetch(`${API}/v1/analyte_results?filter[test_cycle_id]=${testCycleId}`);
  return ((await response.json()) as { data: Resource[] }).data;
}

const upload = {
  test_date: '2026-01-10',
  profiles: ['vitamins'],
  results: [
    { analyte_id: 'B12', value: 295.2, unit: 'pmol/L' },
    { analyte_id: 'FERR', value: 0, unit: 'ug/L' },
  ],
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetDb();
  await signIn('results@example.com');
});
afterAll(() => server.close());

describe('POST /v1/results_upload', () => {
  it('creates a complete test whose results join the history marked uploaded', async () => {
    const response = await send('POST', '/v1/results_upload', upload);
    expect(response.status).toBe(201);
    const test = ((await response.json()) as { data: Resource }).data;
    expect(test.attributes).toMatchObject({ state: 'complete', test_date: '2026-01-10', test_cycle_id: test.id });
    expect(test.attributes.uploaded_at).toEqual(expect.any(String));
    const results = await resultsOf(test.id);
    expect(
      results.map((result) => [result.attributes.analyte_id, result.attributes.value, result.attributes.unit, result.attributes.uploaded]),
    ).toEqual([
      ['B12', 295.2, 'pmol/L', true],
      ['FERR', 0, 'ug/L', true],
    ]);
    const tests = (await (await fetch(`${API}/v1/tests/${test.id}`)).json()) as { data: Resource };
    expect(tests.data.id).toBe(test.id);
  });

  it.each<[string, Record<string, unknown>, { detail: string; source: { pointer: string } }]>([
    [
      'a repeated analyte',
      { ...upload, results: [...upload.results, { analyte_id: 'B12', value: 1, unit: 'pmol/L' }] },
      { detail: 'Analyte has already been entered', source: { pointer: '/data/attributes/results/B12/analyte' } },
    ],
    [
      'a value not in the product unit',
      { ...upload, results: [{ analyte_id: 'B12', value: 400, unit: 'ng/L' }] },
      { detail: 'Unit must be pmol/L', source: { pointer: '/data/attributes/results/B12/unit' } },
    ],
    [
      'a negative value',
      { ...upload, results: [{ analyte_id: 'FERR', value: -1, unit: 'ug/L' }] },
      { detail: 'Value must be a number of 0 or more', source: { pointer: '/data/attributes/results/FERR/value' } },
    ],
    [
      'a future test date',
      { ...upload, test_date: '2999-01-01' },
      { detail: 'Date of the test must be today or in the past', source: { pointer: '/data/attributes/test_date' } },
    ],
    // The results persona was born on 12 April 1985.
    [
      'a test date before the date of birth',
      { ...upload, test_date: '1899-10-12' },
      { detail: 'Date of the test must be the same as or after your date of birth', source: { pointer: '/data/attributes/test_date' } },
    ],
    [
      'a test date that does not exist',
      { ...upload, test_date: '2024-02-31' },
      { detail: 'Date of the test must be a real date', source: { pointer: '/data/attributes/test_date' } },
    ],
    [
      'no test date',
      { ...upload, test_date: '' },
      { detail: 'Enter the date of the test', source: { pointer: '/data/attributes/test_date' } },
    ],
    ['no results', { ...upload, results: [] }, { detail: 'Add at least one result', source: { pointer: '/data/attributes/results' } }],
    [
      'an unknown profile',
      { ...upload, profiles: ['nope'] },
      { detail: 'Profiles are invalid', source: { pointer: '/data/attributes/profiles' } },
    ],
  ])('answers 422 for %s, keyed by analyte where it is about a result', async (_, attributes, error) => {
    const response = await send('POST', '/v1/results_upload', attributes);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown[] }).errors).toContainEqual(expect.objectContaining(error));
  });
});

describe('PUT and DELETE /v1/results_upload/{id}', () => {
  it('replaces the results of an earlier upload', async () => {
    const response = await send('PUT', '/v1/results_upload/upload-results-1', {
      ...upload,
      results: [{ analyte_id: 'FOLA', value: 22.65, unit: 'nmol/L' }],
    });
    expect(response.status).toBe(200);
    expect((await resultsOf('upload-results-1')).map((result) => result.attributes.analyte_id)).toEqual(['FOLA']);
  });

  it('deletes an upload and its results, and refuses a lab test', async () => {
    expect((await fetch(`${API}/v1/results_upload/upload-results-1`, { method: 'DELETE' })).status).toBe(204);
    expect(await resultsOf('upload-results-1')).toEqual([]);
    expect((await fetch(`${API}/v1/tests/upload-results-1`)).status).toBe(404);
    expect((await fetch(`${API}/v1/results_upload/test-results-1`, { method: 'DELETE' })).status).toBe(404);
  });
});
