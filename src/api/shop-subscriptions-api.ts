import { queryOptions } from '@tanstack/react-query';
import type { ShopSubscription, Subscription } from '../generated/entities.gen';
import { createResource, getCollection, updateResource, type WriteOptions } from './client';
import { queryKeys } from './query-keys';

export type SubscriptionKind = 'shop' | 'test';

const BASE: Record<SubscriptionKind, string> = { shop: '/v1/shop/subscriptions', test: '/v1/subscriptions' };
const TYPE: Record<SubscriptionKind, string> = { shop: 'shop_subscriptions', test: 'subscriptions' };

export const shopSubscriptionsQuery = queryOptions({
  queryKey: queryKeys.shopSubscriptions,
  queryFn: async () => (await getCollection<ShopSubscription>(BASE.shop)) as ShopSubscription[],
});

/** SPEC section 7: GET /v1/subscriptions?include=panel,test.panel,panel.profiles. */
export const testSubscriptionsQuery = queryOptions({
  queryKey: queryKeys.testSubscriptions,
  queryFn: async () => (await getCollection<Subscription>(BASE.test, { include: 'panel,test.panel,panel.profiles' })) as Subscription[],
});

const path = (kind: SubscriptionKind, id: string, action?: string) =>
  `${BASE[kind]}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export async function updateSubscription(
  kind: SubscriptionKind,
  id: string,
  attributes: Record<string, unknown>,
  options: WriteOptions,
): Promise<void> {
  await updateResource(path(kind, id), TYPE[kind], id, attributes, options);
}

export async function pauseSubscription(
  kind: SubscriptionKind,
  id: string,
  resumesOn: string | null,
  options: WriteOptions,
): Promise<void> {
  await createResource(path(kind, id, 'pause'), TYPE[kind], { resumes_on: resumesOn }, options);
}

export async function resumeSubscription(kind: SubscriptionKind, id: string, options: WriteOptions): Promise<void> {
  await createResource(path(kind, id, 'resume'), TYPE[kind], {}, options);
}

export async function skipNextDelivery(kind: SubscriptionKind, id: string, options: WriteOptions): Promise<void> {
  await createResource(path(kind, id, 'skip'), TYPE[kind], {}, options);
}

export async function cancelSubscription(
  kind: SubscriptionKind,
  id: string,
  reason: { reason: string | null; comments: string | null },
  options: WriteOptions,
): Promise<void> {
  await createResource(path(kind, id, 'cancel'), TYPE[kind], { ...reason }, options);
}
