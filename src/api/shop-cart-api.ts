import { queryOptions } from '@tanstack/react-query';
import type { LineItem, ShopOrder, ShopSubscription } from '../generated/entities.gen';
import { createResource, deleteResource, getCollection, getResource, updateResource, type WriteOptions } from './client';
import { queryKeys } from './query-keys';
import { requireIds } from './require-ids';

export type CartLine = LineItem & Required<Pick<LineItem, 'order_id' | 'variant_id' | 'quantity' | 'price_cents'>>;
export type Order = Omit<ShopOrder, 'line_items' | 'subscriptions'> & { line_items: CartLine[]; subscriptions: ShopSubscription[] };

function asOrder(order: ShopOrder): Order {
  return { ...order, line_items: (order.line_items ?? []) as CartLine[], subscriptions: order.subscriptions ?? [] };
}

/** SPEC section 4: one cart order is kept or created. */
export async function ensureCart(): Promise<Order> {
  const carts = await getCollection<ShopOrder>('/v1/shop/orders', { 'filter[order_state]': 'cart', include: 'line_items' });
  const kept = carts[0];
  if (kept) return asOrder(kept as ShopOrder);
  return asOrder((await createResource<ShopOrder>('/v1/shop/orders', 'orders', {})) as ShopOrder);
}

export const cartQuery = queryOptions({ queryKey: queryKeys.cart, queryFn: ensureCart });

export interface NewLine {
  order_id: string;
  variant_id: string;
  quantity: number;
  frequency_id: string | null;
}

export async function addLineItem(line: NewLine, options: WriteOptions): Promise<void> {
  requireIds({ order_id: line.order_id, variant_id: line.variant_id });
  await createResource('/v1/shop/line_items', 'line_items', { ...line }, options);
}

export async function updateLineItem(
  lineItemId: string,
  change: { order_id: string; quantity?: number; frequency_id?: string | null },
  options: WriteOptions,
): Promise<void> {
  requireIds({ line_item_id: lineItemId, order_id: change.order_id });
  await updateResource(`/v1/shop/line_items/${encodeURIComponent(lineItemId)}`, 'line_items', lineItemId, { ...change }, options);
}

export async function removeLineItem(lineItemId: string, orderId: string, options: WriteOptions): Promise<void> {
  requireIds({ line_item_id: lineItemId, order_id: orderId });
  await deleteResource(`/v1/shop/line_items/${encodeURIComponent(lineItemId)}`, options);
}

export interface CartCheckout {
  order_id: string;
  coupon: string | null;
  confirmation_url: string;
  cancellation_url: string;
}

/** POST /v1/checkout_sessions for the cart: the server prices the order itself from its lines and the code. */
export async function createCartCheckout(request: CartCheckout, options: WriteOptions): Promise<{ status: string; url: string }> {
  requireIds({ order_id: request.order_id });
  const session = await createResource<{ status: string; url: string }>(
    '/v1/checkout_sessions',
    'checkout_sessions',
    { ...request },
    options,
  );
  return { status: String(session?.status ?? ''), url: String(session?.url ?? '') };
}

/**
 * One order with its lines and the subscriptions it started; the return from payment reads the order's state here
 * instead of trusting the URL.
 */
export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.shopOrder(id),
    queryFn: async () =>
      asOrder(
        (await getResource<ShopOrder>(`/v1/shop/orders/${encodeURIComponent(id)}`, { include: 'line_items,subscriptions' })) as ShopOrder,
      ),
  });
