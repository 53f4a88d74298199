import { describe, expect, it } from 'vitest';
import { subscriptionPayments } from '../../../src/domain/shop-pricing';
import { termsConfirmed, termsSignature, type SubscriptionTermsItem } from '../../../src/domain/subscription-terms';

const item = (overrides: Partial<SubscriptionTermsItem> = {}): SubscriptionTermsItem => ({
  id: 'vitd-60',
  name: 'Vitamin D3 1000 IU, 60 capsules',
  frequency: 'Every 3 months',
  payments: subscriptionPayments(799, 0),
  code: null,
  ...overrides,
});

describe('the one "I understand" rule of a product page, the basket and the funnel', () => {
  const shown = [item()];
  it.each([
    ['nothing renews: nothing to confirm', [], null, true],
    ['nothing renews, whatever was ticked before', [], termsSignature(shown), true],
    ['terms shown, box not ticked', shown, null, false],
    ['terms shown, ticked for these terms', shown, termsSignature(shown), true],
    ['ticked for every 3 months, now every month', [item({ frequency: 'Every month' })], termsSignature(shown), false],
    ['ticked at £7.99, now £13.59', [item({ payments: subscriptionPayments(1359, 0) })], termsSignature(shown), false],
    [
      'ticked without a code, now SPRING10 takes 80p off the first payment',
      [item({ payments: subscriptionPayments(799, 80), code: 'SPRING10' })],
      termsSignature(shown),
      false,
    ],
    [
      'ticked for one line, now a second renews too',
      [item(), item({ id: 'omega-60', name: 'Omega-3 fish oil' })],
      termsSignature(shown),
      false,
    ],
  ] as const)('%s', (_name, items, acknowledged, expected) => {
    expect(termsConfirmed(items, acknowledged)).toBe(expected);
  });

  it('reads the same terms the same way, however the objects were built', () => {
    expect(termsSignature([item()])).toBe(termsSignature([{ ...item(), payments: { ...subscriptionPayments(799, 0) } }]));
  });
});
