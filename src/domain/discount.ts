import type { DiscountCode } from '../generated/entities.gen';
import type { MessageKey } from '../generated/messages.gen';
import { normaliseCode } from './discount-code';

export type DiscountTerms = Pick<DiscountCode, 'discount_type' | 'discount_amount' | 'maximum_discount_cents'>;
export type CodeExpiry = Pick<DiscountCode, 'expires_at'>;
export type PanelLists = Pick<DiscountCode, 'valid_test_panels' | 'invalid_test_panels'>;

type OwnReferralCodeError = Extract<MessageKey, 'error.ownReferralCode'>;

/** The error to show when someone enters their own referral code, else null. */
export function isOwnReferralCode(code: string, referralCode: string | null | undefined): OwnReferralCodeError | null {
  if (!referralCode || normaliseCode(referralCode) === '') return null;
  return normaliseCode(code) === normaliseCode(referralCode) ? 'error.ownReferralCode' : null;
}

/** Valid when both lists are empty, or the panel is in the valid list (if it has any) and not in the invalid list. */
export function validForPanel(code: PanelLists, panelId: string): boolean {
  const valid = code.valid_test_panels ?? [];
  return (valid.length === 0 || valid.includes(panelId)) && code.invalid_test_panels?.includes(panelId) !== true;
}

/** Pence taken off: a percentage capped by maximum_discount_cents when given, or a fixed amount already in pence. */
export function discountCents(priceCents: number, code: DiscountTerms): number {
  const price = Math.max(0, priceCents);
  const amount = Math.max(0, code.discount_amount);
  if (code.discount_type === 'fixed') return Math.min(Math.round(amount), price);
  const percentOff = Math.round((price * amount) / 100);
  const cap = code.maximum_discount_cents;
  const capped = typeof cap === 'number' ? Math.min(percentOff, Math.max(0, cap)) : percentOff;
  return Math.min(capped, price);
}

/** The price after the discount; never below zero, so an over-large discount shows as 0. */
export function discountedPrice(priceCents: number, code: DiscountTerms | null): number {
  const price = Math.max(0, priceCents);
  return code ? price - discountCents(price, code) : price;
}

/**
 * Whether a code has expired at `nowMs`: from the instant of its expires_at on (a code that expires at noon no
 * longer applies at noon). No date, or one that cannot be read, never expires.
 */
export function isExpired(code: CodeExpiry, nowMs: number): boolean {
  if (code.expires_at === null || code.expires_at === undefined) return false;
  const expiresMs = Date.parse(code.expires_at);
  return Number.isFinite(expiresMs) && expiresMs <= nowMs;
}

type CodeProblem = Extract<MessageKey, 'funnel.payment.codeExpired' | 'funnel.payment.codeNotForPanel'>;

/** Why a code that was found cannot be applied here (an expired code first: its date is what the person can act on), or null. */
export function codeProblem(code: CodeExpiry & PanelLists, panelId: string, nowMs: number): CodeProblem | null {
  if (isExpired(code, nowMs)) return 'funnel.payment.codeExpired';
  return validForPanel(code, panelId) ? null : 'funnel.payment.codeNotForPanel';
}
