/**
 * The payment page sends the browser back to the URL the checkout session was given. A cancelled payment
 * returns to the Payment step with this marker, so the step can say so; the funnel's own query stays.
 */
const PARAM = 'checkout';

export type CheckoutOutcome = 'cancelled';

export function checkoutOutcome(search: string): CheckoutOutcome | null {
  return new URLSearchParams(search).get(PARAM) === 'cancelled' ? 'cancelled' : null;
}

function serialise(params: URLSearchParams): string {
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The query without a previous outcome, so a second attempt does not carry the first one's marker. */
export function withoutCheckoutOutcome(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(PARAM);
  return serialise(params);
}

export function withCheckoutOutcome(search: string, outcome: CheckoutOutcome): string {
  const params = new URLSearchParams(search);
  params.set(PARAM, outcome);
  return serialise(params);
}
