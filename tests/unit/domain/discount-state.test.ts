import { describe, expect, it } from 'vitest';
import {
  appliedCode,
  discountReducer,
  initialDiscountState,
  type DiscountEvent,
  type DiscountState,
} from '../../../src/domain/discount-state';

const validating: DiscountState = { state: 'validating', code: 'SPRING10', kept: null };
const applied: DiscountState = { state: 'applied', code: 'SPRING10', error: false };
const failed: DiscountState = { state: 'applied', code: 'SPRING10', error: true, reason: 'funnel.payment.codeInvalid', kept: null };
// SPRING10 applied, then FIVEOFF tried.
const checkingAnother: DiscountState = { state: 'validating', code: 'FIVEOFF', kept: 'SPRING10' };
const anotherRefused: DiscountState = {
  state: 'applied',
  code: 'EXPIRED',
  error: true,
  reason: 'funnel.payment.codeExpired',
  kept: 'SPRING10',
};

describe('discount state: idle -> validating -> applied {error}; remove resets', () => {
  it.each<[string, DiscountState, DiscountEvent, DiscountState]>([
    ['validate from idle', initialDiscountState, { type: 'validate', code: 'SPRING10' }, validating],
    ['accepted', validating, { type: 'accepted', code: 'SPRING10' }, applied],
    ['rejected', validating, { type: 'rejected', code: 'SPRING10', reason: 'funnel.payment.codeInvalid' }, failed],
    [
      'own referral code',
      validating,
      { type: 'rejected', code: 'SPRING10', reason: 'error.ownReferralCode' },
      { state: 'applied', code: 'SPRING10', error: true, reason: 'error.ownReferralCode', kept: null },
    ],
    ['re-validate after an error', failed, { type: 'validate', code: 'FIVEOFF' }, { state: 'validating', code: 'FIVEOFF', kept: null }],
    ['remove after applied', applied, { type: 'remove' }, initialDiscountState],
    ['remove after an error', failed, { type: 'remove' }, initialDiscountState],
    ['remove while validating', validating, { type: 'remove' }, initialDiscountState],
    ['remove keeps nothing', anotherRefused, { type: 'remove' }, initialDiscountState],
    ['late answer after remove is ignored', initialDiscountState, { type: 'accepted', code: 'SPRING10' }, initialDiscountState],
    [
      'answer for a replaced code is ignored',
      { state: 'validating', code: 'FIVEOFF', kept: null },
      { type: 'accepted', code: 'SPRING10' },
      { state: 'validating', code: 'FIVEOFF', kept: null },
    ],
    [
      'second answer once applied is ignored',
      applied,
      { type: 'rejected', code: 'SPRING10', reason: 'funnel.payment.codeInvalid' },
      applied,
    ],
    // Trying another code keeps the applied one until the other is accepted.
    ['another code is checked with the applied one kept', applied, { type: 'validate', code: 'FIVEOFF' }, checkingAnother],
    [
      'the other code accepted replaces it',
      checkingAnother,
      { type: 'accepted', code: 'FIVEOFF' },
      { state: 'applied', code: 'FIVEOFF', error: false },
    ],
    [
      'the other code refused: the applied one still applies',
      checkingAnother,
      { type: 'rejected', code: 'FIVEOFF', reason: 'funnel.payment.codeUnchecked' },
      { state: 'applied', code: 'FIVEOFF', error: true, reason: 'funnel.payment.codeUnchecked', kept: 'SPRING10' },
    ],
    [
      'a third code after a refusal still keeps the first',
      anotherRefused,
      { type: 'validate', code: 'ROSA10' },
      { state: 'validating', code: 'ROSA10', kept: 'SPRING10' },
    ],
    [
      're-checking while a check runs keeps what was kept',
      checkingAnother,
      { type: 'validate', code: 'ROSA10' },
      { state: 'validating', code: 'ROSA10', kept: 'SPRING10' },
    ],
  ])('%s', (_, before, event, after) => expect(discountReducer(before, event)).toEqual(after));

  it.each<[DiscountState, string | null]>([
    [initialDiscountState, null],
    [validating, null],
    [applied, 'SPRING10'],
    [failed, null],
    [checkingAnother, 'SPRING10'],
    [anotherRefused, 'SPRING10'],
  ])('%j applies %s', (state, code) => expect(appliedCode(state)).toBe(code));
});
