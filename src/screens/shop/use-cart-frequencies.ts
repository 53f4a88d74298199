import { useQueries } from '@tanstack/react-query';
import { productQuery } from '../../api/shop-catalogue-api';
import type { CartLine } from '../../api/shop-cart-api';
import type { ShopFrequency } from '../../generated/entities.gen';

export interface CartFrequencies {
  /** The frequencies this line's own variant is sold at: what its product page offers, and nothing else. */
  of(line: CartLine): readonly ShopFrequency[];
  /** Every subscription line's product has loaded, so its frequency and key terms can be shown. */
  ready: boolean;
  failed: boolean;
  retry(): void;
}

/** The frequencies each subscription line may switch to, from its product's variant (each product loaded once). */
export function useCartFrequencies(lines: readonly CartLine[]): CartFrequencies {
  const renewing = lines.filter((line) => line.frequency_id && line.product_id);
  const productIds = [...new Set(renewing.map((line) => String(line.product_id)))];
  const products = useQueries({ queries: productIds.map((id) => ({ ...productQuery(id), meta: { silent: true } })) });
  const of = (line: CartLine): readonly ShopFrequency[] => {
    const product = products[productIds.indexOf(String(line.product_id))]?.data;
    return product?.variants.find((variant) => variant.id === line.variant_id)?.frequencies ?? [];
  };
  return {
    of,
    ready: products.every((product) => product.status === 'success'),
    failed: products.some((product) => product.status === 'error'),
    retry: () => products.forEach((product) => void (product.status === 'error' && product.refetch())),
  };
}
