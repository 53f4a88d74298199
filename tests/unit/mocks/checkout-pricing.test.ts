import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readDb, resetDb } from '../../../mocks/db/store';
import { server } from '../../../mocks/node';
import { purchasePrice } from '../../../src/domain/purchase-price';
import { appConfig } from '../../../src/generated/app-config.gen';
import { messages } from '../../../src/generated/messages.gen';

/**
 * The sign-up funnel's checkout as an attacker sends it: the server prices every order itself, from the core panel
 * and a code it checks, and returns only to paths on its own origin. Runs on SQLite here and on PostgreSQL in
 * tests/postgres-suite.mjs.
 */
const API = 'http://api.test';

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { 'Content-Type': 'application/vnd.api+json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text
      ? (JSON.parse(text) as {
          data?: { id: string; attributes: Record<string, unknown> };
          errors?: { detail: string; code?: string; source?: { pointer: string } }[];
        })
      : null,
  };
}

const signIn = (username: string) => call('POST', '/auth/token', { grant_type: 'password', username, password: 'Passw0rd!' });
const session = (attributes: Record<string, unknown>) =>
  call('POST', '/v1/checkout_sessions', {
    data: {
      type: 'checkout_sessions',
      attributes: { confirmation_url: '/join/payment-confirmation', cancellation_url: '/join/payment?checkout=cancelled', ...attributes },
    },
  });
const pay = (id: string) =>
  call('POST', `/v1/checkout_sessions/${id}/pay`, { data: { type: 'checkout_sessions', attributes: { card_id: 'card-4242' } } });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetDb();
  await signIn('new@example.com');
});
afterAll(() => server.close());

describe('the funnel checkout is priced by the server', () => {
  it.each(appConfig.constants.corePanels.map((panel) => [panel.id, panel.pricePence] as const))(
    '%s costs its core price (%i pence), and paying charges exactly that',
    async (panelId, pence) => {
      const created = await session({ panel_id: panelId, purchase_type: 'oneOff' });
      expect(created.status).toBe(201);
      expect(created.body?.data?.attributes).toMatchObject({ total_cents: pence, discount_amount_cents: 0 });
      const paid = await pay(String(created.body?.data?.id));
      expect(paid.body?.data?.attributes).toMatchObject({ status: 'complete', total_cents: pence });
      const order = (await readDb(['orders'])).orders.find((candidate) => candidate.id === created.body?.data?.id);
      expect(order).toMatchObject({ order_state: 'completed', total_cents: pence });
    },
  );

  it.each([
    ['SPRING10', 'baseline', 'percentage capped at £5'],
    ['spring10', 'general-health', 'lower case, upper-cased before lookup'],
    ['FIVEOFF', 'essential', 'fixed pence'],
    ['BASELINE20', 'baseline', 'valid for its panel'],
    ['NOTESSENTIAL', 'baseline', 'not on its invalid list'],
  ])('a code the server checks itself: %s on %s (%s), with the rule the Payment step shows', async (code, panelId) => {
    const panel = appConfig.constants.corePanels.find((candidate) => candidate.id === panelId);
    const stored = (await readDb(['discountCodes'])).discountCodes.find((candidate) => candidate.code === code.toUpperCase());
    const expected = purchasePrice(panel?.pricePence ?? -1, stored ?? null);
    expect(expected.discount).toBeGreaterThan(0);
    const created = await session({ panel_id: panelId, purchase_type: 'subscription', coupon: code });
    expect(created.status).toBe(201);
    expect(created.body?.data?.attributes).toMatchObject({ total_cents: expected.total, discount_amount_cents: expected.discount });
  });

  it.each([
    ['EXPIRED', 'baseline', messages['funnel.payment.codeExpired']],
    ['BASELINE20', 'essential', messages['funnel.payment.codeNotForPanel']],
    ['NOTESSENTIAL', 'essential', messages['funnel.payment.codeNotForPanel']],
    ['FREEBIE', 'baseline', messages['funnel.payment.codeInvalid']],
  ])('refuses the code %s on %s with the copy the Payment step shows', async (code, panelId, detail) => {
    const created = await session({ panel_id: panelId, purchase_type: 'oneOff', coupon: code });
    expect(created.status).toBe(422);
    expect(created.body?.errors?.[0]).toMatchObject({ detail, source: { pointer: '/data/attributes/coupon' } });
  });

  it("refuses a person's own referral code (SPEC 5)", async () => {
    await signIn('results@example.com');
    const created = await session({ panel_id: 'baseline', purchase_type: 'oneOff', coupon: 'rosa10' });
    expect(created.status).toBe(422);
    expect(created.body?.errors?.[0]?.detail).toBe('Cannot use your own referral code');
  });

  it.each([
    ['total_cents', 1],
    ['total_cents', 0],
    ['discount_amount_cents', 4900],
  ])('a browser naming its own %s (%i) gets 422 read_only, and no order is made', async (field, value) => {
    const before = (await readDb(['orders'])).orders.length;
    for (const attributes of [{ panel_id: 'baseline', purchase_type: 'subscription' }, { order_id: 'any-cart' }]) {
      const created = await session({ ...attributes, [field]: value });
      expect(created.status).toBe(422);
      expect(created.body?.errors?.[0]).toMatchObject({ code: 'read_only', source: { pointer: `/data/attributes/${field}` } });
    }
    expect((await readDb(['orders'])).orders.length).toBe(before);
  });

  it('without a panel there is nothing to price: 422, never a £0 order', async () => {
    for (const attributes of [{ purchase_type: 'oneOff' }, { panel_id: 'free-test', purchase_type: 'retail' }, {}]) {
      const created = await session(attributes);
      expect(created.status).toBe(422);
      expect(created.body?.errors?.[0]?.source?.pointer).toBe('/data/attributes/panel_id');
    }
  });

  it.each([
    'javascript:alert(1)',
    'https://evil.example/phish',
    'http://api.test.evil.example/ok',
    '//evil.example/ok',
    '/\\evil.example/ok',
    '/\tjavascript:alert(1)',
    'join/payment-confirmation',
    'data:text/html,hi',
  ])('a return url that is not a path on this site (%s) gets 422, for both urls and the basket too', async (url) => {
    for (const name of ['confirmation_url', 'cancellation_url']) {
      const created = await session({ panel_id: 'baseline', purchase_type: 'oneOff', [name]: url });
      expect(created.status).toBe(422);
      expect(created.body?.errors?.[0]?.source?.pointer).toBe(`/data/attributes/${name}`);
    }
  });

  it('a return path is kept on the origin the app was reached at, query included', async () => {
    const created = await session({
      panel_id: 'essential',
      purchase_type: 'oneOff',
      confirmation_url: '/join/payment-confirmation?funnel=signUp&type=oneOff',
    });
    const paid = await pay(String(created.body?.data?.id));
    expect(paid.body?.data?.attributes.url).toBe(`${API}/join/payment-confirmation?funnel=signUp&type=oneOff`);
  });
});
