import type { SubscriptionPayments } from './shop-pricing';

/** One subscription being bought: what it is, how often it renews, and what it charges now and at each renewal. */
export interface SubscriptionTermsItem {
  id: string;
  name: string;
  frequency: string;
  payments: SubscriptionPayments;
  /** The discount code taking money off the first payment, if any. */
  code: string | null;
}

/** The terms as they read: a box ticked for these terms does not confirm different ones (another frequency, price or code). */
export function termsSignature(items: readonly SubscriptionTermsItem[]): string {
  return JSON.stringify(
    items.map(({ id, name, frequency, payments, code }) => [id, name, frequency, payments.firstPence, payments.renewalPence, code]),
  );
}

/**
 * The one rule, wherever subscription terms are shown (a product, the basket, the funnel's Payment step): with
 * nothing that renews there is nothing to confirm; otherwise the person must have ticked "I understand" for
 * exactly the terms now on the page before the purchase goes on.
 */
export function termsConfirmed(items: readonly SubscriptionTermsItem[], acknowledged: string | null): boolean {
  return items.length === 0 || acknowledged === termsSignature(items);
}
