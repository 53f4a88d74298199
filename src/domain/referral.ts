import type { DiscountTerms } from './discount';
import { formatPence } from './money';

/** The link a friend follows: the sign-up funnel with the person's code, which the app keeps for 30 days on arrival. */
export function referralLink(origin: string, joinPath: string, code: string): string {
  const url = new URL(joinPath, origin);
  url.searchParams.set('funnel', 'signUp');
  url.searchParams.set('discount_code', code);
  return url.href;
}

export type ReferralOffer =
  { kind: 'percentage'; percent: number; cap: string | null } | { kind: 'fixed'; amount: string } | { kind: 'unknown' };

/** What the friend's discount is worth, in words a person reads: percentages with their cap, fixed sums in pounds. */
export function referralOffer(terms: DiscountTerms | null): ReferralOffer {
  if (!terms || !Number.isFinite(terms.discount_amount) || terms.discount_amount <= 0) return { kind: 'unknown' };
  if (terms.discount_type === 'percentage') {
    const cap = terms.maximum_discount_cents ?? 0;
    return { kind: 'percentage', percent: terms.discount_amount, cap: cap > 0 ? formatPence(cap) : null };
  }
  return { kind: 'fixed', amount: formatPence(terms.discount_amount) };
}
