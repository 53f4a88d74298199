import { readWriteRequest } from '../security/write-request';
import { http, HttpResponse } from 'msw';
import { pageOf } from '../../src/domain/paging';
import type { MockDb, MockOrder } from '../db/mock-db';
import type { MockLineItem, MockShopVariant } from '../db/shop-db';
import { addToBasket } from '../db/basket-store';
import { newId } from '../db/ids';
import { readDb, updateDb } from '../db/store';
import { idempotent } from '../idempotency';
import { documentResponse, errorResponse, noContent, notFound, unauthorized } from '../json-api-responses';
import { currentUser } from '../serializers';
import { orderResources, priceOrder } from '../shop-serializers';

const newReference = () => `VT-${Math.floor(300000 + Math.random() * 600000)}`;

function cartOf(db: MockDb, userId: string, orderId: string): MockOrder | undefined {
  return db.orders.find((order) => order.id === orderId && order.user_id === userId && order.order_state === 'cart');
}

/** Quantity rules the server keeps too: a whole number from 1 to the variant's max_items. */
function quantityError(quantity: unknown, max: number | null): Response | null {
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
    return errorResponse(422, [{ detail: 'Quantity must be a whole number of at least 1', pointer: '/data/attributes/quantity' }]);
  if (max !== null && quantity > max)
    return errorResponse(422, [{ detail: `Quantity cannot be more than ${max}`, pointer: '/data/attributes/quantity' }]);
  return null;
}

/** A line renews only at a frequency its variant is sold at: the ones its product page offers. */
function frequencyError(variant: MockShopVariant, frequencyId: string | null): Response | null {
  if (frequencyId === null || variant.frequency_ids.includes(frequencyId)) return null;
  return errorResponse(422, [{ detail: 'This item is not sold at that frequency', pointer: '/data/attributes/frequency_id' }]);
}

export const shopOrderHandlers = [
  http.get('*/v1/shop/orders', async ({ request }) => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const url = new URL(request.url);
    const states = (url.searchParams.get('filter[order_state]') ?? '').split(',').filter(Boolean);
    const limit = Math.max(1, Number(url.searchParams.get('limit') ?? 50) || 50);
    const page = Math.max(1, Number(url.searchParams.get('page[number]') ?? 1) || 1);
    const withLines = (url.searchParams.get('include') ?? '').includes('line_items');
    const mine = db.orders
      .filter((order) => order.user_id === user.id && (states.length === 0 || states.includes(order.order_state)))
      .sort((a, b) => (b.completed_at ?? '').localeCompare(a.completed_at ?? ''));
    const resources = pageOf(mine, page, limit).map((order) => orderResources(db, order, withLines));
    return HttpResponse.json(
      {
        data: resources.map(({ data }) => data),
        included: resources.flatMap(({ included }) => included),
        meta: { total: mine.length, page, limit },
      },
      { headers: { 'Content-Type': 'application/vnd.api+json' } },
    );
  }),

  /** SPEC section 4: one cart order is kept or created; a second POST answers the same cart. */
  http.post('*/v1/shop/orders', async ({ request }) => {
    const user = currentUser(await readDb([]));
    if (!user) return unauthorized();
    const body = await readWriteRequest(request, 'create-order');
    if (!body.ok) return body.response;
    const cart = await updateDb((db) => {
      const kept = db.orders.find((order) => order.user_id === user.id && order.order_state === 'cart');
      if (kept) return kept;
      const created: MockOrder = {
        id: newId('order'),
        user_id: user.id,
        order_state: 'cart',
        total_cents: 0,
        discount_amount_cents: 0,
        completed_at: null,
        coupon: null,
        checkout: null,
        reference: newReference(),
        payment_status: null,
        payment_intent_id: null,
      };
      db.orders.push(created);
      return created;
    });
    const db = await readDb();
    const { data, included } = orderResources(db, cart, true);
    return documentResponse(data, included, 201);
  }),

  http.get('*/v1/shop/orders/:id', async ({ params, request }) => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const order = db.orders.find((candidate) => candidate.id === params.id && candidate.user_id === user.id);
    if (!order) return notFound('Order');
    const include = (new URL(request.url).searchParams.get('include') ?? '').split(',');
    const { data, included } = orderResources(db, order, true, include.includes('subscriptions'));
    return documentResponse(data, included);
  }),

  http.post(
    '*/v1/shop/line_items',
    idempotent('line-items', async ({ request }) => {
      const user = currentUser(await readDb([]));
      if (!user) return unauthorized();
      const body = await readWriteRequest(request, 'create-line-item');
      if (!body.ok) return body.response;
      const { order_id: orderId, variant_id: variantId, quantity, frequency_id: frequencyId } = body.attributes;
      const db = await readDb(['orders']);
      const cart = cartOf(db, user.id, String(orderId ?? ''));
      if (!cart) return errorResponse(422, [{ detail: 'order_id cannot be blank', pointer: '/data/attributes/order_id' }]);
      const variant = db.shopVariants.find((candidate) => candidate.id === variantId);
      if (!variant) return errorResponse(422, [{ detail: 'variant_id cannot be blank', pointer: '/data/attributes/variant_id' }]);
      if (variant.out_of_stock)
        return errorResponse(422, [{ detail: 'This option is out of stock', pointer: '/data/attributes/variant_id' }]);
      const frequency = typeof frequencyId === 'string' ? frequencyId : null;
      const invalid = quantityError(quantity, variant.max_items) ?? frequencyError(variant, frequency);
      if (invalid) return invalid;
      const subscribing = frequency !== null && variant.subscription_price_cents !== null;
      const created: MockLineItem = {
        id: newId('line'),
        order_id: cart.id,
        variant_id: variant.id,
        quantity: Number(quantity),
        price_cents: subscribing ? (variant.subscription_price_cents ?? variant.price_cents) : variant.price_cents,
        frequency_id: subscribing ? frequency : null,
        test_panel_id: db.shopProducts.find((product) => product.id === variant.product_id)?.test_panel_reference ?? null,
      };
      // One atomic statement: a new line or more on the same one, never past the variant's maximum.
      const added = await addToBasket(user.id, created, variant.max_items);
      if (added === 'over-max')
        return errorResponse(422, [
          { detail: `Quantity cannot be more than ${variant.max_items ?? 0}`, pointer: '/data/attributes/quantity' },
        ]);
      const { id, ...attributes } = added.line;
      return documentResponse({ type: 'line_items', id, attributes }, [], 201);
    }),
  ),

  http.patch(
    '*/v1/shop/line_items/:id',
    idempotent('line-items', async ({ request, params }) => {
      const user = currentUser(await readDb([]));
      if (!user) return unauthorized();
      const body = await readWriteRequest(request, 'update-line-item');
      if (!body.ok) return body.response;
      const db = await readDb();
      const line = db.lineItems.find((candidate) => candidate.id === params.id);
      if (!line || !cartOf(db, user.id, line.order_id) || body.attributes.order_id !== line.order_id) return notFound('Line item');
      const variant = db.shopVariants.find((candidate) => candidate.id === line.variant_id);
      if (body.attributes.quantity !== undefined) {
        const invalid = quantityError(body.attributes.quantity, variant?.max_items ?? null);
        if (invalid) return invalid;
      }
      if (typeof body.attributes.frequency_id === 'string' && variant) {
        const invalid = frequencyError(variant, body.attributes.frequency_id);
        if (invalid) return invalid;
      }
      const updated = await updateDb((current) => {
        const target = current.lineItems.find((candidate) => candidate.id === line.id);
        // Checked again under the person's lock: a basket paid for or emptied meanwhile is no longer changed.
        if (!target || !cartOf(current, user.id, target.order_id)) return null;
        if (typeof body.attributes.quantity === 'number') target.quantity = body.attributes.quantity;
        if ('frequency_id' in body.attributes && target.frequency_id !== null)
          target.frequency_id = typeof body.attributes.frequency_id === 'string' ? body.attributes.frequency_id : target.frequency_id;
        return { ...target };
      });
      if (!updated) return notFound('Line item');
      const { id, ...attributes } = updated;
      return documentResponse({ type: 'line_items', id, attributes });
    }),
  ),

  http.delete(
    '*/v1/shop/line_items/:id',
    idempotent('line-items', async ({ params }) => {
      const db = await readDb();
      const user = currentUser(db);
      if (!user) return unauthorized();
      const line = db.lineItems.find((candidate) => candidate.id === params.id);
      if (!line || !cartOf(db, user.id, line.order_id)) return notFound('Line item');
      const removed = await updateDb((current) => {
        if (!cartOf(current, user.id, line.order_id)) return false;
        current.lineItems = current.lineItems.filter((candidate) => candidate.id !== line.id);
        return true;
      });
      return removed ? noContent() : notFound('Line item');
    }),
  ),

  /** Orders the chosen lines of a past order again with the saved card: a new completed order. */
  http.post(
    '*/v1/shop/orders/:id/reorder',
    idempotent('reorder', async ({ request, params }) => {
      const user = currentUser(await readDb([]));
      if (!user) return unauthorized();
      const body = await readWriteRequest(request, 'reorder');
      if (!body.ok) return body.response;
      const db = await readDb();
      const source = db.orders.find((order) => order.id === params.id && order.user_id === user.id && order.order_state !== 'cart');
      if (!source) return notFound('Order');
      const chosen = db.lineItems.filter(
        (line) => line.order_id === source.id && (body.attributes.line_item_ids as unknown[]).includes(line.id),
      );
      if (chosen.length === 0)
        return errorResponse(422, [{ detail: 'Choose at least one item', pointer: '/data/attributes/line_item_ids' }]);
      const created = await updateDb((current) => {
        const order: MockOrder = {
          id: newId('order'),
          user_id: user.id,
          order_state: 'completed',
          total_cents: 0,
          discount_amount_cents: 0,
          completed_at: new Date().toISOString(),
          coupon: null,
          checkout: null,
          reference: newReference(),
          payment_status: 'succeeded',
          payment_intent_id: null,
        };
        for (const line of chosen) current.lineItems.push({ ...line, id: newId('line'), order_id: order.id });
        order.total_cents = priceOrder(current, { ...order, order_state: 'cart' }).total;
        current.orders.push(order);
        return order;
      });
      const { data, included } = orderResources(await readDb(), created, true);
      return documentResponse(data, included, 201);
    }),
  ),
];
