import type { SubscriptionKind } from '../../api/shop-subscriptions-api';
import { displayedShopSubscriptionState, displayedSubscriptionState, type ShopSubscriptionDisplay } from '../../domain/subscription-status';
import type { ShopSubscription, Subscription, SubscriptionState } from '../../generated/entities.gen';
import { itemName } from './line-item-text';

/** Either kind of subscription as the screens show it: a name, the state shown, the next date and a price. */
export interface SubscriptionView {
  kind: SubscriptionKind;
  id: string;
  name: string;
  state: SubscriptionState | ShopSubscriptionDisplay | null;
  nextDate: string | null;
  priceCents: number;
  quantity: number | null;
  frequencyId: string | null;
  frequencyMonths: number | null;
  productId: string | null;
  resumesOn: string | null;
}

export function viewOfShop(subscription: ShopSubscription): SubscriptionView {
  return {
    kind: 'shop',
    id: subscription.id,
    name: itemName(subscription),
    state: displayedShopSubscriptionState(subscription),
    nextDate: subscription.next_scheduled_date ?? null,
    priceCents: subscription.price_cents ?? 0,
    quantity: subscription.variant_quantity ?? null,
    frequencyId: subscription.frequency_id ?? null,
    frequencyMonths: null,
    productId: subscription.product_id ?? null,
    resumesOn: subscription.resumes_on ?? null,
  };
}

export function viewOfTest(subscription: Subscription): SubscriptionView {
  return {
    kind: 'test',
    id: subscription.id,
    name: subscription.panel?.name ?? '',
    state: displayedSubscriptionState(subscription),
    nextDate: subscription.next_scheduled_date ?? null,
    priceCents: subscription.price_per_test ?? 0,
    quantity: null,
    frequencyId: null,
    frequencyMonths: subscription.frequency ?? null,
    productId: null,
    resumesOn: null,
  };
}
