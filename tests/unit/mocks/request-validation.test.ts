import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { requestSchema, SAFE_VALUE_SCHEMA } from '../../../codegen/generate/request-validators';
import { readSchemaDir } from '../../../codegen/load/load-config';
import { writeEndpoints, type WriteEndpoint } from '../../../codegen/requests/write-endpoints';
import { writeRequests, type WriteRequestId } from '../../../src/generated/requests/write-requests.gen';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDb } from '../../../mocks/db/store';
import { server } from '../../../mocks/node';

const API = 'http://api.test';
const ROOT = join(__dirname, '../../..');
const JSON_API = { 'Content-Type': 'application/vnd.api+json' };

async function post(path: string, body: unknown) {
  const response = await fetch(`${API}${path}`, { method: 'POST', headers: JSON_API, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const error = (status: number, detail: string, pointer: string) => ({ errors: [{ status: String(status), detail, source: { pointer } }] });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => resetDb());
afterAll(() => server.close());

const checkout = (attributes: Record<string, unknown>) => ({ data: { type: 'checkout_sessions', attributes } });
const urls = { confirmation_url: '/ok', cancellation_url: '/cancel', panel_id: 'baseline' };

describe('request bodies the mock API checks', () => {
  it.each<[string, string, unknown, number, unknown]>([
    [
      'no grant type',
      '/auth/token',
      { username: 'a', password: 'b' },
      422,
      error(422, 'grant_type must be password or membership_token', '/grant_type'),
    ],
    [
      'an unknown grant type',
      '/auth/token',
      { grant_type: 'magic' },
      422,
      error(422, 'grant_type must be password or membership_token', '/grant_type'),
    ],
    [
      'password grant without a password',
      '/auth/token',
      { grant_type: 'password', username: 'results@example.com' },
      422,
      error(422, 'password is required', '/password'),
    ],
    [
      'password grant with a number as password',
      '/auth/token',
      { grant_type: 'password', username: 'results@example.com', password: 1 },
      422,
      error(422, 'password must be string', '/password'),
    ],
    [
      'password grant with an extra field',
      '/auth/token',
      { grant_type: 'password', username: 'a', password: 'b', admin: true },
      422,
      error(422, 'Unknown attribute admin', '/admin'),
    ],
    [
      'membership grant of the wrong type',
      '/auth/token',
      { grant_type: 'membership_token', type: 'admin', token: 'acme-demo-token' },
      422,
      error(422, 'type must be "user"', '/type'),
    ],
    [
      'membership grant with a blank token',
      '/auth/token',
      { grant_type: 'membership_token', type: 'user', token: '' },
      422,
      error(422, 'token cannot be blank', '/token'),
    ],
    ['verify without a code', '/v1/email_verification_codes/verify', {}, 422, error(422, 'code is required', '/code')],
    ['verify with a numeric code', '/v1/email_verification_codes/verify', { code: 12 }, 422, error(422, 'code must be string', '/code')],
  ])('%s answers 422 in the server error shape', async (_, path, body, status, expected) => {
    const result = await post(path, body);
    expect(result.status).toBe(status);
    expect(result.body).toEqual(expected);
  });

  it.each<[string, unknown, string, string]>([
    ['no data', {}, 'data is required', '/data'],
    ['the wrong type', { data: { type: 'orders', attributes: urls } }, 'type must be "checkout_sessions"', '/data/type'],
    [
      'no cancellation url',
      checkout({ confirmation_url: urls.confirmation_url }),
      'cancellation_url is required',
      '/data/attributes/cancellation_url',
    ],
    [
      'a fractional frequency',
      checkout({ ...urls, subscription_frequency: 1.5 }),
      'subscription_frequency must be integer',
      '/data/attributes/subscription_frequency',
    ],
    ['an unknown attribute', checkout({ ...urls, free: true }), 'Unknown attribute free', '/data/attributes/free'],
  ])('a checkout session with %s answers 422', async (_, body, detail, pointer) => {
    await post('/auth/token', { grant_type: 'password', username: 'results@example.com', password: 'Passw0rd!' });
    const result = await post('/v1/checkout_sessions', body);
    expect(result.status).toBe(422);
    expect(result.body).toEqual(error(422, detail, pointer));
  });

  it.each([
    ['sign-up', '/v1/users'],
    ['sign-in', '/auth/token'],
  ])('a %s body nested 100,000 levels deep answers 400, not a validator out of stack', async (_, path) => {
    const response = await fetch(`${API}${path}`, {
      method: 'POST',
      headers: JSON_API,
      body: `{"grant_type":"password","data":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ status: '400', detail: 'The request body is nested too deeply' }] });
  });

  it('accepts well-formed bodies', async () => {
    expect((await post('/auth/token', { grant_type: 'password', username: 'results@example.com', password: 'Passw0rd!' })).status).toBe(
      201,
    );
    expect((await post('/v1/checkout_sessions', checkout({ ...urls, coupon: null }))).status).toBe(201);
    expect((await post('/v1/email_verification_codes/verify', { code: 'valid-code' })).status).toBe(204);
    expect((await post('/auth/token', { grant_type: 'password', username: 'results@example.com', password: '' })).status).toBe(401);
  });
});

describe('the precompiled request validators agree with ajv compiling the same schemas', () => {
  const ajv = new Ajv({ strict: false, unicodeRegExp: true });
  addFormats(ajv);
  ajv.addSchema(SAFE_VALUE_SCHEMA);
  for (const schema of readSchemaDir(ROOT, 'schemas/entities')) ajv.addSchema(schema);
  const samples: unknown[] = [
    {},
    null,
    'x',
    { grant_type: 'password', username: 'a', password: 'b' },
    { grant_type: 'password', username: 'a' },
    { grant_type: 'membership_token', type: 'user', token: 't' },
    { grant_type: 'membership_token', type: 'user', token: '' },
    { code: 'c' },
    { code: 1 },
    { code: 'c', extra: 1 },
    { code: 'a\u0000b' },
    checkout(urls),
    checkout({ ...urls, total_cents: -1 }),
    checkout({ ...urls, coupon: null }),
    { data: { type: 'users', attributes: { first_name: 'Ana', email_verified: true } } },
    { data: { type: 'users', attributes: { first_name: 'A\u202Ena' } } },
    { data: { type: 'users', attributes: { address: { line1: 'x'.repeat(10_001), locality: 'L', postcode: 'M1 3HE' } } } },
    { data: { type: 'tasks', id: 't', attributes: { state: 'completed', name: 'renamed' } } },
    { data: { type: 'tasks', attributes: { skip_reason: 9 } } },
  ];
  it.each(writeEndpoints.map((endpoint) => endpoint.id))('%s', (id) => {
    const endpoint = writeEndpoints.find((candidate) => candidate.id === id) as WriteEndpoint;
    const validate = ajv.compile(requestSchema(ROOT, endpoint));
    const precompiled = writeRequests[id as WriteRequestId].validate;
    for (const sample of samples) expect(precompiled(sample), JSON.stringify(sample)).toBe(validate(sample));
  });
});
