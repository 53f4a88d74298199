import { useQueries } from '@tanstack/react-query';
import { productQuery } from '../../api/shop-catalogue-api';
import type { CartLine } from '../../api/shop-cart-api';
import type { ShopFrequency } from '../../generated/entities.gen';

/** The frequencies each subscription line may switch to, from its product (loaded once per product). */
export function useCartFrequencies(lines: readonly CartLine[]): ShopFrequency[] {
  const productIds = [...new Set(lines.filter((line) => line.frequency_id && line.product_id).map((line) => String(line.product_id)))];
  const products = useQueries({ queries: productIds.map((id) => ({ ...productQuery(id), meta: { silent: true } })) });
  const all = products.flatMap((product) => product.data?.variants.flatMap((variant) => variant.frequencies) ?? []);
  return all.filter((frequency, index) => all.findIndex((other) => other.id === frequency.id) === index);
}
