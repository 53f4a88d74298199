import { describe, expect, it } from 'vitest';
import { claimCreditStatus, replacementState, sampleFailed } from '../../../src/domain/failed-sample';

describe('claim credit status (SPEC section 4)', () => {
  it.each([
    [{ failure_classification: 'insufficient_sample' }, 'can_redeem', 'can-redeem'],
    [{ failure_classification: null }, 'cannot_redeem', 'cannot-redeem'],
    [{ failure_classification: '   ' }, 'cannot_redeem', 'cannot-redeem'],
    [{}, 'cannot_redeem', 'cannot-redeem'],
    [{ failure_classification: 'haemolysed', credit_redeemed_at: '2026-01-02T10:00:00Z' }, 'can_redeem', 'redeemed'],
  ])('%j: %s, offers %s', (facts, status, state) => {
    expect(claimCreditStatus(facts)).toBe(status);
    expect(replacementState(facts)).toBe(state);
  });
});

describe('sampleFailed', () => {
  it.each([
    [[{ successful: false }, { successful: false }], true],
    [[{ successful: true, severity: 'not_applicable' }], true],
    [[{ successful: false }, { successful: true, severity: 'normal' }], false],
    [[], false],
  ])('%j -> %s', (results, expected) => {
    expect(sampleFailed(results)).toBe(expected);
  });
});
