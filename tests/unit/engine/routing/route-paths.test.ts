import { describe, expect, it } from 'vitest';
import type { Route } from '../../../../src/generated/config-types.gen';
import { accessOf, flattenRoutes, mountedRoutesOf } from '../../../../src/engine/routing/flat-routes';
import { MissingRouteError, createPathFor, fillPath, queryString } from '../../../../src/engine/routing/path-for';

const tree = [
  { id: 'root', path: '/', access: 'public', layout: 'bare' },
  {
    id: 'shop',
    path: '/shop/',
    layout: 'funnel',
    children: [
      { id: 'shop-home', path: '' },
      { id: 'product', path: 'products/:id', access: 'public', children: [{ id: 'variant', path: ':variantId?' }] },
      { id: 'absolute', path: '/elsewhere', layout: 'default' },
    ],
  },
  { id: 'plain', path: '/plain' },
  {
    id: 'account',
    path: '/account',
    access: 'public',
    layout: 'bare',
    children: [
      { id: 'account-home', path: '' },
      {
        id: 'account-private',
        path: 'private',
        access: 'authenticated',
        layout: 'funnel',
        children: [{ id: 'account-item', path: ':item' }],
      },
    ],
  },
  { id: 'relative-top', path: 'relative' },
] as unknown as Route[];

const flat = flattenRoutes(tree);
const byId = (id: string) => flat.find((route) => route.id === id);

describe('flattening the route tree', () => {
  it.each<[string, string, string, string]>([
    ['root', '/', 'bare', 'public'],
    ['shop', '/shop/', 'funnel', 'authenticated'],
    ['shop-home', '/shop/', 'funnel', 'authenticated'],
    ['product', '/shop/products/:id', 'funnel', 'public'],
    ['variant', '/shop/products/:id/:variantId?', 'funnel', 'public'],
    ['absolute', '/elsewhere', 'default', 'authenticated'],
    ['plain', '/plain', 'default', 'authenticated'],
    // An index child is its parent's path exactly, with or without the parent's trailing slash.
    ['account', '/account', 'bare', 'public'],
    ['account-home', '/account', 'bare', 'public'],
    // The nearest ancestor decides, not the outermost one.
    ['account-private', '/account/private', 'funnel', 'authenticated'],
    ['account-item', '/account/private/:item', 'funnel', 'authenticated'],
    // A relative path at the top of the tree is below the root.
    ['relative-top', '/relative', 'default', 'authenticated'],
  ])('%s: path %s, layout %s (own, else nearest ancestor’s, else default), access %s (same rule)', (id, fullPath, layout, access) => {
    const route = byId(id);
    expect(route?.fullPath).toBe(fullPath);
    expect(route?.layout).toBe(layout);
    expect(route && accessOf(route)).toBe(access);
  });

  it('keeps the tree order and each route’s ancestors', () => {
    expect(flat.map((route) => route.id)).toEqual([
      'root',
      'shop',
      'shop-home',
      'product',
      'variant',
      'absolute',
      'plain',
      'account',
      'account-home',
      'account-private',
      'account-item',
      'relative-top',
    ]);
    expect(byId('variant')?.ancestors.map((route) => route.id)).toEqual(['shop', 'product']);
  });
});

describe('paths for route ids', () => {
  const pathFor = createPathFor(flat);

  it.each<[string, Record<string, string | undefined>, Record<string, string>, string]>([
    ['root', {}, {}, '/'],
    ['product', { id: 'a b/c' }, {}, '/shop/products/a%20b%2Fc'],
    ['variant', { id: '7' }, {}, '/shop/products/7'],
    ['variant', { id: '7', variantId: '' }, {}, '/shop/products/7'],
    ['variant', { id: '7', variantId: '9' }, { q: 'x y', z: '1' }, '/shop/products/7/9?q=x+y&z=1'],
  ])('%s with %j and %j is %s', (id, params, query, expected) => {
    expect(pathFor(id, params, query)).toBe(expected);
  });

  it('refuses an unknown route and a missing required parameter, saying which', () => {
    expect(() => pathFor('nope')).toThrow(new MissingRouteError('unknown route "nope"'));
    expect(() => pathFor('product', { id: '' })).toThrow(new MissingRouteError('route parameter "id" is missing for /shop/products/:id'));
    expect(() => fillPath('/a/:id', {})).toThrow(MissingRouteError);
  });

  it.each<[Record<string, string>, string]>([
    [{}, ''],
    [{ a: '1' }, '?a=1'],
    [{ redirectTo: '/x?y=1' }, '?redirectTo=%2Fx%3Fy%3D1'],
  ])('query %j is %s', (query, expected) => {
    expect(queryString(query)).toBe(expected);
  });

  // A parameter is a whole segment (as in the router): a colon elsewhere in a segment is text.
  it.each<[string, Record<string, string>, string]>([
    ['/a/:id', { id: 'x' }, '/a/x'],
    ['/a/b:id', { id: 'x' }, '/a/b:id'],
    ['/a/:id.json', { id: 'x' }, '/a/:id.json'],
    ['/a/:id?', {}, '/a'],
  ])('%s with %j is %s', (path, params, expected) => {
    expect(fillPath(path, params)).toBe(expected);
  });

  it('an empty path is the root', () => {
    expect(fillPath('', {})).toBe('/');
    expect(fillPath('/:opt?', {})).toBe('/');
  });
});

describe('mountedRoutesOf: one route per path', () => {
  const mounted = mountedRoutesOf(flattenRoutes(tree));
  it.each([
    ['a parent and its index child share a path: the child, the more specific entry, is mounted', '/account', 'account-home'],
    ['the same for a parent whose path ends in a slash', '/shop/', 'shop-home'],
    ['a path only one route has', '/plain', 'plain'],
  ])('%s', (_why, fullPath, id) => {
    expect(mounted.filter((flat) => flat.fullPath === fullPath).map((flat) => flat.id)).toEqual([id]);
  });

  it('keeps the config order of first appearance, and every distinct path once', () => {
    const paths = flattenRoutes(tree).map((flat) => flat.fullPath);
    expect(mounted.map((flat) => flat.fullPath)).toEqual([...new Set(paths)]);
  });
});
