import { readWriteRequest } from '../security/write-request';
import { http } from 'msw';
import { appConfig } from '../../src/generated/app-config.gen';
import type { MockDiscountCode, MockOrder } from '../db/mock-db';
import { newId } from '../db/ids';
import { readDb, updateDb } from '../db/store';
import { documentResponse, errorResponse, notFound, unauthorized } from '../json-api-responses';
import { idempotent } from '../idempotency';
import { completeOrder } from '../order-completion';
import { currentUser } from '../serializers';
import { priceOrder } from '../shop-serializers';
import { codeProblem, isExpired, isOwnReferralCode } from '../../src/domain/discount';
import { normaliseCode } from '../../src/domain/discount-code';
import { purchasePrice } from '../../src/domain/purchase-price';
import { messages, type MessageKey } from '../../src/generated/messages.gen';
import { ownReturnUrl } from '../security/return-path';

function sessionResource(order: MockOrder, url: string) {
  const status = order.order_state === 'completed' ? 'complete' : order.order_state === 'cancelled' ? 'expired' : 'open';
  return {
    type: 'checkout_sessions',
    id: order.id,
    attributes: { order_id: order.id, status, url, total_cents: order.total_cents, discount_amount_cents: order.discount_amount_cents },
  };
}

/** The stand-in payment page (marketing-site stand-in area) on the origin the API was called from. */
function paymentPageUrl(request: Request, orderId: string): string {
  return `${new URL(request.url).origin}${appConfig.hosts.embedded.externalSite}/checkout/${encodeURIComponent(orderId)}`;
}

/**
 * Pay or Cancel on the stand-in payment page: the order completes or is cancelled, then back to the app. A
 * card whose bank asks for extra authentication leaves the order in the basket with a payment intent that
 * needs action, and sends the browser to the app's /payment_authentication/{id}.
 */
const notOwnPath = (name: string) =>
  errorResponse(422, [{ detail: `${name} must be a path on this site`, pointer: `/data/attributes/${name}` }]);

type FunnelCode = { ok: true; code: MockDiscountCode | null } | { ok: false; problem: MessageKey };

/** A code for the funnel's panel, checked here as the Payment step checks it (SPEC 5's discount rules). */
async function funnelCode(raw: string | null, panelId: string, referralCode: string | null): Promise<FunnelCode> {
  const name = raw === null ? '' : normaliseCode(raw);
  if (name === '') return { ok: true, code: null };
  const own = isOwnReferralCode(name, referralCode);
  if (own !== null) return { ok: false, problem: own };
  const found = (await readDb(['discountCodes'])).discountCodes.find((candidate) => candidate.code === name);
  if (!found) return { ok: false, problem: 'funnel.payment.codeInvalid' };
  const problem = codeProblem(found, panelId, Date.now());
  return problem === null ? { ok: true, code: found } : { ok: false, problem };
}

const checkoutClosed = () => errorResponse(422, [{ detail: 'This checkout session is no longer open' }]);
const nothingToConfirm = () => errorResponse(422, [{ detail: 'This payment does not need confirming' }]);

function finishCheckout(outcome: 'completed' | 'cancelled') {
  return async ({ params, request }: { params: Record<string, string | readonly string[] | undefined>; request: Request }) => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const body = await readWriteRequest(request, 'finish-checkout');
    if (!body.ok) return body.response;
    const id = String(params.id ?? '');
    const open = db.orders.find((order) => order.id === id && order.user_id === user.id && order.checkout !== null);
    if (!open?.checkout) return notFound('Checkout session');
    if (open.order_state !== 'cart') return checkoutClosed();
    const cardId = outcome === 'completed' && typeof body.attributes.card_id === 'string' ? body.attributes.card_id : null;
    const card = db.paymentCards.find((candidate) => candidate.id === cardId);
    const back = outcome === 'completed' ? open.checkout.confirmation_url : open.checkout.cancellation_url;
    if (card?.requires_authentication) {
      const intentId = newId('pi').replace(/-/g, '_');
      const amount = open.lines ? priceOrder(db, open).total : open.total_cents;
      await updateDb((current) => {
        current.paymentIntents.push({ id: intentId, order_id: id, user_id: user.id, amount_cents: amount, status: 'requires_action' });
        const order = current.orders.find((candidate) => candidate.id === id) as MockOrder;
        order.payment_status = 'requires_action';
        order.payment_intent_id = intentId;
      });
      return documentResponse(
        sessionResource({ ...open, total_cents: amount }, `${new URL(request.url).origin}/payment_authentication/${intentId}`),
      );
    }
    const finished = await updateDb((current) => {
      const order = current.orders.find((candidate) => candidate.id === id) as MockOrder;
      // Checked again under the person's lock: of two Pay presses at once, the second finds the order paid.
      if (order.order_state !== 'cart') return null;
      if (outcome === 'completed') {
        if (order.lines) order.total_cents = priceOrder(current, order).total;
        completeOrder(current, order);
      } else if (order.lines) {
        // A shop basket survives a cancelled payment: only the session ends.
        order.checkout = null;
      } else {
        order.order_state = 'cancelled';
        order.completed_at = null;
      }
      return { ...order };
    });
    if (!finished) return checkoutClosed();
    return documentResponse(sessionResource(finished, back));
  };
}

export const shopHandlers = [
  http.get('*/v1/discount_codes/:code', async ({ params }) => {
    const code = String(params.code ?? '');
    // An expired code is found, with its expires_at: the app says it has expired rather than that it does not exist.
    const found = (await readDb()).discountCodes.find((candidate) => candidate.code === code);
    if (!found) return notFound('Discount code');
    const { id, ...attributes } = found;
    return documentResponse({ type: 'discount_codes', id, attributes });
  }),

  /**
   * Payment: the embedded default has no payment provider, so the session's url is a local stand-in payment
   * page; the order stays in the cart until "Pay" there completes it.
   */
  http.post(
    '*/v1/checkout_sessions',
    idempotent('checkout-sessions', async ({ request }) => {
      const user = currentUser(await readDb([]));
      if (!user) return unauthorized();
      const checked = await readWriteRequest(request, 'checkout-session');
      if (!checked.ok) return checked.response;
      const attributes = (checked.body.data as { attributes: Record<string, unknown> }).attributes;
      const origin = new URL(request.url).origin;
      const confirmation = ownReturnUrl(String(attributes.confirmation_url), origin);
      const cancellation = ownReturnUrl(String(attributes.cancellation_url), origin);
      if (confirmation === null) return notOwnPath('confirmation_url');
      if (cancellation === null) return notOwnPath('cancellation_url');
      const checkout = { confirmation_url: confirmation, cancellation_url: cancellation };
      if (typeof attributes.order_id === 'string') {
        // The shop basket: priced here from its own lines and code, never from a total the browser sends.
        const cartId = attributes.order_id;
        const db = await readDb();
        const cart = db.orders.find((order) => order.id === cartId && order.user_id === user.id && order.order_state === 'cart');
        if (!cart) return errorResponse(422, [{ detail: 'order_id cannot be blank', pointer: '/data/attributes/order_id' }]);
        if (!db.lineItems.some((line) => line.order_id === cart.id)) return errorResponse(422, [{ detail: 'Your basket is empty' }]);
        const codeName = typeof attributes.coupon === 'string' ? attributes.coupon : null;
        const coupon = codeName === null ? null : db.discountCodes.find((code) => code.code === codeName);
        if (coupon === undefined) return errorResponse(422, [{ detail: 'Discount code not found', pointer: '/data/attributes/coupon' }]);
        if (coupon !== null && isExpired(coupon, Date.now()))
          return errorResponse(422, [{ detail: 'Discount code has expired', pointer: '/data/attributes/coupon' }]);
        const order = await updateDb((current) => {
          const target = current.orders.find((candidate) => candidate.id === cart.id) as MockOrder;
          target.coupon = codeName === null ? null : { code: codeName, coupon_type: 'other' };
          target.lines = true;
          const totals = priceOrder(current, target);
          Object.assign(target, { checkout, total_cents: totals.total, discount_amount_cents: totals.discount, payment_status: null });
          return { ...target };
        });
        return documentResponse(sessionResource(order, paymentPageUrl(request, order.id)), [], 201);
      }
      // The sign-up funnel: priced here from the core panel and a code this server checks itself, with the rule the
      // Payment step shows (purchasePrice); a total or discount a browser sends was refused by the schema (read_only).
      const renews = attributes.purchase_type === 'subscription' || attributes.purchase_type === 'oneOffToSubscription';
      const panel = appConfig.constants.corePanels.find((candidate) => candidate.id === attributes.panel_id);
      if (!panel) return errorResponse(422, [{ detail: 'panel_id must name a core panel', pointer: '/data/attributes/panel_id' }]);
      const applied = await funnelCode(typeof attributes.coupon === 'string' ? attributes.coupon : null, panel.id, user.referral_code);
      if (!applied.ok)
        return errorResponse(422, [{ detail: messages[applied.problem], pointer: '/data/attributes/coupon', code: 'invalid_coupon' }]);
      const price = purchasePrice(panel.pricePence, applied.code);
      const frequency =
        typeof attributes.subscription_frequency === 'number'
          ? attributes.subscription_frequency
          : appConfig.constants.defaultSubscriptionFrequency;
      const order = await updateDb((db) => {
        const created: MockOrder = {
          id: newId('order'),
          user_id: user.id,
          order_state: 'cart',
          total_cents: price.total,
          discount_amount_cents: price.discount,
          completed_at: null,
          coupon: applied.code ? { code: applied.code.code } : null,
          checkout,
          subscribes: renews ? { panel_id: panel.id, frequency_months: frequency } : null,
        };
        db.orders.push(created);
        return created;
      });
      return documentResponse(sessionResource(order, paymentPageUrl(request, order.id)), [], 201);
    }),
  ),

  /** Read by the stand-in payment page to show what is being paid. */
  http.get('*/v1/checkout_sessions/:id', async ({ params, request }) => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const order = db.orders.find(
      (candidate) => candidate.id === String(params.id ?? '') && candidate.user_id === user.id && candidate.checkout !== null,
    );
    return order ? documentResponse(sessionResource(order, paymentPageUrl(request, order.id))) : notFound('Checkout session');
  }),
  http.post('*/v1/checkout_sessions/:id/pay', finishCheckout('completed')),
  http.post('*/v1/checkout_sessions/:id/cancel', finishCheckout('cancelled')),
  /** The cards the stand-in payment page offers (one asks for extra authentication). */
  http.get('*/v1/payment_cards', async () =>
    documentResponse((await readDb()).paymentCards.map(({ id, ...attributes }) => ({ type: 'payment_cards', id, attributes }))),
  ),

  http.get('*/v1/payment_intents/:id', async ({ params }) => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const intent = db.paymentIntents.find((candidate) => candidate.id === params.id && candidate.user_id === user.id);
    if (!intent) return notFound('Payment intent');
    const { id, user_id: _user, ...attributes } = intent;
    return documentResponse({ type: 'payment_intents', id, attributes });
  }),
  ...(['confirm', 'decline'] as const).map((answer) =>
    http.post(
      `*/v1/payment_intents/:id/${answer}`,
      idempotent(`payment-intent-${answer}`, async ({ params }) => {
        const db = await readDb();
        const user = currentUser(db);
        if (!user) return unauthorized();
        const intent = db.paymentIntents.find((candidate) => candidate.id === params.id && candidate.user_id === user.id);
        if (!intent) return notFound('Payment intent');
        if (intent.status !== 'requires_action') return nothingToConfirm();
        const updated = await updateDb((current) => {
          const target = current.paymentIntents.find((candidate) => candidate.id === intent.id);
          const order = current.orders.find((candidate) => candidate.id === intent.order_id);
          if (!target || !order) return intent;
          // Checked again under the person's lock: a confirm and a decline at once settle the payment once.
          if (target.status !== 'requires_action') return null;
          target.status = answer === 'confirm' ? 'succeeded' : 'failed';
          // Back to where the checkout started, as the payment page would have sent the person.
          target.return_url = (answer === 'confirm' ? order.checkout?.confirmation_url : order.checkout?.cancellation_url) ?? null;
          if (answer === 'confirm') completeOrder(current, order);
          // A shop basket survives a declined payment; a sign-up funnel's order ends, as a cancelled one does.
          else if (order.lines) Object.assign(order, { payment_status: 'failed', checkout: null });
          else Object.assign(order, { order_state: 'cancelled', payment_status: 'failed', completed_at: null });
          return { ...target };
        });
        if (!updated) return nothingToConfirm();
        const { id, user_id: _user, ...attributes } = updated;
        return documentResponse({ type: 'payment_intents', id, attributes });
      }),
    ),
  ),
];
