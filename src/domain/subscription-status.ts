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
export function drivingShopSubscription<T extends { state?: ShopSubscription['state'] | SubscriptionState }>(
  subscriptions: readonly T[],
): T | null {
  return subscriptions.findLast((subscription) => subscription.state === 'active') ?? subscriptions[0] ?? null;
}

export type ShopSubscriptionDisplay = 'active' | 'paused' | 'cancelled';

/** SPEC lists active and paused for a shop subscription; one with a cancellation date is shown as cancelled. */
export function displayedShopSubscriptionState(
  subscription: Pick<ShopSubscription, 'state' | 'cancelled_at'>,
): ShopSubscriptionDisplay | null {
  if (subscription.cancelled_at) return 'cancelled';
  return subscription.state ?? null;
}

export type SubscriptionAction = 'pause' | 'resume' | 'skip' | 'changeFrequency' | 'cancel' | 'restart';

/** What a person may do with a subscription in the state shown: once it is cancelled, only start it again. */
export function subscriptionActions(displayed: SubscriptionState | ShopSubscriptionDisplay | null): SubscriptionAction[] {
  switch (displayed) {
    case 'active':
      return ['skip', 'changeFrequency', 'pause', 'cancel'];
    case 'paused':
      return ['resume', 'cancel'];
    case 'pending':
      return ['cancel'];
    case 'cancelled':
      return ['restart'];
    default:
      return [];
  }
}
