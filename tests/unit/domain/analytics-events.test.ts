import { describe, expect, it } from 'vitest';
import { bannerEvent, purchaseEvent, signUpStepEvent } from '../../../src/domain/analytics-events';

describe('analytics events', () => {
  it.each([
    ['Viewed', 'Banner Viewed'],
    ['Clicked', 'Banner Clicked'],
    ['Closed', 'Banner Closed'],
  ] as const)('banner %s is "%s" with the banner id', (action, name) => {
    expect(bannerEvent(action, 'discount')).toEqual({ name, properties: { banner: 'discount' } });
  });

  it('a sign-up step names the step, and the funnel and type when known', () => {
    expect(signUpStepEvent('payment', 'signUp', 'oneOff')).toEqual({
      name: 'Sign Up Step Viewed',
      properties: { step: 'payment', funnel: 'signUp', type: 'oneOff' },
    });
    expect(signUpStepEvent('verify', undefined, undefined)).toEqual({ name: 'Sign Up Step Viewed', properties: { step: 'verify' } });
  });

  it('a purchase carries pence and the currency, never a formatted price', () => {
    expect(purchaseEvent('order-1', 4900, 'GBP')).toEqual({
      name: 'Order Completed',
      properties: { order_id: 'order-1', total_cents: 4900, currency: 'GBP' },
    });
  });
});
