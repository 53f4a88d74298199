import type { ShopSubscription, Subscription, SubscriptionState } from '../generated/entities.gen';

/** A cancelled subscription flagged paused is shown as paused; null when the state is unknown. */
export function displayedSubscriptionState(subscription: Pick<Subscription, 'state' | 'paused'>): SubscriptionState | null {
  if (!subscription.state) return null;
  return subscription.state === 'cancelled' && subscription.paused === true ? 'paused' : subscription.state;
}

/**
 * The shop subscription that drives the package-editor link and the next scheduled test date:
 * the latest active one, else the first. ShopSubscription has no creation date, so "latest" is the
 * last active one in the order the API lists them (oldest first).
 */
export function drivingShopSubscription<T extends Pick<ShopSubscription, 'state'>>(subscriptions: readonly T[]): T | null {
  return subscriptions.findLast((subscription) => subscription.state === 'active') ?? subscriptions[0] ?? null;
}
