import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enableTestScopes } from '../../../../mocks/db/scopes';
import { startServer, sessionFrom, type RunningServer } from './server-harness';

/**
 * Issue 22, tried as an attacker would against the local server (test mode: each test its own scope, so its own
 * data and its own rate limits). Each test failed before the fix.
 */
vi.setConfig({ testTimeout: 60_000 });

const JSON_API = 'application/vnd.api+json';
let server: RunningServer;

beforeAll(async () => {
  enableTestScopes();
  server = await startServer({ testMode: true });
});
afterAll(() => server.close());

interface Answer {
  status: number;
  body: {
    data?: { id: string; type: string; attributes: Record<string, unknown> };
    errors?: { detail: string; code?: string; source?: { pointer?: string } }[];
  };
  headers: Headers;
}

/** One browser: its test scope and its session cookie. */
class Browser {
  session = '';
  constructor(readonly scope: string) {}

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const cookie = `vitalia_test_scope=${this.scope}${this.session ? `; vitalia_session=${this.session}` : ''}`;
    const response = await fetch(`${server.origin}${path}`, {
      method,
      headers: { 'Content-Type': JSON_API, Cookie: cookie, ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const set = sessionFrom(response);
    if (set !== null) this.session = set;
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {}, headers: response.headers };
  }

  signIn(username: string, password = 'Passw0rd!', headers: Record<string, string> = {}): Promise<Answer> {
    return this.send('POST', '/auth/token', { grant_type: 'password', username, password }, headers);
  }

  async emails(to: string): Promise<{ link: string }[]> {
    const response = await fetch(`${server.origin}/__test__/emails?to=${encodeURIComponent(to)}`, {
      headers: { Cookie: `vitalia_test_scope=${this.scope}` },
    });
    return ((await response.json()) as { emails: { link: string }[] }).emails;
  }
}

const browser = (scope = `attack-${randomUUID().slice(0, 8)}`) => new Browser(scope);
const patchUser = (who: Browser, attributes: Record<string, unknown>) =>
  who.send('PATCH', '/v1/user', { data: { type: 'users', attributes } });
const firstError = (answer: Answer) => answer.body.errors?.[0];
const newAccount = (who: Browser, attributes: Record<string, unknown> = {}) =>
  who.send('POST', '/v1/users', {
    data: {
      type: 'users',
      attributes: {
        email: 'mallory@example.com',
        password: 'Sunsh1ne!',
        first_name: 'Mallory',
        last_name: 'Moss',
        accept_terms: true,
        ...attributes,
      },
    },
  });

describe('mass assignment: PATCH /v1/user takes only what a person may change', () => {
  it.each<[string, unknown, string]>([
    ['email_verified', true, 'skips the verification wall'],
    ['roles', ['customer', 'subscriber'], 'grants results, subscription and supplement permissions'],
    ['created_at', '2000-01-01T00:00:00Z', 'moves the verification deadline'],
    ['referral_code', 'FREE100', 'sets a referral code'],
  ])('%s is the server’s (422 with a pointer): it %s', async (name, value) => {
    const who = browser();
    await who.signIn('unverified@example.com');
    const answer = await patchUser(who, { [name]: value });
    expect(answer.status).toBe(422);
    expect(firstError(answer)).toMatchObject({ code: 'read_only', source: { pointer: `/data/attributes/${name}` } });
    const me = await who.send('GET', '/v1/user?include=roles');
    expect(me.body.data?.attributes.email_verified).toBe(false);
  });

  it('a password cannot be set through the user, only by PATCH /v1/password with the current one', async () => {
    const who = browser();
    await who.signIn('results@example.com');
    expect((await patchUser(who, { password: 'x' })).status).toBe(422);
    expect((await browser(who.scope).signIn('results@example.com', 'x')).status).toBe(401);
  });

  it('an email another account holds is refused', async () => {
    const who = browser();
    await who.signIn('results@example.com');
    const answer = await patchUser(who, { email: 'NEW@example.com' });
    expect(answer.status).toBe(422);
    expect(firstError(answer)).toMatchObject({ detail: 'Email has already been taken', source: { pointer: '/data/attributes/email' } });
  });
});

describe('verification codes cannot be forged, reused or used late', () => {
  it('the code is 128 random bits, not welcome-<user id>, and works once', async () => {
    const who = browser();
    const created = await newAccount(who);
    expect(created.status).toBe(201);
    const forged = await who.send('POST', '/v1/email_verification_codes/verify', { code: `welcome-${created.body.data?.id ?? ''}` });
    expect(forged.status).toBe(422);
    const [email] = await who.emails('mallory@example.com');
    const code = new URL(email?.link ?? '', server.origin).searchParams.get('code') ?? '';
    expect(code).toMatch(/^[\w-]{22}$/);
    expect(Buffer.from(code, 'base64url')).toHaveLength(16);
    expect((await who.send('POST', '/v1/email_verification_codes/verify', { code })).status).toBe(204);
    const again = await who.send('POST', '/v1/email_verification_codes/verify', { code });
    expect(again.status).toBe(409);
    expect(firstError(again)?.detail).toBe('This email address is already verified');
  });

  it('resent codes are unrelated to each other and to the time', async () => {
    const who = browser();
    await newAccount(who);
    for (let index = 0; index < 3; index += 1) expect((await who.send('POST', '/v1/email_verification_codes')).status).toBe(204);
    const codes = (await who.emails('mallory@example.com')).map(
      (email) => new URL(email.link, server.origin).searchParams.get('code') ?? '',
    );
    expect(new Set(codes).size).toBe(4);
    const prefix = (a: string, b: string) => [...a].findIndex((char, index) => char !== b[index]);
    for (const code of codes.slice(1)) expect(prefix(code, codes[0] ?? '')).toBeLessThan(4);
  });

  it('a code 48 hours old answers 410', async () => {
    const who = browser();
    await newAccount(who);
    const code = new URL((await who.emails('mallory@example.com'))[0]?.link ?? '', server.origin).searchParams.get('code') ?? '';
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 48 * 3_600_000 + 1000 });
    try {
      expect((await who.send('POST', '/v1/email_verification_codes/verify', { code })).status).toBe(410);
    } finally {
      vi.useRealTimers();
    }
  });

  it('guessing codes from one address is stopped with 429 and Retry-After', async () => {
    const who = browser();
    const statuses: number[] = [];
    for (let index = 0; index < 22; index += 1)
      statuses.push((await who.send('POST', '/v1/email_verification_codes/verify', { code: `guess-${index}` })).status);
    expect(statuses.slice(0, 20).every((status) => status === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('a membership token signs in once', async () => {
    const who = browser();
    const grant = { grant_type: 'membership_token', type: 'user', token: 'acme-demo-token' };
    expect((await who.send('POST', '/auth/token', grant)).status).toBe(201);
    expect((await browser(who.scope).send('POST', '/auth/token', grant)).status).toBe(401);
  });
});

describe('cross-site requests (login CSRF)', () => {
  it('a text/plain form post to /auth/token from another site signs nobody in (415)', async () => {
    const victim = browser();
    // What the browser sends for <input name='{"grant_type":...,"username":"x' value='","username":"..."}'>: valid JSON.
    const formBody = '{"grant_type":"password","password":"Passw0rd!","username":"x=","username":"results@example.com"}';
    const answer = await victim.send('POST', '/auth/token', formBody, {
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: 'http://127.0.0.2:4805',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(answer.status).toBe(415);
    expect(victim.session).toBe('');
  });

  it('a JSON:API sign-in from a foreign origin is refused (403), however well formed', async () => {
    const victim = browser();
    const answer = await victim.signIn('results@example.com', 'Passw0rd!', {
      Origin: 'http://localhost:1',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(answer.status).toBe(403);
    expect(victim.session).toBe('');
  });

  it('a text/plain order from another origin creates nothing', async () => {
    const victim = browser();
    await victim.signIn('results@example.com');
    const answer = await victim.send('POST', '/v1/shop/orders', '{"data":{"type":"orders","attributes":{}}}', {
      'Content-Type': 'text/plain',
      Origin: 'https://evil.example',
    });
    expect(answer.status).toBe(415);
  });

  it('the app’s own origin is let through', async () => {
    const who = browser();
    expect((await who.signIn('results@example.com', 'Passw0rd!', { Origin: server.origin, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(
      201,
    );
  });
});

describe('brute force', () => {
  it('after 10 wrong passwords an account answers 429 with Retry-After, even to the right one', async () => {
    const who = browser();
    for (let index = 0; index < 10; index += 1) expect((await who.signIn('results@example.com', `wrong-${index}`)).status).toBe(401);
    const blocked = await who.signIn('results@example.com');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(firstError(blocked)?.detail).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(who.session).toBe('');
    // Another account is not locked by it.
    expect((await who.signIn('tfp@example.com')).status).toBe(201);
  });

  it('one address spraying many accounts is stopped too', async () => {
    const who = browser();
    const statuses: number[] = [];
    for (let index = 0; index < 51; index += 1) statuses.push((await who.signIn(`nobody-${index}@example.com`, 'Passw0rd!')).status);
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('hashing runs off the event loop: another person’s read is not held up by 10 sign-ins', async () => {
    const reader = browser();
    await reader.signIn('tfp@example.com');
    const start = performance.now();
    await reader.send('GET', '/v1/user');
    const alone = performance.now() - start;
    const signIns = Array.from({ length: 10 }, () => browser(reader.scope).signIn('results@example.com'));
    const during = performance.now();
    await reader.send('GET', '/v1/user');
    const busy = performance.now() - during;
    await Promise.all(signIns);
    // Synchronous scrypt held every read for the whole burst (10 x ~80 ms); on the thread pool a read waits little.
    expect(busy).toBeLessThan(Math.max(400, alone * 20));
  });

  it('an unknown email takes as long as a known one (the hash is checked against a dummy)', async () => {
    const who = browser();
    const time = async (username: string) => {
      const start = performance.now();
      await who.signIn(username, 'wrong-password');
      return performance.now() - start;
    };
    await time('warm-up@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      known.push(await time('results@example.com'));
      unknown.push(await time(`nobody-${index}@example.com`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});

describe('sessions', () => {
  it('a sign-in gives a new session id even to someone already signed in', async () => {
    const who = browser();
    await who.signIn('results@example.com');
    const first = who.session;
    await who.signIn('results@example.com');
    expect(who.session).not.toBe(first);
    expect(
      (
        await new Browser(who.scope).send('GET', '/v1/user', undefined, {
          Cookie: `vitalia_test_scope=${who.scope}; vitalia_session=${first}`,
        })
      ).status,
    ).toBe(401);
  });

  it('a password change ends every other session and keeps this browser signed in on a new id', async () => {
    const laptop = browser();
    const phone = browser(laptop.scope);
    await laptop.signIn('results@example.com');
    await phone.signIn('results@example.com');
    const before = laptop.session;
    expect(
      (
        await laptop.send('PATCH', '/v1/password', {
          data: { type: 'passwords', attributes: { current_password: 'Passw0rd!', password: 'Moonsh1ne!' } },
        })
      ).status,
    ).toBe(204);
    expect(laptop.session).not.toBe(before);
    expect((await laptop.send('GET', '/v1/user')).status).toBe(200);
    expect((await phone.send('GET', '/v1/user')).status).toBe(401);
  });

  it('the current password is required, with SPEC 5’s message', async () => {
    const who = browser();
    await who.signIn('results@example.com');
    const missing = await who.send('PATCH', '/v1/password', { data: { type: 'passwords', attributes: { password: 'Moonsh1ne!' } } });
    expect(missing.status).toBe(422);
    expect(firstError(missing)).toMatchObject({
      detail: 'Please enter your current password',
      source: { pointer: '/data/attributes/current_password' },
    });
    const wrong = await who.send('PATCH', '/v1/password', {
      data: { type: 'passwords', attributes: { current_password: 'nope', password: 'Moonsh1ne!' } },
    });
    expect(wrong.status).toBe(422);
  });

  it('deleting the account ends every session', async () => {
    const laptop = browser();
    const phone = browser(laptop.scope);
    await laptop.signIn('tfp@example.com');
    await phone.signIn('tfp@example.com');
    expect((await laptop.send('DELETE', '/v1/user')).status).toBe(200);
    expect((await phone.send('GET', '/v1/user')).status).toBe(401);
  });
});

describe('SPEC 5 on the server, with the forms’ messages', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['a one-letter password', { password: 'x' }, 'password', 'Passwords must contain at least 8 characters.'],
    ['a password without a capital', { password: 'sunsh1ne!' }, 'password', 'The password is invalid'],
    ['a 900,000-character name', { first_name: 'A'.repeat(900_000) }, 'first_name', 'First name must be 50 characters or fewer'],
    ['a 51-character name', { first_name: 'A'.repeat(51) }, 'first_name', 'First name must be 50 characters or fewer'],
    ['a NUL byte in a name', { last_name: 'Mo\u0000ss' }, 'last_name', 'Please remove the hidden control characters from this text'],
    [
      'a right-to-left override in a name',
      { first_name: 'Mal\u202Eyrol' },
      'first_name',
      'Please remove the hidden control characters from this text',
    ],
    ['digits in a name', { first_name: 'M4llory' }, 'first_name', 'Please only enter alphabetic characters and dashes'],
    ['not-an-email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [
      'terms not accepted',
      { accept_terms: false },
      'accept_terms',
      'You must agree to the terms and conditions and privacy notice before you can create an account',
    ],
  ])('sign-up refuses %s', async (_, attributes, field, detail) => {
    const answer = await newAccount(browser(), attributes);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toContainEqual(expect.objectContaining({ detail, source: { pointer: `/data/attributes/${field}` } }));
  });

  it('a password change refuses a one-letter password and a mismatched confirmation', async () => {
    const who = browser();
    await who.signIn('results@example.com');
    const short = await who.send('PATCH', '/v1/password', {
      data: { type: 'passwords', attributes: { current_password: 'Passw0rd!', password: 'x' } },
    });
    expect(firstError(short)).toMatchObject({
      detail: 'Passwords must contain at least 8 characters.',
      source: { pointer: '/data/attributes/password' },
    });
    const mismatch = await who.send('PATCH', '/v1/password', {
      data: {
        type: 'passwords',
        attributes: { current_password: 'Passw0rd!', password: 'Moonsh1ne!', password_confirmation: 'Sunsh1ne!' },
      },
    });
    expect(firstError(mismatch)).toMatchObject({
      detail: 'The passwords do not match',
      source: { pointer: '/data/attributes/password_confirmation' },
    });
    expect((await browser(who.scope).signIn('results@example.com')).status).toBe(201);
  });

  it('a settings change refuses what the settings forms refuse', async () => {
    const who = browser();
    await who.signIn('results@example.com');
    expect(firstError(await patchUser(who, { email: 'not-an-email' }))?.detail).toBe('Please enter a valid email address');
    expect(firstError(await patchUser(who, { first_name: '' }))?.detail).toBe('The first name field is required');
    expect(firstError(await patchUser(who, { address: { line1: '1 Road', locality: 'Leeds', postcode: 'nope' } }))).toMatchObject({
      detail: 'Please enter a valid postcode',
      source: { pointer: '/data/attributes/address/postcode' },
    });
    expect((await patchUser(who, { phone_number: '07700900111', first_name: 'Rósa-Marie' })).status).toBe(200);
  });
});
