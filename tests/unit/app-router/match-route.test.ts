import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../src/app-router/match-route';

// The answers are remembered per pathname: asking again, or after many other pathnames, must answer the same.
describe('matchRoute', () => {
  it.each([
    ['/settings', '/settings', {}],
    ['/results/cycle-results-1/CHOL', '/results/:testcycle/:analyte', { testcycle: 'cycle-results-1', analyte: 'CHOL' }],
    ['/shop/products/vitamin-d3', '/shop/products/:id', { id: 'vitamin-d3' }],
    ['/not-a-page', '/*', { '*': 'not-a-page' }],
  ])('%s is %s, asked again and after twenty other pathnames', (pathname, pattern, params) => {
    expect(matchRoute(pathname)?.flat.fullPath).toBe(pattern);
    for (let index = 0; index < 20; index += 1) matchRoute(`/shop/products/product-${index}`);
    const again = matchRoute(pathname);
    expect(again?.flat.fullPath).toBe(pattern);
    expect(again?.params).toEqual(params);
  });

  it('tells paths with different parameters apart', () => {
    expect(matchRoute('/shop/products/a')?.params).toEqual({ id: 'a' });
    expect(matchRoute('/shop/products/b')?.params).toEqual({ id: 'b' });
    expect(matchRoute('/shop/products/a')?.params).toEqual({ id: 'a' });
  });
});
