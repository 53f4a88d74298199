import { addFrequency } from '../src/domain/frequency';
import { testSubscription } from './db/core-panels';
import type { MockDb, MockOrder } from './db/mock-db';

/**
 * A paid order: completed now. Each shop line bought on a frequency becomes a shop subscription whose first
 * renewal is one period away; a sign-up funnel order that renews starts the blood-test subscription the
 * success message announces, at its panel's price. Called inside updateDb, on the database being written.
 */
export function completeOrder(db: MockDb, order: MockOrder, now = new Date()): void {
  order.order_state = 'completed';
  order.completed_at = now.toISOString();
  order.payment_status = 'succeeded';
  if (order.subscribes) {
    const today = now.toISOString().slice(0, 10);
    db.subscriptions.push(
      testSubscription(order.subscribes.panel_id, {
        id: `subscription-${order.id}`,
        user_id: order.user_id,
        state: 'active',
        paused: false,
        frequency: order.subscribes.frequency_months,
        sample_collection_preference: 'finger_prick',
        next_scheduled_date: addFrequency(today, { frequency_number: order.subscribes.frequency_months, frequency_unit: 'month' }),
      }),
    );
  }
  for (const line of db.lineItems.filter((candidate) => candidate.order_id === order.id && candidate.frequency_id !== null)) {
    const variant = db.shopVariants.find((candidate) => candidate.id === line.variant_id);
    const product = db.shopProducts.find((candidate) => candidate.id === variant?.product_id);
    const frequency = db.shopFrequencies.find((candidate) => candidate.id === line.frequency_id);
    if (!variant || !product || !frequency) continue;
    db.shopSubscriptions.push({
      id: `shop-subscription-${line.id}`,
      user_id: order.user_id,
      state: 'active',
      variant_quantity: line.quantity,
      next_scheduled_date: addFrequency(now.toISOString().slice(0, 10), frequency),
      paused_at: null,
      cancelled_at: null,
      price_cents: line.price_cents,
      product_id: product.id,
      product_name: product.name,
      variant_id: variant.id,
      variant_name: variant.name,
      frequency_id: frequency.id,
      resumes_on: null,
      order_id: order.id,
    });
  }
}
