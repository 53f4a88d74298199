import { describe, expect, it } from 'vitest';
import {
  canConfirm,
  deliveryLabel,
  deliveryStatus,
  isTestVisible,
  visibleTests,
  type DeliveryStatus,
} from '../../../src/domain/test-status';
import type { Test, TestState } from '../../../src/generated/entities.gen';

const at = '2024-03-05T10:00:00Z';

describe('delivery label, in order', () => {
  it.each<[string, Partial<Test>, DeliveryStatus, string]>([
    ['everything set', { completed_at: at, sample_received_at: at, dispatched_at: at, is_retail_test: true }, 'complete', 'Complete'],
    ['completed only', { completed_at: at }, 'complete', 'Complete'],
    ['sample received and dispatched', { sample_received_at: at, dispatched_at: at }, 'sampleReceived', 'Sample received'],
    ['sample received on a retail test', { sample_received_at: at, is_retail_test: true }, 'sampleReceived', 'Sample received'],
    ['dispatched', { dispatched_at: at }, 'sent', 'Sent'],
    ['dispatched retail test', { dispatched_at: at, is_retail_test: true }, 'sent', 'Sent'],
    ['retail, nothing else', { is_retail_test: true }, 'registered', 'Registered'],
    ['nothing', {}, 'started', 'Started'],
    ['nulls', { completed_at: null, sample_received_at: null, dispatched_at: null, is_retail_test: false }, 'started', 'Started'],
  ])('%s -> %s', (_, test, status, label) => {
    expect(deliveryStatus(test)).toBe(status);
    expect(deliveryLabel(test)).toBe(label);
  });
});

const subscription = { id: 'sub-1' };
const test = (id: string, state: TestState, extra: Partial<Test> = {}): Test => ({ id, state, ...extra });

describe('isTestVisible', () => {
  it.each<[string, Test, boolean]>([
    ['cancelled', test('a', 'cancelled', { subscription }), false],
    ['cancelled one-off', test('a', 'cancelled'), false],
    ['first scheduled in a subscription', test('a', 'scheduled', { subscription, sequence_in_subscription: 1 }), false],
    ['later scheduled in a subscription', test('a', 'scheduled', { subscription, sequence_in_subscription: 2 }), true],
    ['scheduled in a subscription, no sequence', test('a', 'scheduled', { subscription, sequence_in_subscription: null }), true],
    ['scheduled without a subscription', test('a', 'scheduled'), false],
    // JSON can carry null where the type says the field is absent.
    [
      'scheduled with a null subscription',
      test('a', 'scheduled', { subscription: null, sequence_in_subscription: 2 } as unknown as Partial<Test>),
      false,
    ],
    ['scheduled one-off without a subscription', test('a', 'scheduled', { one_off: true }), false],
    ['first of a subscription once active', test('a', 'active', { subscription, sequence_in_subscription: 1 }), true],
    ['complete first of a subscription', test('a', 'complete', { subscription, sequence_in_subscription: 1 }), true],
    ['active without a subscription', test('a', 'active'), true],
    ['complete one-off', test('a', 'complete', { one_off: true }), true],
  ])('%s -> %s', (_, t, expected) => expect(isTestVisible(t)).toBe(expected));

  it('visibleTests keeps order and drops the hidden ones', () => {
    const tests = [
      test('1', 'complete'),
      test('2', 'cancelled'),
      test('3', 'scheduled', { subscription, sequence_in_subscription: 2 }),
      test('4', 'scheduled'),
    ];
    expect(visibleTests(tests).map((t) => t.id)).toEqual(['1', '3']);
  });
});

describe('canConfirm', () => {
  it.each<[TestState, boolean]>([
    ['scheduled', true],
    ['active', false],
    ['complete', false],
    ['cancelled', false],
  ])('%s -> %s', (state, expected) => expect(canConfirm({ state })).toBe(expected));
});
