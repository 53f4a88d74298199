import type { MessageKey } from '../generated/messages.gen';

export type QuantityCheck =
  | { ok: true; quantity: number }
  | { ok: false; reason: Extract<MessageKey, 'shop.quantity.whole' | 'shop.quantity.min' | 'shop.quantity.max'>; max: number | null };

const WHOLE = /^\d+$/;

/**
 * What a person typed in a quantity box: a whole number from 1 to max_items (no upper bound when the
 * variant has none). 0, a negative, a decimal or text is refused with the reason to show.
 */
export function checkQuantity(typed: string, maxItems: number | null | undefined): QuantityCheck {
  // No upper bound when the variant has none, or none that makes sense (0, negative).
  const max = Math.max(0, maxItems ?? 0) || null;
  const text = typed.trim();
  if (text.startsWith('-')) return { ok: false, reason: 'shop.quantity.min', max };
  if (!WHOLE.test(text)) return { ok: false, reason: 'shop.quantity.whole', max };
  const quantity = Number(text);
  if (quantity < 1) return { ok: false, reason: 'shop.quantity.min', max };
  if (max !== null && quantity > max) return { ok: false, reason: 'shop.quantity.max', max };
  return { ok: true, quantity };
}
