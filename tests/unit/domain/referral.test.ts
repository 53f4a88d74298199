import { describe, expect, it } from 'vitest';
import { referralLink, referralOffer } from '../../../src/domain/referral';

describe('referral link', () => {
  it('opens the sign-up funnel with the code', () => {
    expect(referralLink('https://app.vitalia.example', '/join', 'ROSA10')).toBe(
      'https://app.vitalia.example/join?funnel=signUp&discount_code=ROSA10',
    );
  });

  it('encodes a code with unusual characters', () => {
    expect(referralLink('https://app.vitalia.example', '/join', 'A&B C')).toBe(
      'https://app.vitalia.example/join?funnel=signUp&discount_code=A%26B+C',
    );
  });
});

describe('what a friend gets', () => {
  it.each([
    [
      { discount_type: 'percentage', discount_amount: 10, maximum_discount_cents: 500 },
      { kind: 'percentage', percent: 10, cap: '£5.00' },
    ],
    [
      { discount_type: 'percentage', discount_amount: 15, maximum_discount_cents: null },
      { kind: 'percentage', percent: 15, cap: null },
    ],
    [
      { discount_type: 'percentage', discount_amount: 15, maximum_discount_cents: 0 },
      { kind: 'percentage', percent: 15, cap: null },
    ],
    [
      { discount_type: 'percentage', discount_amount: 15, maximum_discount_cents: -100 },
      { kind: 'percentage', percent: 15, cap: null },
    ],
    [
      { discount_type: 'percentage', discount_amount: 15 },
      { kind: 'percentage', percent: 15, cap: null },
    ],
    [
      { discount_type: 'percentage', discount_amount: 20, maximum_discount_cents: 1 },
      { kind: 'percentage', percent: 20, cap: '£0.01' },
    ],
    [
      { discount_type: 'fixed', discount_amount: 500, maximum_discount_cents: null },
      { kind: 'fixed', amount: '£5.00' },
    ],
    [{ discount_type: 'fixed', discount_amount: 0, maximum_discount_cents: null }, { kind: 'unknown' }],
    [{ discount_type: 'percentage', discount_amount: Number.NaN, maximum_discount_cents: null }, { kind: 'unknown' }],
    [null, { kind: 'unknown' }],
  ] as const)('%j -> %j', (terms, offer) => {
    expect(referralOffer(terms)).toEqual(offer);
  });
});
