import { http } from 'msw';
import { readDb, updateDb } from '../db/store';
import { documentResponse, notFound, unauthorized } from '../json-api-responses';
import { readCheckedJson } from '../request-body';
import checkoutSessionSchema from '../request-schemas/checkout-session.schema.json';
import { currentUser } from '../serializers';

export const shopHandlers = [
  http.get('*/v1/discount_codes/:code', ({ params }) => {
    const code = String(params.code ?? '');
    const found = readDb().discountCodes.find((candidate) => candidate.code === code);
    if (!found || (found.expires_at !== null && Date.parse(found.expires_at) < Date.now())) return notFound('Discount code');
    const { id, ...attributes } = found;
    return documentResponse({ type: 'discount_codes', id, attributes });
  }),

  /** Payment: the embedded default has no payment provider, so a checkout completes at once. */
  http.post('*/v1/checkout_sessions', async ({ request }) => {
    const user = currentUser(readDb());
    if (!user) return unauthorized();
    const checked = await readCheckedJson(request, checkoutSessionSchema);
    if (!checked.ok) return checked.response;
    const attributes = (checked.body.data as { attributes: Record<string, unknown> }).attributes;
    const total = typeof attributes.total_cents === 'number' ? attributes.total_cents : 0;
    const order = updateDb((db) => {
      const created = {
        id: `order-${Date.now().toString(36)}`, user_id: user.id, order_state: 'completed' as const, total_cents: total,
        discount_amount_cents: typeof attributes.discount_amount_cents === 'number' ? attributes.discount_amount_cents : 0,
        completed_at: new Date().toISOString(), coupon: typeof attributes.coupon === 'string' ? { code: attributes.coupon } : null,
      };
      db.orders.push(created);
      return created;
    });
    return documentResponse({ type: 'checkout_sessions', id: order.id, attributes: { order_id: order.id, status: 'complete', url: attributes.confirmation_url } }, [], 201);
  }),
];
