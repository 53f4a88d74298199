import type { Test, TestDeliveryStatus } from '../generated/entities.gen';
import { messages } from '../generated/messages.gen';

export type DeliveryStatus = TestDeliveryStatus;

/** SPEC section 3 delivery labels, from config/messages.yaml. */
export const DELIVERY_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  complete: messages['test.delivery.complete'],
  sampleReceived: messages['test.delivery.sampleReceived'],
  sent: messages['test.delivery.sent'],
  registered: messages['test.delivery.registered'],
  started: messages['test.delivery.started'],
};

type DeliveryFacts = Pick<Test, 'completed_at' | 'sample_received_at' | 'dispatched_at' | 'is_retail_test'>;

/** First match wins: completed, sample received, dispatched, retail, else started. */
export function deliveryStatus(test: DeliveryFacts): DeliveryStatus {
  if (test.completed_at) return 'complete';
  if (test.sample_received_at) return 'sampleReceived';
  if (test.dispatched_at) return 'sent';
  if (test.is_retail_test) return 'registered';
  return 'started';
}

export function deliveryLabel(test: DeliveryFacts): string {
  return DELIVERY_LABELS[deliveryStatus(test)];
}

type VisibilityFacts = Pick<Test, 'state' | 'sequence_in_subscription' | 'subscription'>;

/**
 * Hidden from lists (SPEC section 4):
 * - cancelled tests;
 * - the first scheduled test of a subscription: state scheduled and sequence_in_subscription 1, because
 *   that kit is the purchase itself and the order confirmation already shows it;
 * - scheduled tests with no subscription relation (nothing has been ordered for them yet).
 * A first test that has moved past scheduled is shown like any other.
 */
export function isTestVisible(test: VisibilityFacts): boolean {
  if (test.state === 'cancelled') return false;
  if (test.state !== 'scheduled') return true;
  return test.subscription !== undefined && test.subscription !== null && test.sequence_in_subscription !== 1;
}

export function visibleTests<T extends VisibilityFacts>(tests: readonly T[]): T[] {
  return tests.filter(isTestVisible);
}

/** Only scheduled tests can be confirmed. */
export function canConfirm(test: Pick<Test, 'state'>): boolean {
  return test.state === 'scheduled';
}
