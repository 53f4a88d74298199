// How a discount code is written (upper-cased, from a link's query): the guards apply it to every page's address,
// so it loads at startup; the pricing rules in discount.ts load with the pages that price an order.

/** Codes are looked up upper-cased (SPEC section 5). */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The code in the URL, unless it is missing, blank or the text "undefined" a broken link leaves behind. */
export function codeFromUrl(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' || trimmed === 'undefined' ? null : normaliseCode(trimmed);
}

const DISCOUNT_QUERY = 'discount_code';

/**
 * A link's query with its discount code in the one form the app uses (upper-cased; dropped when blank or
 * "undefined"), or null when it already is. Normalised once, on arrival, the banner, the cookie and the order
 * all show the same code.
 */
export function canonicalDiscountSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.has(DISCOUNT_QUERY)) return null;
  const raw = params.get(DISCOUNT_QUERY);
  const code = codeFromUrl(raw);
  if (code === raw && params.getAll(DISCOUNT_QUERY).length === 1) return null;
  if (code === null) params.delete(DISCOUNT_QUERY);
  else params.set(DISCOUNT_QUERY, code);
  const text = params.toString();
  return text ? `?${text}` : '';
}
