import { describe, expect, it } from 'vitest';
import { funnelPosition } from '../../../../src/engine/routing/funnel-steps';
import { route } from './routing-fixtures';

describe('sign-up funnel breadcrumb', () => {
  it.each([
    ['join-account', { step: 'account', number: 1, total: 4 }],
    ['join-verify', { step: 'verify', number: 2, total: 4 }],
    ['join-details', { step: 'details', number: 3, total: 4 }],
    ['join-payment', { step: 'payment', number: 4, total: 4 }],
    ['join-payment-confirmation', null],
    ['settings', null],
    // No route matched (the not-found page): no breadcrumb.
    [undefined, null],
  ])('%s -> %j', (routeId, expected) => {
    expect(funnelPosition(routeId === undefined ? undefined : route(routeId))).toEqual(expected);
  });
});
