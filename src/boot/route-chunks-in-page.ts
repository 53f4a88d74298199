/**
 * The attribute the host gives the route's own chunks it names in index.html (`<link rel="modulepreload">`): the
 * page's code is then on its way from the start, and the app need not import it to start fetching it.
 */
export const ROUTE_CHUNK_ATTRIBUTE = 'data-route-chunk';

/** Whether index.html, as the host served it, already fetches the first route's chunks. */
export function routeChunksInPage(page: Pick<Document, 'querySelector'>): boolean {
  return page.querySelector(`link[rel="modulepreload"][${ROUTE_CHUNK_ATTRIBUTE}]`) !== null;
}
