/**
 * The payment page sends the browser back to the URL the checkout session was given. A cancelled payment
 * returns to the page that started it (the basket, the funnel's Payment step) with this marker, so the page
 * can say so; a payment the bank declined returns to the same address with the marker saying it failed. The
 * page's own query (the funnel's, with its discount code) stays.
 */
const PARAM = 'checkout';

const OUTCOMES = ['cancelled', 'failed'] as const;
export type CheckoutOutcome = (typeof OUTCOMES)[number];

export function checkoutOutcome(search: string): CheckoutOutcome | null {
  const value = new URLSearchParams(search).get(PARAM);
  return OUTCOMES.find((outcome) => outcome === value) ?? null;
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

/** What a payment the bank was asked to confirm answered, and where the checkout said to go back to. */
export interface AnsweredIntent {
  status?: string | null;
  order_id?: string | null;
  /** The checkout's confirmation address once confirmed, its cancellation address once declined (server-set). */
  return_url?: string | null;
}

/**
 * Where the app goes once the person has answered their bank: back into the page that started the checkout (its
 * confirmation address if the payment went through, its cancellation address marked "failed" if not), else the
 * shop's own pages. Only the path and query of the address are used, so the answer can never leave the app.
 */
export function afterBankAnswer(
  intent: AnsweredIntent,
  confirmed: boolean,
  fallback: { paid: (orderId: string) => string; failed: string },
): string {
  const paid = confirmed && intent.status === 'succeeded';
  const back = appPath(intent.return_url);
  if (paid) return back === null ? fallback.paid(intent.order_id ?? '') : `${back.pathname}${back.search}`;
  const page = back ?? new URL(fallback.failed, 'http://app.invalid');
  return `${page.pathname}${withCheckoutOutcome(page.search, 'failed')}`;
}

function appPath(url: string | null | undefined): URL | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://app.invalid');
  } catch {
    return null;
  }
  // "//host" as a path would be read as another host by the history API.
  return parsed.pathname.startsWith('//') ? null : parsed;
}
