import { queryOptions } from '@tanstack/react-query';
import { appConfig } from '../generated/app-config.gen';
import type { PaymentIntent, ShopOrder } from '../generated/entities.gen';
import { createResource, getResource, request, type WriteOptions } from './client';
import { resolveDocument, type JsonApiDocument } from './json-api';
import type { CartLine, Order } from './shop-cart-api';
import { queryKeys } from './query-keys';
import { requireIds } from './require-ids';

export interface OrdersPage {
  orders: Order[];
  total: number;
}

/** GET /v1/shop/orders of placed orders, newest first, page[number] of limit 50 (SPEC section 9). */
export const ordersPageQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.shopOrders(page),
    queryFn: async (): Promise<OrdersPage> => {
      const document = (await request('/v1/shop/orders', {
        query: {
          'filter[order_state]': 'completed,cancelled',
          include: 'line_items',
          limit: appConfig.constants.pageLimit,
          'page[number]': page,
          sort: '-completed_at',
        },
      })) as JsonApiDocument;
      const resolved = resolveDocument<ShopOrder>(document);
      const list = Array.isArray(resolved) ? resolved : resolved ? [resolved] : [];
      const total = Number(document.meta?.total ?? list.length);
      return {
        orders: list.map((order) => ({
          ...(order as ShopOrder),
          line_items: ((order as ShopOrder).line_items ?? []) as CartLine[],
          subscriptions: (order as ShopOrder).subscriptions ?? [],
        })),
        total,
      };
    },
  });

/** POST /v1/shop/orders/{id}/reorder: the chosen lines again, paid with the saved card; answers the new order. */
export async function reorder(orderId: string, lineItemIds: readonly string[], options: WriteOptions): Promise<ShopOrder> {
  requireIds({ order_id: orderId });
  return (await createResource<ShopOrder>(
    `/v1/shop/orders/${encodeURIComponent(orderId)}/reorder`,
    'orders',
    { line_item_ids: [...lineItemIds] },
    options,
  )) as ShopOrder;
}

export type Intent = PaymentIntent;

export const paymentIntentQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.paymentIntent(id),
    queryFn: async () => (await getResource<PaymentIntent>(`/v1/payment_intents/${encodeURIComponent(id)}`)) as Intent,
  });

/** The answer of the bank's challenge: confirm completes the order, decline leaves the basket as it was. */
export async function answerPaymentIntent(id: string, answer: 'confirm' | 'decline', options: WriteOptions): Promise<Intent> {
  return (await createResource<PaymentIntent>(
    `/v1/payment_intents/${encodeURIComponent(id)}/${answer}`,
    'payment_intents',
    {},
    options,
  )) as Intent;
}
