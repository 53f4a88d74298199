import { http } from 'msw';
import { appConfig } from '../../src/generated/app-config.gen';
import type { MockOrder } from '../db/mock-db';
import { readDb, updateDb } from '../db/store';
import { documentResponse, errorResponse, notFound, unauthorized } from '../json-api-responses';
import { readCheckedJson } from '../request-body';
import checkoutSessionSchema from '../request-schemas/checkout-session.schema.json';
import { currentUser } from '../serializers';

function sessionResource(order: MockOrder, url: string) {
  const status = order.order_state === 'completed' ? 'complete' : order.order_state === 'cancelled' ? 'expired' : 'open';
  return { type: 'checkout_sessions', id: order.id, attributes: { order_id: order.id, status, url, total_cents: order.total_cents, discount_amount_cents: order.discount_amount_cents } };
}

/** The stand-in payment page (marketing-site stand-in area) on the origin the API was called from. */
function paymentPageUrl(request: Request, orderId: string): string {
  return `${new URL(request.url).origin}${appConfig.hosts.embedded.externalSite}/checkout/${encodeURIComponent(orderId)}`;
}

/** Pay or Cancel on the stand-in payment page: the order completes or is cancelled, then back to the app. */
function finishCheckout(outcome: 'completed' | 'cancelled') {
  return ({ params }: { params: Record<string, string | readonly string[] | undefined> }) => {
    const db = readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const id = String(params.id ?? '');
    const open = db.orders.find((order) => order.id === id && order.user_id === user.id && order.checkout !== null);
    if (!open?.checkout) return notFound('Checkout session');
    if (open.order_state !== 'cart') return errorResponse(422, [{ detail: 'This checkout session is no longer open' }]);
    const finished = updateDb((current) => {
      const order = current.orders.find((candidate) => candidate.id === id) as MockOrder;
      order.order_state = outcome;
      order.completed_at = outcome === 'completed' ? new Date().toISOString() : null;
      return { ...order };
    });
    const back = outcome === 'completed' ? open.checkout.confirmation_url : open.checkout.cancellation_url;
    return documentResponse(sessionResource(finished, back));
  };
}

export const shopHandlers = [
  http.get('*/v1/discount_codes/:code', ({ params }) => {
    const code = String(params.code ?? '');
    const found = readDb().discountCodes.find((candidate) => candidate.code === code);
    if (!found || (found.expires_at !== null && Date.parse(found.expires_at) < Date.now())) return notFound('Discount code');
    const { id, ...attributes } = found;
    return documentResponse({ type: 'discount_codes', id, attributes });
  }),

  /**
   * Payment: the embedded default has no payment provider, so the session's url is a local stand-in payment
   * page; the order stays in the cart until "Pay" there completes it.
   */
  http.post('*/v1/checkout_sessions', async ({ request }) => {
    const user = currentUser(readDb());
    if (!user) return unauthorized();
    const checked = await readCheckedJson(request, checkoutSessionSchema);
    if (!checked.ok) return checked.response;
    const attributes = (checked.body.data as { attributes: Record<string, unknown> }).attributes;
    // The schema requires both urls as strings.
    const checkout = { confirmation_url: String(attributes.confirmation_url), cancellation_url: String(attributes.cancellation_url) };
    const total = typeof attributes.total_cents === 'number' ? attributes.total_cents : 0;
    const order = updateDb((db) => {
      const created: MockOrder = {
        id: `order-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`, user_id: user.id, order_state: 'cart', total_cents: total,
        discount_amount_cents: typeof attributes.discount_amount_cents === 'number' ? attributes.discount_amount_cents : 0,
        completed_at: null, coupon: typeof attributes.coupon === 'string' ? { code: attributes.coupon } : null, checkout,
      };
      db.orders.push(created);
      return created;
    });
    return documentResponse(sessionResource(order, paymentPageUrl(request, order.id)), [], 201);
  }),

  /** Read by the stand-in payment page to show what is being paid. */
  http.get('*/v1/checkout_sessions/:id', ({ params, request }) => {
    const db = readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const order = db.orders.find((candidate) => candidate.id === String(params.id ?? '') && candidate.user_id === user.id && candidate.checkout !== null);
    return order ? documentResponse(sessionResource(order, paymentPageUrl(request, order.id))) : notFound('Checkout session');
  }),
  http.post('*/v1/checkout_sessions/:id/pay', finishCheckout('completed')),
  http.post('*/v1/checkout_sessions/:id/cancel', finishCheckout('cancelled')),
];
