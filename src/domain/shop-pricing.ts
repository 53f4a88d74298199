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
  if (option === 'subscription' && typeof variant.subscription_price_cents === 'number') return Math.max(0, variant.subscription_price_cents);
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
  const eligible = lines.filter((line) => validForPanel(code, line.test_panel_id ?? '')).reduce((sum, line) => sum + lineTotalCents(line), 0);
  const off = Math.min(discountCents(eligible, code), subtotalCents);
  return { subtotalCents, discountCents: off, totalCents: Math.max(0, subtotalCents - off) };
}
