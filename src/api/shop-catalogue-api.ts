import { queryOptions } from '@tanstack/react-query';
import type { ShopFrequency, ShopProduct, ShopVariant } from '../generated/entities.gen';
import { getCollection, getResource } from './client';
import { queryKeys } from './query-keys';

export type CatalogueVariant = Omit<ShopVariant, 'frequencies'> & { frequencies: ShopFrequency[] };
export type CatalogueProduct = Omit<ShopProduct, 'variants'> & { name: string; variants: CatalogueVariant[] };

function withVariants(product: ShopProduct): CatalogueProduct {
  const variants = (product.variants ?? []).map((variant) => ({ ...variant, frequencies: variant.frequencies ?? [] }));
  return { ...product, name: product.name ?? '', variants };
}

/** GET /v1/shop/products/{id} with its variants and their frequencies. */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.shopProduct(id),
    queryFn: async () =>
      withVariants(
        (await getResource<ShopProduct>(`/v1/shop/products/${encodeURIComponent(id)}`, {
          include: 'variants,variants.frequencies',
        })) as ShopProduct,
      ),
  });

/** GET /v1/shop/products of one category (SPEC section 9 ids), in display order. */
export const productsQuery = (category: number) =>
  queryOptions({
    queryKey: queryKeys.shopProducts(category),
    queryFn: async () =>
      (await getCollection<ShopProduct>('/v1/shop/products', { 'filter[category_id]': category, include: 'variants' })).map((product) =>
        withVariants(product as ShopProduct),
      ),
  });
