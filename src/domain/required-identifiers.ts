/**
 * SPEC section 5, "Required identifiers": creating a line item needs order_id and variant_id, updating one
 * line_item_id and order_id, checkout and completion order_id. The first blank one, by name, else null.
 */
export function blankIdentifier(values: Readonly<Record<string, string | null | undefined>>): string | null {
  for (const [name, value] of Object.entries(values)) if ((value ?? '').trim() === '') return name;
  return null;
}
