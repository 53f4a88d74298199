import { describe, expect, it } from 'vitest';
import { discountReducer, initialDiscountState, type DiscountEvent, type DiscountState } from '../../../src/domain/discount-state';

const validating: DiscountState = { state: 'validating', code: 'SPRING10' };
const applied: DiscountState = { state: 'applied', code: 'SPRING10', error: false };
const failed: DiscountState = { state: 'applied', code: 'SPRING10', error: true, reason: 'funnel.payment.codeInvalid' };

describe('discount state: idle -> validating -> applied {error}; remove resets', () => {
  it.each<[string, DiscountState, DiscountEvent, DiscountState]>([
    ['validate from idle', initialDiscountState, { type: 'validate', code: 'SPRING10' }, validating],
    ['accepted', validating, { type: 'accepted', code: 'SPRING10' }, applied],
    ['rejected', validating, { type: 'rejected', code: 'SPRING10', reason: 'funnel.payment.codeInvalid' }, failed],
    ['own referral code', validating, { type: 'rejected', code: 'SPRING10', reason: 'error.ownReferralCode' }, { state: 'applied', code: 'SPRING10', error: true, reason: 'error.ownReferralCode' }],
    ['re-validate after an error', failed, { type: 'validate', code: 'FIVEOFF' }, { state: 'validating', code: 'FIVEOFF' }],
    ['remove after applied', applied, { type: 'remove' }, { state: 'idle' }],
    ['remove after an error', failed, { type: 'remove' }, initialDiscountState],
    ['remove while validating', validating, { type: 'remove' }, initialDiscountState],
    ['late answer after remove is ignored', initialDiscountState, { type: 'accepted', code: 'SPRING10' }, initialDiscountState],
    ['answer for a replaced code is ignored', { state: 'validating', code: 'FIVEOFF' }, { type: 'accepted', code: 'SPRING10' }, { state: 'validating', code: 'FIVEOFF' }],
    ['second answer once applied is ignored', applied, { type: 'rejected', code: 'SPRING10', reason: 'funnel.payment.codeInvalid' }, applied],
  ])('%s', (_, before, event, after) => expect(discountReducer(before, event)).toEqual(after));
});
