import type { DiscountCode } from '../generated/entities.gen';

/** Codes are looked up upper-cased (SPEC section 5). */
export function normaliseDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The code in the URL, unless it is missing, blank or the text "undefined" a broken link leaves behind. */
export function discountCodeFromUrl(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' || trimmed === 'undefined' ? null : normaliseDiscountCode(trimmed);
}

export function isOwnReferralCode(code: string, referralCode: string | null | undefined): boolean {
  return !!referralCode && normaliseDiscountCode(code) === normaliseDiscountCode(referralCode);
}

/** Valid for a panel when both lists are empty, or it is in the valid list (if any) and not in the invalid list. */
export function isValidForPanel(code: Pick<DiscountCode, 'valid_test_panels' | 'invalid_test_panels'>, panelId: string): boolean {
  const valid = code.valid_test_panels ?? [];
  const invalid = code.invalid_test_panels ?? [];
  if (valid.length === 0 && invalid.length === 0) return true;
  return (valid.length === 0 || valid.includes(panelId)) && !invalid.includes(panelId);
}

/** Pence off: a percentage capped by maximum_discount_cents when given, or a fixed amount in pence. */
export function discountCents(priceCents: number, code: Pick<DiscountCode, 'discount_type' | 'discount_amount' | 'maximum_discount_cents'>): number {
  const raw = code.discount_type === 'percentage' ? Math.round((priceCents * code.discount_amount) / 100) : Math.round(code.discount_amount);
  const capped = code.discount_type === 'percentage' && typeof code.maximum_discount_cents === 'number' ? Math.min(raw, code.maximum_discount_cents) : raw;
  return Math.max(0, Math.min(capped, priceCents));
}

/** The price after the discount, never below zero. */
export function discountedPriceCents(priceCents: number, code: Pick<DiscountCode, 'discount_type' | 'discount_amount' | 'maximum_discount_cents'> | null): number {
  return code ? Math.max(0, priceCents - discountCents(priceCents, code)) : priceCents;
}

/** validating, then applied with error true or false; removing the code resets it (SPEC section 4). */
export type DiscountStatus = { state: 'idle' } | { state: 'validating'; code: string } | { state: 'applied'; code: string; error: boolean; message: string | null };
