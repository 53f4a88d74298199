import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock, resetClock } from '../../../mocks/db/clock';
import { DEFAULT_SCOPE } from '../../../mocks/db/request-context';
import { resetDb } from '../../../mocks/db/store';
import { server } from '../../../mocks/node';

const API = 'http://api.test';
const DAY = 86_400_000;

const signIn = (username: string) =>
  fetch(`${API}/auth/token`, { method: 'POST', body: JSON.stringify({ grant_type: 'password', username, password: 'Passw0rd!' }) });

const patchUser = (attributes: Record<string, unknown>) =>
  fetch(`${API}/v1/user`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/vnd.api+json' },
    body: JSON.stringify({ data: { type: 'users', attributes } }),
  });

const upload = (testDate: string) =>
  fetch(`${API}/v1/results_upload`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/vnd.api+json' },
    body: JSON.stringify({
      data: {
        type: 'tests',
        attributes: { test_date: testDate, profiles: ['vitamins'], results: [{ analyte_id: 'B12', value: 295.2, unit: 'pmol/L' }] },
      },
    }),
  });

const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: { detail: string; source?: { pointer: string } }[] }).errors;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  // Noon on 29 November 2026 (UTC): the server's today for the rules is 30 November, the latest date anywhere.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T12:00:00Z'));
  await resetDb();
  await signIn('results@example.com');
});
afterEach(() => {
  resetClock(DEFAULT_SCOPE);
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('PATCH /v1/user: the date of birth meets the same rule as on the screens', () => {
  it.each([
    ['in the future', '2027-01-01', 'Date of birth must be in the past'],
    ['today, where it is latest', '2026-11-30', 'Date of birth must be in the past'],
    ['in 1850', '1850-01-01', 'Date of birth must be the same as or after 30 November 1906'],
    ['on a day that does not exist', '2024-02-31', 'Date of birth must be a real date'],
    ['with month 13', '2000-13-01', 'Date of birth must be a real date'],
    ['part-filled', '1/1/', 'Date of birth must include a year'],
  ])('a date of birth %s answers 422 with the form message at its pointer', async (_, dob, detail) => {
    const response = await patchUser({ dob });
    expect(response.status).toBe(422);
    expect(await errorsOf(response)).toEqual([expect.objectContaining({ detail, source: { pointer: '/data/attributes/dob' } })]);
  });

  it.each([['1985-04-12'], ['2026-11-28'], ['1906-11-30']])('accepts %s', async (dob) => {
    const response = await patchUser({ dob });
    expect(response.status).toBe(200);
  });

  it("reads today from the server's clock, which a test may move", async () => {
    expect((await patchUser({ dob: '2027-01-01' })).status).toBe(422);
    advanceClock(DEFAULT_SCOPE, 40 * DAY);
    expect((await patchUser({ dob: '2027-01-01' })).status).toBe(200);
  });
});

describe('POST /v1/results_upload: the test date meets the same rule as on the screen', () => {
  it.each([
    ['in the future', '2027-01-01', 'Date of the test must be today or in the past'],
    // The results persona was born on 12 April 1985.
    ['before the date of birth', '1899-10-12', 'Date of the test must be the same as or after your date of birth'],
    ['the day before the date of birth', '1985-04-11', 'Date of the test must be the same as or after your date of birth'],
    ['on a day that does not exist', '2024-02-31', 'Date of the test must be a real date'],
  ])('a test date %s answers 422 with the form message at its pointer', async (_, testDate, detail) => {
    const response = await upload(testDate);
    expect(response.status).toBe(422);
    expect(await errorsOf(response)).toContainEqual(expect.objectContaining({ detail, source: { pointer: '/data/attributes/test_date' } }));
  });

  it('accepts a test date on the date of birth, and one today', async () => {
    expect((await upload('1985-04-12')).status).toBe(201);
    expect((await upload('2026-11-29')).status).toBe(201);
  });

  it('checks against the date of birth as saved', async () => {
    expect((await patchUser({ dob: '1999-01-01' })).status).toBe(200);
    expect((await upload('1998-12-31')).status).toBe(422);
  });
});
