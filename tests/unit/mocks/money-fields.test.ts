import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readSchemaDir } from '../../../codegen/load/load-config';
import { writeRequests, type WriteRequest, type WriteRequestId } from '../../../src/generated/requests/write-requests.gen';
import { readDb, resetDb } from '../../../mocks/db/store';
import { server } from '../../../mocks/node';

/**
 * Every money field any entity holds, sent to every endpoint that takes a body: none accepts it. Prices, totals
 * and discounts are the server's (issue 42); a client naming one gets 422, never a changed price.
 */
const ROOT = join(__dirname, '../../..');
const MONEY = /_cents$|price|^discount_amount$/;

const moneyFields = [
  ...new Set(
    readSchemaDir(ROOT, 'schemas/entities').flatMap((schema) =>
      Object.keys((schema as { properties?: Record<string, unknown> }).properties ?? {}).filter((name) => MONEY.test(name)),
    ),
  ),
].sort();

// Plain bodies (the token grants, the code check) hold their fields at the top, beside what makes them valid.
const PLAIN: Partial<Record<WriteRequestId, Record<string, unknown>>> = {
  'auth-token-password': { grant_type: 'password', username: 'a@example.com', password: 'b' },
  'auth-token-membership': { grant_type: 'membership_token', type: 'user', token: 't' },
  'verify-email': { code: 'c' },
};

// What the JSON:API bodies that require attributes send, so the money field is the only thing wrong.
const REQUIRED: Partial<Record<WriteRequestId, Record<string, unknown>>> = {
  'checkout-session': { confirmation_url: '/ok', cancellation_url: '/no' },
  'create-user': { first_name: 'Ana', last_name: 'Silva', email: 'ana@example.com', password: 'Passw0rd!', accept_terms: true },
  'partner-account-setup': { accept_terms: true },
  'create-health-plan': { health_plan_template_id: 'template' },
  'register-kit': { kit_code: 'KIT' },
  'create-share-link': { scope: 'latest', expires_in: '7d' },
  'update-share-link': { revoked: true },
  'open-shared-results': { token: 'token' },
};

const bodyWith = (id: WriteRequestId, field: string): unknown => {
  const plain = PLAIN[id];
  if (plain) return { ...plain, [field]: 1 };
  const endpoint: WriteRequest = writeRequests[id];
  return { data: { type: endpoint.type ?? 'checkout_sessions', attributes: { ...REQUIRED[id], [field]: 1 } } };
};

describe('money fields no client may write', () => {
  it('finds the money fields of the entities (a new one joins this test by itself)', () => {
    expect(moneyFields).toEqual(
      expect.arrayContaining([
        'price_cents',
        'subscription_price_cents',
        'total_cents',
        'discount_amount_cents',
        'price_per_test',
        'maximum_discount_cents',
      ]),
    );
  });

  const cases = (Object.keys(writeRequests) as WriteRequestId[]).flatMap((id) => moneyFields.map((field) => [id, field] as const));
  it.each(cases)('%s refuses %s', (id, field) => {
    const validate = writeRequests[id].validate;
    expect(validate(bodyWith(id, field))).toBe(false);
    const pointers = (validate.errors ?? []).map((error) =>
      error.keyword === 'additionalProperties' ? `${error.instancePath}/${String(error.params.additionalProperty)}` : error.instancePath,
    );
    expect(pointers.some((pointer) => pointer.endsWith(`/${field}`))).toBe(true);
  });
});

describe('money fields sent over HTTP', () => {
  const API = 'http://api.test';
  const call = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${API}${path}`, {
      method,
      headers: { 'Content-Type': 'application/vnd.api+json' },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as { data: { id: string }; errors?: { source?: { pointer: string } }[] },
    };
  };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    await resetDb();
    await call('POST', '/auth/token', { grant_type: 'password', username: 'results@example.com', password: 'Passw0rd!' });
  });
  afterAll(() => server.close());

  it('a basket line with its own price, quantity or total is refused and the basket keeps the catalogue price', async () => {
    const order = (await call('POST', '/v1/shop/orders', { data: { type: 'orders', attributes: {} } })).body.data.id;
    for (const field of ['price_cents', 'subscription_price_cents', 'total_cents']) {
      const line = await call('POST', '/v1/shop/line_items', {
        data: { type: 'line_items', attributes: { order_id: order, variant_id: 'vitd-60', quantity: 1, [field]: 1 } },
      });
      expect(line.status).toBe(422);
      expect(line.body.errors?.[0]?.source?.pointer).toBe(`/data/attributes/${field}`);
    }
    const added = await call('POST', '/v1/shop/line_items', {
      data: { type: 'line_items', attributes: { order_id: order, variant_id: 'vitd-60', quantity: 1 } },
    });
    expect(added.status).toBe(201);
    const changed = await call('PATCH', `/v1/shop/line_items/${added.body.data.id}`, {
      data: { type: 'line_items', id: added.body.data.id, attributes: { order_id: order, price_cents: 1 } },
    });
    expect(changed.status).toBe(422);
    const stored = (await readDb(['lineItems'])).lineItems.find((candidate) => candidate.id === added.body.data.id);
    expect(stored?.price_cents).toBeGreaterThan(1);
  });

  it('a subscription action naming a price is refused', async () => {
    const answer = await call('POST', '/v1/subscriptions/subscription-results/pause', {
      data: { type: 'subscriptions', attributes: { price_per_test: 1 } },
    });
    expect(answer.status).toBe(422);
    const shop = await call('POST', '/v1/shop/subscriptions/any/pause', {
      data: { type: 'shop_subscriptions', attributes: { price_cents: 1 } },
    });
    expect(shop.status).toBe(422);
  });
});
