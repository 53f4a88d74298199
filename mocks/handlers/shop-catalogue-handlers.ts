import { http } from 'msw';
import { readDb } from '../db/store';
import { documentResponse, notFound, unauthorized } from '../json-api-responses';
import { currentUser } from '../serializers';
import { productResources } from '../shop-serializers';

const includeOf = (url: URL) =>
  new Set(
    (url.searchParams.get('include') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

function unique<T extends { type: string; id: string }>(resources: T[]): T[] {
  return resources.filter(
    (resource, index) => resources.findIndex((other) => other.type === resource.type && other.id === resource.id) === index,
  );
}

export const shopCatalogueHandlers = [
  http.get('*/v1/shop/products', async ({ request }) => {
    const db = await readDb();
    if (!currentUser(db)) return unauthorized();
    const url = new URL(request.url);
    const category = url.searchParams.get('filter[category_id]');
    const products = db.shopProducts
      .filter((product) => product.live && (category === null || String(product.category_id) === category))
      .sort((a, b) => a.order - b.order);
    const resources = products.map((product) => productResources(db, product, includeOf(url)));
    return documentResponse(
      resources.map(({ data }) => data),
      unique(resources.flatMap(({ included }) => included)),
    );
  }),

  /** A product that is not on sale is not found, as the real API answers (SPEC section 8: the not-found page). */
  http.get('*/v1/shop/products/:id', async ({ params, request }) => {
    const db = await readDb();
    if (!currentUser(db)) return unauthorized();
    const product = db.shopProducts.find((candidate) => (candidate.id === params.id || candidate.slug === params.id) && candidate.live);
    if (!product) return notFound('Product');
    const { data, included } = productResources(db, product, includeOf(new URL(request.url)));
    return documentResponse(data, unique(included));
  }),
];
