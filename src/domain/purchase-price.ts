import { discountCents, type DiscountTerms } from './discount';

export interface PurchasePrice {
  /** The panel's price before any code, in pence. */
  subtotal: number;
  /** Pence a code takes off. */
  discount: number;
  /** What is paid now, never below zero. */
  total: number;
}

/**
 * The sign-up funnel's price of one panel with an applied code: the Payment step shows it and the server charges
 * it, from this one rule, so what a person is shown is what they pay and a browser cannot name its own price.
 */
export function purchasePrice(pricePence: number, code: DiscountTerms | null): PurchasePrice {
  const subtotal = Math.max(0, pricePence);
  const discount = code ? discountCents(subtotal, code) : 0;
  return { subtotal, discount, total: subtotal - discount };
}
