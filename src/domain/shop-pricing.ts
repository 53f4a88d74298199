import type { LineItem, ShopVariant } from '../generated/entities.gen';
import { discountCents, validForPanel, type DiscountTerms, type PanelLists } from './discount';

export type PurchaseOption = 'one_off' | 'subscription';

/** The ways a variant can be bought, in the order offered: one-off first. Unknown words are ignored. */
export function purchaseOptionsOf(variant: Pick<ShopVariant, 'purchase_options' | 'subscription_price_cents'>): PurchaseOption[] {
  const listed = variant.purchase_options ?? ['one_off'];
  const options: PurchaseOption[] = [];
  if (listed.includes('one_off')) options.push('one_off');
  if (listed.includes('subscription') && typeof variant.subscription_price_cents === 'number') options.push('subscription');
  return options;
}

/** Pence per item: the subscription price when subscribing (if the variant has one), else the one-off price. */
export function unitPriceCents(variant: Pick<ShopVariant, 'price_cents' | 'subscription_price_cents'>, option: PurchaseOption): number {
  const oneOff = Math.max(0, variant.price_cents ?? 0);
  if (option === 'subscription' && typeof variant.subscription_price_cents === 'number')
    return Math.max(0, variant.subscription_price_cents);
  return oneOff;
}

export type PricedLine = Pick<LineItem, 'price_cents' | 'quantity' | 'test_panel_id'>;

export function lineTotalCents(line: PricedLine): number {
  return Math.max(0, line.price_cents ?? 0) * Math.max(0, Math.trunc(line.quantity ?? 0));
}

export interface OrderTotals {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/**
 * The basket's sums in pence. A code takes off only from the lines it is valid for (SPEC section 5: a line
 * without a panel counts as panel "", so a code limited to some panels leaves it alone); the total never
 * falls below zero.
 */
export function orderTotals(lines: readonly PricedLine[], code: (DiscountTerms & PanelLists) | null): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  if (!code) return { subtotalCents, discountCents: 0, totalCents: subtotalCents };
  const eligible = lines
    .filter((line) => validForPanel(code, line.test_panel_id ?? ''))
    .reduce((sum, line) => sum + lineTotalCents(line), 0);
  const off = Math.min(discountCents(eligible, code), subtotalCents);
  return { subtotalCents, discountCents: off, totalCents: Math.max(0, subtotalCents - off) };
}

/**
 * The discount of `orderTotals` shared out over the lines, in pence, so each subscription can say what its first
 * payment is: in proportion to each eligible line's total, rounded down, with the pence left over going one each
 * to the lines with the largest remainders (the earlier line on a tie). The shares add up to the order's discount
 * exactly; a line the code is not valid for gets none.
 */
export function lineDiscountsCents(lines: readonly PricedLine[], code: (DiscountTerms & PanelLists) | null): number[] {
  const off = orderTotals(lines, code).discountCents;
  const eligible = lines.map((line) => (code && validForPanel(code, line.test_panel_id ?? '') ? lineTotalCents(line) : 0));
  const base = eligible.reduce((sum, total) => sum + total, 0);
  if (off === 0 || base === 0) return lines.map(() => 0);
  const exact = eligible.map((total) => (off * total) / base);
  const shares = exact.map(Math.floor);
  let left = off - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** What a subscription charges: the first payment (today's, after any discount) and each renewal after it. */
export interface SubscriptionPayments {
  firstPence: number;
  renewalPence: number;
  /** The first payment is less than a renewal: a discount code covers that payment only. */
  discountedFirst: boolean;
}

/**
 * A discount code is taken off the order it is applied to, so it covers a subscription's first payment only;
 * every renewal is charged at the full subscription price. Neither is ever below zero.
 */
export function subscriptionPayments(renewalPence: number, discountPence: number): SubscriptionPayments {
  const renewal = Math.max(0, renewalPence);
  const first = Math.max(0, renewal - Math.max(0, discountPence));
  return { firstPence: first, renewalPence: renewal, discountedFirst: first < renewal };
}
