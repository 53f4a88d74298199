import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readDbOf, resetDb } from '../../../mocks/db/store';
import { server } from '../../../mocks/node';
import { analytesConfig } from '../../../src/generated/analytes-config.gen';

const API = 'http://api.test';

interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { type: string; id: string } | null }>;
}

async function call(
  path: string,
  method = 'GET',
): Promise<{ status: number; body: { data: Resource | Resource[]; included?: Resource[]; errors?: { detail: string; code?: string }[] } }> {
  const response = await fetch(`${API}${path}`, { method });
  return { status: response.status, body: await response.json() };
}

const signIn = (username: string) =>
  fetch(`${API}/auth/token`, { method: 'POST', body: JSON.stringify({ grant_type: 'password', username, password: 'Passw0rd!' }) });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterAll(() => server.close());

describe('results persona history', () => {
  it('has three lab tests over a year and one uploaded test, the uploaded results marked with their source', async () => {
    const db = await readDbOf('user-results');
    const tests = db.tests.filter((test) => test.user_id === 'user-results' && test.state === 'complete');
    // Lab tests, and at least the one uploaded test this area seeds (the results-upload area seeds another).
    expect(tests.filter((test) => test.uploaded_at === null)).toHaveLength(3);
    expect(tests.filter((test) => test.uploaded_at !== null).map((test) => test.test_cycle_id)).toContain('cycle-results-upload');
    const dates = tests.map((test) => Date.parse(test.completed_at ?? '')).sort();
    expect((dates.at(-1) ?? 0) - (dates[0] ?? 0)).toBeGreaterThan(250 * 86_400_000);
    const uploaded = db.analyteResults.filter((result) => result.test_cycle_id === 'cycle-results-upload');
    expect(uploaded.map((result) => result.analyte_id).sort()).toEqual(['B12', 'FERR', 'VITD']);
    expect(uploaded.every((result) => result.uploaded)).toBe(true);
  });

  it('covers the panel the issue lists, every code in the catalogue', async () => {
    const codes = new Set(
      (await readDbOf('user-results')).analyteResults
        .filter((result) => result.user_id === 'user-results')
        .map((result) => result.analyte_id),
    );
    for (const code of [
      'CHOL',
      'LDL',
      'HDL',
      'NHDL',
      'TRIG',
      'CHDR',
      'HBA1C',
      'FERR',
      'VITD',
      'B12',
      'FOLA',
      'CRP',
      'TSH',
      'FT4',
      'CREA',
      'EGFR',
      'ALT',
      'ACOVG',
    ])
      expect(codes).toContain(code);
    const known = analytesConfig.analytes.map((analyte) => analyte.code);
    for (const code of codes) expect(known).toContain(code);
  });

  it('links each result to the one before it', async () => {
    const ferritin = (await readDbOf('user-results')).analyteResults.filter(
      (result) => result.user_id === 'user-results' && result.analyte_id === 'FERR',
    );
    expect(ferritin.map((result) => [result.value, result.previous_value])).toEqual([
      [24, null],
      [31, 24],
      [22, 31],
      [18, 22],
    ]);
  });

  it('has a content document for every catalogue contentId', async () => {
    const documents = (await readDbOf('user-results')).contentDocuments;
    for (const analyte of analytesConfig.analytes) {
      if (analyte.contentId === null) continue;
      const document = documents.find((candidate) => candidate.uid === analyte.contentId);
      expect(document, analyte.code).toBeDefined();
      expect(document?.analyte_codes).toContain(analyte.code);
    }
  });
});

describe('results detail API', () => {
  it('answers a test by its cycle id with the report and the doctor', async () => {
    await signIn('results@example.com');
    const { status, body } = await call('/v1/tests/cycle-results-1?include=report,report.doctor,panel.profiles');
    expect(status).toBe(200);
    const test = body.data as Resource;
    expect(test.relationships?.report?.data).toEqual({ type: 'reports', id: 'report-results-1' });
    expect(body.included?.find((resource) => resource.type === 'doctors')?.attributes.name).toBe('Dr Amara Okafor');
  });

  it('answers 404 for a test that is not the person’s', async () => {
    await signIn('results@example.com');
    expect((await call('/v1/tests/cycle-failed-1?include=report')).status).toBe(404);
  });

  it('filters forecasts by test cycle and analyte', async () => {
    await signIn('results@example.com');
    const { body } = await call('/v1/forecasts?filter[test_cycle_id]=cycle-results-1&filter[analyte_id]=FERR');
    const forecasts = body.data as Resource[];
    expect(forecasts).toHaveLength(1);
    expect((forecasts[0]?.attributes.values as unknown[]).length).toBe(4);
  });

  it('serves predictive results of the signed-in person only', async () => {
    await signIn('results@example.com');
    expect(((await call('/v1/predictive_results')).body.data as Resource[]).map((result) => result.attributes.analyte_id)).toEqual([
      'FERR',
      'LDL',
      'VITD',
    ]);
    await signIn('failed@example.com');
    expect((await call('/v1/predictive_results')).body.data).toEqual([]);
  });

  it('redeems a classified failure once (a second call returns the same replacement) and refuses an unclassified one', async () => {
    await signIn('failed@example.com');
    const first = await call('/v1/sample_failures/cycle-failed-1/redeem_credit', 'POST');
    expect(first.status).toBe(201);
    const replacement = (first.body.data as Resource).attributes.replacement_test_id;
    expect(replacement).toBe('test-replacement-cycle-failed-1');
    const second = await call('/v1/sample_failures/cycle-failed-1/redeem_credit', 'POST');
    expect((second.body.data as Resource).attributes.replacement_test_id).toBe(replacement);
    expect((await readDbOf('user-failed')).tests.filter((test) => test.id === replacement)).toHaveLength(1);
    const refused = await call('/v1/sample_failures/cycle-failed-old/redeem_credit', 'POST');
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.[0]?.code).toBe('cannot_redeem');
  });
});
