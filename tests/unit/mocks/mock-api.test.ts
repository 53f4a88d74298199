import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentEmails } from '../../../mocks/db/outbox';
import { resetDb } from '../../../mocks/db/store';
import { server } from '../../../mocks/node';

const API = 'http://api.test';
const JSON_API = { 'Content-Type': 'application/vnd.api+json' };

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${API}${path}`, { method, headers: JSON_API, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

const signIn = (username: string, password = 'Passw0rd!') => call('POST', '/auth/token', { grant_type: 'password', username, password });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterAll(() => server.close());

describe('the embedded mock API', () => {
  it('signs a persona in with the password grant and returns roles, permissions and organisation', async () => {
    expect((await signIn('results@example.com')).status).toBe(201);
    const me = await call('GET', '/v1/user?include=roles,source_organisation');
    expect(me.status).toBe(200);
    const included = me.body?.included as { type: string; attributes: { name?: string; permissions?: string[] } }[];
    // Roles carry their permissions; the client flattens them (src/domain/permissions.ts).
    expect(included.filter((item) => item.type === 'roles').map((role) => role.attributes)).toEqual([
      { name: 'customer', permissions: [] },
      { name: 'subscriber', permissions: ['results', 'blood_test_subscription', 'supplements'] },
    ]);
  });

  it('answers a wrong password with the server error shape', async () => {
    const result = await signIn('results@example.com', 'nope');
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ errors: [{ status: '401', detail: 'Invalid email or password', code: 'invalid_grant' }] });
  });

  it('creates a session from a membership token', async () => {
    expect((await call('POST', '/auth/token', { grant_type: 'membership_token', type: 'user', token: 'acme-demo-token' })).status).toBe(
      201,
    );
    const me = await call('GET', '/v1/user');
    expect((me.body?.data as { attributes: { email: string } }).attributes.email).toBe('invited@example.com');
  });

  it('rejects attributes the entity schema does not have, with a JSON:API pointer', async () => {
    await signIn('results@example.com');
    const result = await call('PATCH', '/v1/user', { data: { type: 'users', attributes: { favourite_colour: 'blue' } } });
    expect(result.status).toBe(422);
    expect(result.body).toEqual({
      errors: [{ status: '422', detail: 'Unknown attribute favourite_colour', source: { pointer: '/data/attributes/favourite_colour' } }],
    });
    const wrongType = await call('PATCH', '/v1/health_profile', { data: { type: 'health_profiles', attributes: { height: 'tall' } } });
    expect(wrongType.status).toBe(422);
  });

  it('keeps what it is sent: a health profile update is read back', async () => {
    await signIn('results@example.com');
    expect(
      (await call('PATCH', '/v1/health_profile', { data: { type: 'health_profiles', attributes: { sleep_hours: 7, goals: ['sleep'] } } }))
        .status,
    ).toBe(200);
    const profile = await call('GET', '/v1/health_profile');
    expect((profile.body?.data as { attributes: Record<string, unknown> }).attributes).toMatchObject({ sleep_hours: 7, goals: ['sleep'] });
  });

  it('says "Email has already been taken" for a known email and 410 for an expired code', async () => {
    const taken = await call('POST', '/v1/users', {
      data: {
        type: 'users',
        attributes: { email: 'results@example.com', password: 'Passw0rd!', first_name: 'Rosa', last_name: 'Other', accept_terms: true },
      },
    });
    expect(taken.status).toBe(422);
    expect((taken.body?.errors as { detail: string }[])[0]?.detail).toBe('Email has already been taken');
    expect((await call('POST', '/v1/email_verification_codes/verify', { code: 'expired-code' })).status).toBe(410);
  });

  it('answers 401 when nobody is signed in', async () => {
    expect((await call('GET', '/v1/user')).status).toBe(401);
    expect((await call('GET', '/v1/health_profile')).status).toBe(401);
  });

  it('opens a checkout session at the stand-in payment page; Pay completes it and returns to confirmation_url', async () => {
    await signIn('new@example.com');
    const urls = { confirmation_url: '/join/payment-confirmation', cancellation_url: '/join/payment?checkout=cancelled' };
    const created = await call('POST', '/v1/checkout_sessions', {
      data: { type: 'checkout_sessions', attributes: { ...urls, panel_id: 'baseline' } },
    });
    expect(created.status).toBe(201);
    const session = created.body?.data as { id: string; attributes: { status: string; url: string } };
    expect(session.attributes).toMatchObject({ status: 'open', url: `${API}/site/checkout/${session.id}` });
    const paid = await call('POST', `/v1/checkout_sessions/${session.id}/pay`, { data: { type: 'checkout_sessions', attributes: {} } });
    expect((paid.body?.data as { attributes: unknown }).attributes).toMatchObject({
      status: 'complete',
      url: `${API}${urls.confirmation_url}`,
      total_cents: 4900,
    });
    expect(
      (await call('POST', `/v1/checkout_sessions/${session.id}/cancel`, { data: { type: 'checkout_sessions', attributes: {} } })).status,
    ).toBe(422);
  });

  it('Cancel at the payment page cancels the order and returns to cancellation_url', async () => {
    await signIn('new@example.com');
    const urls = { confirmation_url: '/ok', cancellation_url: '/cancelled' };
    const created = await call('POST', '/v1/checkout_sessions', {
      data: { type: 'checkout_sessions', attributes: { ...urls, panel_id: 'essential' } },
    });
    const id = (created.body?.data as { id: string }).id;
    const cancelled = await call('POST', `/v1/checkout_sessions/${id}/cancel`, { data: { type: 'checkout_sessions', attributes: {} } });
    expect((cancelled.body?.data as { attributes: unknown }).attributes).toMatchObject({
      status: 'expired',
      url: `${API}${urls.cancellation_url}`,
    });
  });
});

describe('the verification email the mock API sends', () => {
  beforeEach(() => vi.spyOn(console, 'info').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  const emailedLinks = () => async () => (await sentEmails('ana@example.com')).map((email) => email.link);
  const newUser = (onboardingQuery?: string) =>
    call('POST', '/v1/users', {
      data: {
        type: 'users',
        attributes: {
          email: 'ana@example.com',
          password: 'Passw0rd!',
          first_name: 'Ana',
          last_name: 'Silva',
          accept_terms: true,
          ...(onboardingQuery === undefined ? {} : { onboarding_query: onboardingQuery }),
        },
      },
    });

  it.each<[string | undefined, RegExp]>([
    [
      '?funnel=signUp&type=oneOff&product=baseline&discount_code=SPRING10',
      /^\/join\/verify\?funnel=signUp&type=oneOff&product=baseline&discount_code=SPRING10&code=[\w-]{22}$/,
    ],
    ['?funnel=signUp&code=forged', /^\/join\/verify\?funnel=signUp&code=[\w-]{22}$/],
    ['', /^\/verify-email\?code=[\w-]{22}$/],
    [undefined, /^\/verify-email\?code=[\w-]{22}$/],
  ])('an account made with the funnel query %j gets a link like %s', async (onboardingQuery, expected) => {
    const links = emailedLinks();
    expect((await newUser(onboardingQuery)).status).toBe(201);
    expect(await links()).toHaveLength(1);
    expect((await links())[0]).toMatch(expected);
  });

  it('a new link asked for later keeps the funnel, and the link verifies', async () => {
    const links = emailedLinks();
    await newUser('?funnel=survey&type=subscription');
    expect((await call('POST', '/v1/email_verification_codes')).status).toBe(204);
    const resent = (await links())[1] ?? '';
    expect(resent).toMatch(/^\/join\/verify\?funnel=survey&type=subscription&code=[\w-]{22}$/);
    const code = new URL(resent, API).searchParams.get('code');
    expect((await call('POST', '/v1/email_verification_codes/verify', { code })).status).toBe(204);
  });
});
