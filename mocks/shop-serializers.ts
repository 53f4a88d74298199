import { orderTotals } from '../src/domain/shop-pricing';
import type { MockDb, MockOrder } from './db/mock-db';
import type { MockLineItem, MockShopProduct, MockShopVariant } from './db/shop-db';
import type { MockResource } from './json-api-responses';
import { shopSubscriptionResource } from './serializers';

export function variantResource(
  db: MockDb,
  variant: MockShopVariant,
  withFrequencies: boolean,
): { data: MockResource; included: MockResource[] } {
  const { id, frequency_ids: frequencyIds, ...attributes } = variant;
  const frequencies = withFrequencies
    ? db.shopFrequencies
        .filter((frequency) => frequencyIds.includes(frequency.id))
        .map(({ id: frequencyId, ...rest }) => ({ type: 'frequencies', id: frequencyId, attributes: rest }))
    : [];
  return {
    data: {
      type: 'variants',
      id,
      attributes,
      relationships: withFrequencies ? { frequencies: { data: frequencies.map(({ type, id: fid }) => ({ type, id: fid })) } } : {},
    },
    included: frequencies,
  };
}

export function productResources(
  db: MockDb,
  product: MockShopProduct,
  include: ReadonlySet<string>,
): { data: MockResource; included: MockResource[] } {
  const { id, ...attributes } = product;
  const variants = include.has('variants')
    ? db.shopVariants
        .filter((variant) => variant.product_id === id)
        .map((variant) => variantResource(db, variant, include.has('variants.frequencies')))
    : [];
  return {
    data: {
      type: 'products',
      id,
      attributes,
      relationships: include.has('variants') ? { variants: { data: variants.map(({ data }) => ({ type: data.type, id: data.id })) } } : {},
    },
    included: variants.flatMap(({ data, included }) => [data, ...included]),
  };
}

export function lineItemResource(db: MockDb, line: MockLineItem): MockResource {
  const { id, ...attributes } = line;
  const variant = db.shopVariants.find((candidate) => candidate.id === line.variant_id);
  const product = db.shopProducts.find((candidate) => candidate.id === variant?.product_id);
  return {
    type: 'line_items',
    id,
    attributes: {
      ...attributes,
      product_id: product?.id ?? '',
      product_name: product?.name ?? '',
      variant_name: variant?.name ?? '',
      category_id: product?.category_id ?? 1,
      max_items: variant?.max_items ?? null,
    },
  };
}

/** A cart's own sums from its lines and code, so the server never takes a total from the browser. */
export function priceOrder(db: MockDb, order: MockOrder): { subtotal: number; discount: number; total: number } {
  const lines = db.lineItems.filter((line) => line.order_id === order.id);
  const code = order.coupon ? (db.discountCodes.find((candidate) => candidate.code === order.coupon?.code) ?? null) : null;
  const totals = orderTotals(lines, code);
  return { subtotal: totals.subtotalCents, discount: totals.discountCents, total: totals.totalCents };
}

export function orderResources(
  db: MockDb,
  order: MockOrder,
  withLines: boolean,
  withSubscriptions = false,
): { data: MockResource; included: MockResource[] } {
  const { id, user_id: _user, checkout: _checkout, payment_intent_id: _intent, coupon, ...attributes } = order;
  const lines = db.lineItems.filter((line) => line.order_id === id).map((line) => lineItemResource(db, line));
  const started = withSubscriptions
    ? db.shopSubscriptions.filter((subscription) => subscription.order_id === id).map(shopSubscriptionResource)
    : [];
  const live = order.order_state === 'cart' ? priceOrder(db, order) : null;
  return {
    data: {
      type: 'orders',
      id,
      attributes: {
        ...attributes,
        coupon: coupon ? { code: coupon.code, coupon_type: coupon.coupon_type ?? 'other' } : null,
        ...(live
          ? { total_cents: live.total, discount_amount_cents: live.discount, subtotal_cents: live.subtotal }
          : { subtotal_cents: order.total_cents + order.discount_amount_cents }),
      },
      relationships: {
        ...(withLines ? { line_items: { data: lines.map(({ type, id: lineId }) => ({ type, id: lineId })) } } : {}),
        ...(withSubscriptions
          ? { subscriptions: { data: started.map(({ type, id: subscriptionId }) => ({ type, id: subscriptionId })) } }
          : {}),
      },
    },
    included: [...(withLines ? lines : []), ...started],
  };
}
