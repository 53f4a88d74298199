import { isOwnReferralCode as ownReferralCodeError } from './discount';

// Names the checkout screens already import; new code should import ./discount and ./discount-state.
export { normaliseCode as normaliseDiscountCode, codeFromUrl as discountCodeFromUrl, validForPanel as isValidForPanel, discountCents, discountedPrice as discountedPriceCents } from './discount';

export function isOwnReferralCode(code: string, referralCode: string | null | undefined): boolean {
  return ownReferralCodeError(code, referralCode) !== null;
}

/** The shape the checkout hook keeps: it stores the rendered message rather than a message key. */
export type DiscountStatus = { state: 'idle' } | { state: 'validating'; code: string } | { state: 'applied'; code: string; error: boolean; message: string | null };
