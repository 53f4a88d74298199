import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentEmails } from '../../../mocks/db/outbox';
import { resetDb } from '../../../mocks/db/store';
import { server } from '../../../mocks/node';
import { appConfig } from '../../../src/generated/app-config.gen';
import { messages } from '../../../src/generated/messages.gen';

// Issue 42: PATCH /v1/user with a new email. On SQLite here, and on PostgreSQL with VITALIA_TEST_DATABASE_URL
// (tests/postgres-suite.mjs).

const API = 'http://api.test';
const JSON_API = { 'Content-Type': 'application/vnd.api+json' };
const LINK = /^\/verify-email\?code=([\w-]{22})$/;

interface UserAttributes {
  email: string;
  email_verified: boolean;
  email_verification_started_at?: string | null;
  phone_number?: string | null;
}

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${API}${path}`, { method, headers: JSON_API, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

const signIn = (username: string) => call('POST', '/auth/token', { grant_type: 'password', username, password: 'Passw0rd!' });
const updateUser = (attributes: Record<string, unknown>) => call('PATCH', '/v1/user', { data: { type: 'users', attributes } });
const verify = (code: string) => call('POST', '/v1/email_verification_codes/verify', { code });
const attributesOf = (result: { body: Record<string, unknown> | null }) => (result.body?.data as { attributes: UserAttributes }).attributes;
const me = async () => attributesOf(await call('GET', '/v1/user'));

/** The code of the one verification link emailed to this address. */
async function codeSentTo(address: string): Promise<string> {
  const links = (await sentEmails(address)).filter((email) => email.subject === messages['mail.verify.subject']).map((email) => email.link);
  expect(links).toHaveLength(1);
  const code = LINK.exec(links[0] ?? '')?.[1];
  expect(code).toBeDefined();
  return code ?? '';
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  await resetDb();
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

describe('changing the email address (PATCH /v1/user)', () => {
  it('makes the new address unverified from now, sends it a link, and tells the old address without a link', async () => {
    await signIn('results@example.com');
    const before = Date.now();
    const changed = await updateUser({ email: 'Rosa.New@Example.com', phone_number: '07700900123' });
    expect(changed.status).toBe(200);
    const saved = attributesOf(changed);
    expect(saved).toMatchObject({ email: 'rosa.new@example.com', email_verified: false, phone_number: '07700900123' });
    expect(Date.parse(saved.email_verification_started_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(await me()).toMatchObject({ email: 'rosa.new@example.com', email_verified: false });

    const [verification] = await sentEmails('rosa.new@example.com');
    expect(verification).toMatchObject({
      subject: 'Verify your email address',
      text: `You changed the email address of your ${appConfig.productName} account to this one. Follow this link to verify it.`,
    });
    expect(verification?.link).toMatch(LINK);

    const notices = await sentEmails('results@example.com');
    expect(notices.map(({ subject, text, link }) => ({ subject, text, link }))).toEqual([
      {
        subject: 'Your email address has been changed',
        text: `The email address of your ${appConfig.productName} account has been changed, and we'll use the new address from now on. If you didn't make this change, please email us straight away at ${appConfig.footer.helpEmail}.`,
        link: '',
      },
    ]);
    expect(await sentEmails()).toHaveLength(2);
  });

  it('the link from the new inbox verifies it, and the new address signs in where the old one no longer does', async () => {
    await signIn('results@example.com');
    await updateUser({ email: 'rosa.new@example.com' });
    expect((await verify(await codeSentTo('rosa.new@example.com'))).status).toBe(204);
    expect(await me()).toMatchObject({ email: 'rosa.new@example.com', email_verified: true });
    expect((await call('DELETE', '/auth/token')).status).toBeLessThan(300);
    expect((await signIn('results@example.com')).status).toBe(401);
    expect((await signIn('rosa.new@example.com')).status).toBe(201);
  });

  it.each([
    ['the address as held', 'results@example.com'],
    ['in capitals', 'RESULTS@Example.COM'],
  ])('the same address (%s) changes nothing and sends nothing', async (_, email) => {
    await signIn('results@example.com');
    const saved = await updateUser({ email, phone_number: '07700900555' });
    expect(saved.status).toBe(200);
    expect(attributesOf(saved)).toMatchObject({ email: 'results@example.com', email_verified: true, phone_number: '07700900555' });
    expect(attributesOf(saved).email_verification_started_at ?? null).toBeNull();
    expect(await sentEmails()).toEqual([]);
  });

  it('an unverified account saving its own address keeps its link working', async () => {
    await signIn('new@example.com');
    expect((await updateUser({ email: 'New@Example.com' })).status).toBe(200);
    expect(await sentEmails()).toEqual([]);
    expect((await verify('valid-code')).status).toBe(204);
  });

  it.each([
    ['as written', 'new@example.com'],
    ['in capitals', 'NEW@example.com'],
  ])('an address another account holds (%s) keeps SPEC 8 "Email has already been taken" and changes nothing', async (_, email) => {
    await signIn('results@example.com');
    const taken = await updateUser({ email, phone_number: '07700900999' });
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({
      errors: [{ status: '422', detail: 'Email has already been taken', source: { pointer: '/data/attributes/email' } }],
    });
    expect(await me()).toMatchObject({ email: 'results@example.com', email_verified: true });
    expect((await me()).phone_number).not.toBe('07700900999');
    expect(await sentEmails()).toEqual([]);
  });

  it('a link sent to the old address before the change no longer verifies (it has expired): only the new link does', async () => {
    // new@example.com was emailed valid-code at sign-up and has not followed it.
    await signIn('new@example.com');
    expect((await updateUser({ email: 'noah@example.com' })).status).toBe(200);
    const old = await verify('valid-code');
    expect(old.status).toBe(410);
    expect(await me()).toMatchObject({ email: 'noah@example.com', email_verified: false });
    expect((await verify(await codeSentTo('noah@example.com'))).status).toBe(204);
    expect(await me()).toMatchObject({ email: 'noah@example.com', email_verified: true });
  });

  it('an account whose address was never verified keeps counting its window from creation', async () => {
    await signIn('new@example.com');
    const saved = attributesOf(await updateUser({ email: 'noah@example.com' }));
    expect(saved.email_verified).toBe(false);
    expect(saved.email_verification_started_at ?? null).toBeNull();
  });

  it('a new link asked for after the change goes to the new address and /verify-email, not back into the sign-up funnel', async () => {
    const created = await call('POST', '/v1/users', {
      data: {
        type: 'users',
        attributes: {
          email: 'ana@example.com',
          password: 'Passw0rd!',
          first_name: 'Ana',
          last_name: 'Silva',
          accept_terms: true,
          onboarding_query: '?funnel=signUp&type=oneOff',
        },
      },
    });
    expect(created.status).toBe(201);
    expect((await updateUser({ email: 'ana.silva@example.com' })).status).toBe(200);
    expect((await call('POST', '/v1/email_verification_codes')).status).toBe(204);
    const links = (await sentEmails('ana.silva@example.com')).map((email) => email.link);
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toMatch(LINK);
    // The old address: its sign-up link and the notice, nothing after.
    expect((await sentEmails('ana@example.com')).map((email) => email.subject)).toEqual([
      'Verify your email address',
      'Your email address has been changed',
    ]);
  });

  it('two changes at once: one address ends up held, and only the link sent to it verifies', async () => {
    await signIn('results@example.com');
    const answers = await Promise.all([updateUser({ email: 'first@example.com' }), updateUser({ email: 'second@example.com' })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const held = (await me()).email;
    expect(['first@example.com', 'second@example.com']).toContain(held);
    const other = held === 'first@example.com' ? 'second@example.com' : 'first@example.com';
    expect((await verify(await codeSentTo(other))).status).toBe(410);
    expect((await verify(await codeSentTo(held))).status).toBe(204);
    expect(await me()).toMatchObject({ email: held, email_verified: true });
  });

  it('a new link asked for as the address changes: whichever goes first, no link to the old address verifies', async () => {
    await signIn('results@example.com');
    const [changed, resent] = await Promise.all([
      updateUser({ email: 'rosa.new@example.com' }),
      call('POST', '/v1/email_verification_codes'),
    ]);
    expect([changed.status, resent.status]).toEqual([200, 204]);
    const oldLinks = (await sentEmails('results@example.com')).filter((email) => email.link !== '');
    for (const email of oldLinks) expect((await verify(LINK.exec(email.link)?.[1] ?? '')).status).toBe(410);
    expect(await me()).toMatchObject({ email: 'rosa.new@example.com', email_verified: false });
    const newLinks = (await sentEmails('rosa.new@example.com')).map((email) => LINK.exec(email.link)?.[1] ?? '');
    expect(newLinks.length).toBe(2 - oldLinks.length);
    expect((await verify(newLinks[newLinks.length - 1] ?? '')).status).toBe(204);
  });

  it('the window start is the server’s: a client cannot send it', async () => {
    await signIn('new@example.com');
    const sent = await updateUser({ email_verification_started_at: new Date().toISOString() });
    expect(sent.status).toBe(422);
    expect((sent.body?.errors as { code?: string; source?: { pointer: string } }[])[0]).toMatchObject({
      code: 'read_only',
      source: { pointer: '/data/attributes/email_verification_started_at' },
    });
  });
});
