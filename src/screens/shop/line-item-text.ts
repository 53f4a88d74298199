interface Named {
  product_name?: string | null;
  variant_name?: string | null;
}

/** "Vitamin D3 1000 IU, 60 capsules": a product with its variant, as the basket, orders and subscriptions name it. */
export function itemName(item: Named): string {
  return [item.product_name, item.variant_name].filter(Boolean).join(', ');
}

/** "2 × Vitamin D3 1000 IU, 60 capsules". */
export function quantityAndName(line: Named & { quantity: number }): string {
  return `${line.quantity} × ${itemName(line)}`;
}

/** Every line of an order on one line: "2 × Vitamin D3 …; 1 × Magnesium …". */
export function orderItemsText(lines: readonly (Named & { quantity: number })[]): string {
  return lines.map(quantityAndName).join('; ');
}
