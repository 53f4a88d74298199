import { describe, expect, it } from 'vitest';
import { displayedSubscriptionState, drivingShopSubscription } from '../../../src/domain/subscription-status';
import type { ShopSubscription, Subscription, SubscriptionState } from '../../../src/generated/entities.gen';

describe('displayedSubscriptionState', () => {
  it.each<[Pick<Subscription, 'state' | 'paused'>, SubscriptionState | null]>([
    [{ state: 'cancelled', paused: true }, 'paused'],
    [{ state: 'cancelled', paused: false }, 'cancelled'],
    [{ state: 'cancelled' }, 'cancelled'],
    [{ state: 'active', paused: false }, 'active'],
    [{ state: 'active', paused: true }, 'active'],
    [{ state: 'pending' }, 'pending'],
    [{ state: 'paused', paused: true }, 'paused'],
    [{ paused: true }, null],
  ])('%j -> %s', (subscription, expected) => expect(displayedSubscriptionState(subscription)).toBe(expected));
});

const sub = (id: string, state: ShopSubscription['state']): ShopSubscription => ({ id, state });

describe('drivingShopSubscription (latest active, else the first)', () => {
  it.each<[string, ShopSubscription[], string | null]>([
    ['none', [], null],
    ['one active', [sub('a', 'active')], 'a'],
    ['latest of several active', [sub('a', 'active'), sub('b', 'paused'), sub('c', 'active'), sub('d', 'paused')], 'c'],
    ['the only active among paused', [sub('a', 'paused'), sub('b', 'active'), sub('c', 'paused')], 'b'],
    ['all paused: the first', [sub('a', 'paused'), sub('b', 'paused')], 'a'],
    ['unknown states: the first', [sub('a', undefined), sub('b', undefined)], 'a'],
  ])('%s -> %j', (_, subscriptions, expected) => expect(drivingShopSubscription(subscriptions)?.id ?? null).toBe(expected));
});
