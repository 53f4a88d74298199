import { describe, expect, it } from 'vitest';
import { itemName, orderItemsText, quantityAndName } from '../../../src/screens/shop/line-item-text';

describe('how the basket, orders and subscriptions name what was bought', () => {
  it.each([
    ['product and variant', { product_name: 'Vitamin D3 1000 IU', variant_name: '60 capsules' }, 'Vitamin D3 1000 IU, 60 capsules'],
    ['a product without a variant', { product_name: 'Omega-3 fish oil', variant_name: null }, 'Omega-3 fish oil'],
    ['nothing named', {}, ''],
  ])('%s', (_rule, item, named) => {
    expect(itemName(item)).toBe(named);
  });

  it("puts the quantity first and joins an order's lines with semicolons", () => {
    const lines = [
      { quantity: 2, product_name: 'Vitamin D3 1000 IU', variant_name: '60 capsules' },
      { quantity: 1, product_name: 'Magnesium glycinate' },
    ];
    expect(quantityAndName(lines[0] as (typeof lines)[0])).toBe('2 × Vitamin D3 1000 IU, 60 capsules');
    expect(orderItemsText(lines)).toBe('2 × Vitamin D3 1000 IU, 60 capsules; 1 × Magnesium glycinate');
  });
});
