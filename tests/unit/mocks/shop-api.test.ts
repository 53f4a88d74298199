import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { readDb, resetDb } from '../../../mocks/db/store';
import { server } from '../../../mocks/node';
import { appConfig } from '../../../src/generated/app-config.gen';

const API = 'http://api.test';

async function call(method: string, path: string, body?: unknown, key?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/vnd.api+json', ...(key ? { 'Idempotency-Key': key } : {}) };
  const response = await fetch(`${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

type Doc = {
  data: { id: string; attributes: Record<string, unknown> };
  meta?: { total: number };
  included?: { type: string; attributes: Record<string, unknown> }[];
};
const doc = (result: { body: Record<string, unknown> | null }) => result.body as unknown as Doc;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetDb();
  await call('POST', '/auth/token', { grant_type: 'password', username: 'results@example.com', password: 'Passw0rd!' });
});
afterAll(() => server.close());

async function cartId(): Promise<string> {
  return doc(await call('POST', '/v1/shop/orders', { data: { type: 'orders', attributes: {} } })).data.id;
}

const line = (orderId: string, quantity: number) => ({
  data: { type: 'line_items', attributes: { order_id: orderId, variant_id: 'vitd-60', quantity, frequency_id: 'freq-3-months' } },
});

describe('the shop mock API', () => {
  it('keeps one cart: a second POST answers the same order', async () => {
    expect(await cartId()).toBe(await cartId());
  });

  it('acts once for a repeated Idempotency-Key and again for a new one', async () => {
    const order = await cartId();
    const first = await call('POST', '/v1/shop/line_items', line(order, 1), 'key-1');
    const repeat = await call('POST', '/v1/shop/line_items', line(order, 1), 'key-1');
    expect(first.status).toBe(201);
    expect(repeat).toEqual(first);
    const cart = doc(await call('GET', `/v1/shop/orders/${order}?include=line_items`));
    expect(cart.included?.map((item) => item.attributes.quantity)).toEqual([1]);
    await call('POST', '/v1/shop/line_items', line(order, 1), 'key-2');
    const after = doc(await call('GET', `/v1/shop/orders/${order}?include=line_items`));
    expect(after.included?.map((item) => item.attributes.quantity)).toEqual([2]);
  });

  it.each([
    [0, 'Quantity must be a whole number of at least 1'],
    [-1, 'Quantity must be a whole number of at least 1'],
    [1.5, 'Quantity must be a whole number of at least 1'],
    [4, 'Quantity cannot be more than 3'],
  ])('refuses quantity %s', async (quantity, detail) => {
    const result = await call('POST', '/v1/shop/line_items', line(await cartId(), quantity));
    expect(result.status).toBe(422);
    expect(JSON.stringify(result.body)).toContain(detail);
  });

  it('prices checkout from the cart itself, discount capped and never below zero', async () => {
    const order = await cartId();
    await call('POST', '/v1/shop/line_items', line(order, 2));
    const session = await call('POST', '/v1/checkout_sessions', {
      data: {
        type: 'checkout_sessions',
        attributes: { order_id: order, coupon: 'SPRING10', confirmation_url: '/ok', cancellation_url: '/no' },
      },
    });
    expect(doc(session).data.attributes).toMatchObject({ total_cents: 1438, discount_amount_cents: 160, status: 'open' });
  });

  it('the return from payment is the order state, not the URL: unpaid until Pay', async () => {
    const order = await cartId();
    await call('POST', '/v1/shop/line_items', line(order, 1));
    await call('POST', '/v1/checkout_sessions', {
      data: { type: 'checkout_sessions', attributes: { order_id: order, confirmation_url: '/ok', cancellation_url: '/no' } },
    });
    expect(doc(await call('GET', `/v1/shop/orders/${order}`)).data.attributes.order_state).toBe('cart');
    await call('POST', `/v1/checkout_sessions/${order}/pay`, { data: { type: 'checkout_sessions', attributes: { card_id: 'card-4242' } } });
    expect(doc(await call('GET', `/v1/shop/orders/${order}`)).data.attributes.order_state).toBe('completed');
    const subscriptions = doc(await call('GET', '/v1/shop/subscriptions')) as unknown as { data: { attributes: { product_id: string } }[] };
    expect(subscriptions.data.filter((item) => item.attributes.product_id === 'vitamin-d3')).toHaveLength(2);
  });

  it('a paid order names the subscriptions it started (include=subscriptions), each with its next date and full renewal price', async () => {
    const order = await cartId();
    await call('POST', '/v1/shop/line_items', line(order, 2));
    await call('POST', '/v1/shop/line_items', {
      data: { type: 'line_items', attributes: { order_id: order, variant_id: 'omega-60', quantity: 1, frequency_id: null } },
    });
    await call('POST', '/v1/checkout_sessions', {
      data: {
        type: 'checkout_sessions',
        attributes: { order_id: order, coupon: 'SPRING10', confirmation_url: '/ok', cancellation_url: '/no' },
      },
    });
    const unpaid = doc(await call('GET', `/v1/shop/orders/${order}?include=line_items,subscriptions`));
    expect(unpaid.included?.filter((item) => item.type === 'shop_subscriptions')).toEqual([]);
    await call('POST', `/v1/checkout_sessions/${order}/pay`, { data: { type: 'checkout_sessions', attributes: { card_id: 'card-4242' } } });
    const paid = doc(await call('GET', `/v1/shop/orders/${order}?include=line_items,subscriptions`));
    const started = paid.included?.filter((item) => item.type === 'shop_subscriptions').map((item) => item.attributes);
    expect(started).toEqual([
      expect.objectContaining({
        order_id: order,
        state: 'active',
        variant_id: 'vitd-60',
        variant_quantity: 2,
        price_cents: 799,
        frequency_id: 'freq-3-months',
        next_scheduled_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    ]);
    // Without asking, an order comes as before.
    expect(doc(await call('GET', `/v1/shop/orders/${order}`)).included?.some((item) => item.type === 'shop_subscriptions')).toBe(false);
  });

  it('Pay pressed twice at once completes the order once: one set of subscriptions, the second press told it is closed', async () => {
    const order = await cartId();
    await call('POST', '/v1/shop/line_items', line(order, 1));
    await call('POST', '/v1/checkout_sessions', {
      data: { type: 'checkout_sessions', attributes: { order_id: order, confirmation_url: '/ok', cancellation_url: '/no' } },
    });
    const before = (doc(await call('GET', '/v1/shop/subscriptions')) as unknown as { data: unknown[] }).data.length;
    const pay = () =>
      call('POST', `/v1/checkout_sessions/${order}/pay`, { data: { type: 'checkout_sessions', attributes: { card_id: 'card-4242' } } });
    const answers = await Promise.all([pay(), pay(), pay()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422]);
    expect(JSON.stringify(answers.find((answer) => answer.status === 422)?.body)).toContain('This checkout session is no longer open');
    const after = (doc(await call('GET', '/v1/shop/subscriptions')) as unknown as { data: unknown[] }).data.length;
    expect(after - before).toBe(1);
  });

  it('a confirm and a decline of one payment at once settle it once', async () => {
    const order = await cartId();
    await call('POST', '/v1/shop/line_items', line(order, 1));
    await call('POST', '/v1/checkout_sessions', {
      data: { type: 'checkout_sessions', attributes: { order_id: order, confirmation_url: '/ok', cancellation_url: '/no' } },
    });
    const paid = doc(
      await call('POST', `/v1/checkout_sessions/${order}/pay`, {
        data: { type: 'checkout_sessions', attributes: { card_id: 'card-3184' } },
      }),
    );
    const intent = /payment_authentication\/(pi_\w+)/.exec(String(paid.data.attributes.url))?.[1] ?? '';
    const answers = await Promise.all(
      ['confirm', 'decline', 'confirm'].map((answer) =>
        call('POST', `/v1/payment_intents/${intent}/${answer}`, { data: { type: 'payment_intents', attributes: {} } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 422).map((answer) => JSON.stringify(answer.body))).toEqual([
      expect.stringContaining('This payment does not need confirming'),
      expect.stringContaining('This payment does not need confirming'),
    ]);
  });

  it('a card that needs authentication leaves the order in the cart until the bank confirms', async () => {
    const order = await cartId();
    await call('POST', '/v1/shop/line_items', line(order, 1));
    await call('POST', '/v1/checkout_sessions', {
      data: { type: 'checkout_sessions', attributes: { order_id: order, confirmation_url: '/ok', cancellation_url: '/no' } },
    });
    const paid = doc(
      await call('POST', `/v1/checkout_sessions/${order}/pay`, {
        data: { type: 'checkout_sessions', attributes: { card_id: 'card-3184' } },
      }),
    );
    const intent = /payment_authentication\/(pi_\w+)/.exec(String(paid.data.attributes.url))?.[1] ?? '';
    expect(doc(await call('GET', `/v1/shop/orders/${order}`)).data.attributes.order_state).toBe('cart');
    expect(
      doc(await call('POST', `/v1/payment_intents/${intent}/confirm`, { data: { type: 'payment_intents', attributes: {} } })).data
        .attributes.status,
    ).toBe('succeeded');
    expect(doc(await call('GET', `/v1/shop/orders/${order}`)).data.attributes.order_state).toBe('completed');
  });

  const intentOf = (paid: Doc) => /payment_authentication\/(pi_\w+)/.exec(String(paid.data.attributes.url))?.[1] ?? '';
  const answer = async (intent: string, choice: 'confirm' | 'decline') =>
    doc(await call('POST', `/v1/payment_intents/${intent}/${choice}`, { data: { type: 'payment_intents', attributes: {} } })).data
      .attributes;

  it.each([
    ['confirm', 'http://api.test/shop/complete/x?a=1', 'completed'],
    ['decline', 'http://api.test/shop/cart?checkout=cancelled', 'cart'],
  ] as const)('a basket payment the bank was asked to confirm, %s: back to %s, the basket %s', async (choice, returnUrl, state) => {
    const order = await cartId();
    await call('POST', '/v1/shop/line_items', line(order, 1));
    await call('POST', '/v1/checkout_sessions', {
      data: {
        type: 'checkout_sessions',
        attributes: { order_id: order, confirmation_url: '/shop/complete/x?a=1', cancellation_url: '/shop/cart?checkout=cancelled' },
      },
    });
    const intent = intentOf(
      doc(
        await call('POST', `/v1/checkout_sessions/${order}/pay`, {
          data: { type: 'checkout_sessions', attributes: { card_id: 'card-3184' } },
        }),
      ),
    );
    expect(doc(await call('GET', `/v1/payment_intents/${intent}`)).data.attributes.return_url).toBeUndefined();
    expect(await answer(intent, choice)).toMatchObject({ status: choice === 'confirm' ? 'succeeded' : 'failed', return_url: returnUrl });
    // Read again (a reload of the bank's page): the same address.
    expect(doc(await call('GET', `/v1/payment_intents/${intent}`)).data.attributes.return_url).toBe(returnUrl);
    expect(doc(await call('GET', `/v1/shop/orders/${order}`)).data.attributes.order_state).toBe(state);
  });

  it.each([
    ['confirm', 'http://api.test/join/payment-confirmation?type=oneOff&product=baseline', 'completed'],
    ['decline', 'http://api.test/join/payment?type=oneOff&product=baseline&checkout=cancelled', 'cancelled'],
  ] as const)(
    'a sign-up funnel payment the bank was asked to confirm, %s: back into the funnel at %s, its order %s',
    async (choice, returnUrl, state) => {
      const session = doc(
        await call('POST', '/v1/checkout_sessions', {
          data: {
            type: 'checkout_sessions',
            attributes: {
              panel_id: 'baseline',
              purchase_type: 'oneOff',
              coupon: 'SPRING10',
              confirmation_url: '/join/payment-confirmation?type=oneOff&product=baseline',
              cancellation_url: '/join/payment?type=oneOff&product=baseline&checkout=cancelled',
            },
          },
        }),
      );
      const intent = intentOf(
        doc(
          await call('POST', `/v1/checkout_sessions/${session.data.id}/pay`, {
            data: { type: 'checkout_sessions', attributes: { card_id: 'card-3184' } },
          }),
        ),
      );
      expect(await answer(intent, choice)).toMatchObject({ return_url: returnUrl, amount_cents: 4410 });
      const order = (await readDb()).orders.find((candidate) => candidate.id === session.data.id);
      expect(order?.order_state).toBe(state);
    },
  );

  it('a line renews only at a frequency its variant is sold at, added or changed', async () => {
    const order = await cartId();
    const sixMonths = {
      data: { type: 'line_items', attributes: { order_id: order, variant_id: 'vitd-60', quantity: 1, frequency_id: 'freq-6-months' } },
    };
    const refused = await call('POST', '/v1/shop/line_items', sixMonths);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('This item is not sold at that frequency');
    const added = doc(await call('POST', '/v1/shop/line_items', line(order, 1)));
    const change = (frequency: string) =>
      call('PATCH', `/v1/shop/line_items/${added.data.id}`, {
        data: { type: 'line_items', id: added.data.id, attributes: { order_id: order, frequency_id: frequency } },
      });
    expect((await change('freq-6-months')).status).toBe(422);
    expect((await change('freq-1-month')).status).toBe(200);
    // A blood test is sold every 3 or 6 months.
    const test = await call('POST', '/v1/shop/line_items', {
      data: {
        type: 'line_items',
        attributes: { order_id: order, variant_id: 'baseline-finger', quantity: 1, frequency_id: 'freq-6-months' },
      },
    });
    expect(test.status).toBe(201);
  });

  it("sells a core panel at SPEC 9's price, one-off and at every renewal, as the funnel does", async () => {
    const order = await cartId();
    const renewing = doc(
      await call('POST', '/v1/shop/line_items', {
        data: {
          type: 'line_items',
          attributes: { order_id: order, variant_id: 'baseline-finger', quantity: 1, frequency_id: 'freq-3-months' },
        },
      }),
    );
    expect(renewing.data.attributes.price_cents).toBe(4900);
    const product = doc(await call('GET', '/v1/shop/products/essential-blood-test?include=variants')) as unknown as {
      included: { id: string; attributes: Record<string, unknown> }[];
    };
    expect(
      product.included.map((variant) => [variant.id, variant.attributes.price_cents, variant.attributes.subscription_price_cents]),
    ).toEqual([['essential-finger', 2400, 2400]]);
  });

  it('pages more than 50 orders of two years', async () => {
    const first = doc(await call('GET', '/v1/shop/orders?filter[order_state]=completed,cancelled&limit=50&page[number]=1')) as unknown as {
      data: unknown[];
      meta: { total: number };
    };
    const second = doc(await call('GET', '/v1/shop/orders?filter[order_state]=completed,cancelled&limit=50&page[number]=2')) as unknown as {
      data: unknown[];
    };
    expect(first.meta.total).toBeGreaterThan(50);
    expect(first.data).toHaveLength(50);
    expect(second.data).toHaveLength(first.meta.total - 50);
  });

  it('pauses once for a repeated key, refuses a past resume date, resumes and cancels', async () => {
    const pause = { data: { type: 'shop_subscriptions', attributes: { resumes_on: null } } };
    expect(
      (
        await call('POST', '/v1/shop/subscriptions/shop-subscription-results/pause', {
          data: { type: 'shop_subscriptions', attributes: { resumes_on: '2000-01-01' } },
        })
      ).status,
    ).toBe(422);
    expect((await call('POST', '/v1/shop/subscriptions/shop-subscription-results/pause', pause, 'p1')).status).toBe(200);
    expect((await call('POST', '/v1/shop/subscriptions/shop-subscription-results/pause', pause, 'p1')).status).toBe(200);
    expect(
      (
        await call('POST', '/v1/shop/subscriptions/shop-subscription-results/resume', {
          data: { type: 'shop_subscriptions', attributes: {} },
        })
      ).status,
    ).toBe(200);
    const cancelled = await call('POST', '/v1/shop/subscriptions/shop-subscription-results/cancel', {
      data: { type: 'shop_subscriptions', attributes: { reason: null, comments: null } },
    });
    expect(doc(cancelled).data.attributes.cancelled_at).toEqual(expect.any(String));
  });
});

describe('the cancellation form', () => {
  it("offers app.yaml's cancellation reasons, in order", () => {
    const form = parse(readFileSync('config/forms/cancel-subscription.yaml', 'utf8')) as {
      schema: { properties: { reason: { oneOf: { const: string }[] } } };
    };
    expect(form.schema.properties.reason.oneOf.map((option) => option.const)).toEqual(appConfig.constants.cancellationReasons);
  });
});

describe('blood-test packages: priced from the core panels, and started by a paid sign-up that renews', () => {
  it('seeds every package at its core panel price (SPEC 9: Essential 2400 pence)', async () => {
    const prices = new Map(appConfig.constants.corePanels.map((panel) => [`panel-${panel.id}`, panel.pricePence]));
    const packages = (await readDb()).subscriptions;
    expect(packages.length).toBeGreaterThan(0);
    for (const subscription of packages)
      expect([subscription.id, subscription.price_per_test]).toEqual([subscription.id, prices.get(subscription.panel.id)]);
    expect(packages.find((subscription) => subscription.id === 'subscription-results')?.price_per_test).toBe(2400);
  });

  it("prices every blood test the shop sells from its core panel (a venous sample adds the nurse's visit)", async () => {
    const db = await readDb();
    const panelled = db.shopProducts.filter((product) => product.test_panel_reference !== null);
    expect(panelled.map((product) => product.test_panel_reference).sort()).toEqual(['baseline', 'essential']);
    for (const product of panelled) {
      const panel = appConfig.constants.corePanels.find((candidate) => candidate.id === product.test_panel_reference);
      for (const variant of db.shopVariants.filter((candidate) => candidate.product_id === product.id)) {
        const expected = (panel?.pricePence ?? Number.NaN) + (variant.sample_collection_method === 'venous' ? 4000 : 0);
        expect([variant.id, variant.price_cents, variant.subscription_price_cents]).toEqual([variant.id, expected, expected]);
      }
    }
  });

  const funnelSession = (attributes: Record<string, unknown>) =>
    call('POST', '/v1/checkout_sessions', {
      data: {
        type: 'checkout_sessions',
        attributes: { confirmation_url: '/ok', cancellation_url: '/no', coupon: 'SPRING10', ...attributes },
      },
    });

  it.each([
    ['oneOffToSubscription', 3, true],
    ['subscription', 6, true],
    ['oneOff', 3, false],
    ['retail', 3, false],
  ] as const)('a %s purchase, paid: a package %s', async (type, frequency, starts) => {
    const before = (await readDb()).subscriptions.length;
    const session = doc(await funnelSession({ panel_id: 'baseline', purchase_type: type, subscription_frequency: frequency }));
    expect(
      (await call('POST', `/v1/checkout_sessions/${session.data.id}/pay`, { data: { type: 'checkout_sessions', attributes: {} } })).status,
    ).toBe(200);
    const added = (await readDb()).subscriptions.slice(before);
    if (!starts) {
      expect(added).toEqual([]);
      return;
    }
    // The full price renews; the discount was for the first payment only.
    expect(
      added.map((subscription) => [subscription.state, subscription.panel.name, subscription.price_per_test, subscription.frequency]),
    ).toEqual([['active', 'Baseline', 4900, frequency]]);
  });

  it('refuses a renewing purchase without a core panel', async () => {
    expect((await funnelSession({ panel_id: 'nope', purchase_type: 'subscription' })).status).toBe(422);
    expect((await funnelSession({ purchase_type: 'oneOffToSubscription' })).status).toBe(422);
  });

  it('finds an expired code with its date, and refuses it at checkout', async () => {
    const found = doc(await call('GET', '/v1/discount_codes/EXPIRED'));
    expect(Date.parse(String(found.data.attributes.expires_at))).toBeLessThan(Date.now());
    const order = await cartId();
    await call('POST', '/v1/shop/line_items', line(order, 1), 'key-expired');
    const checkout = await call('POST', '/v1/checkout_sessions', {
      data: {
        type: 'checkout_sessions',
        attributes: { order_id: order, coupon: 'EXPIRED', confirmation_url: '/ok', cancellation_url: '/no' },
      },
    });
    expect(checkout.status).toBe(422);
    expect(JSON.stringify(checkout.body)).toContain('Discount code has expired');
  });
});
