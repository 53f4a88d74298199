import fc from 'fast-check';
import { matchRoutes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { candidateRoutes, pathnameFirstSegment, patternFirstSegment } from '../../../../src/engine/routing/first-segment';
import { mountedRoutes } from '../../../../src/app-router/app-routes';

const routes = mountedRoutes().map((flat) => ({ id: flat.id, path: flat.fullPath, firstSegment: patternFirstSegment(flat.fullPath) }));

/** The route and parameters react-router picks from every route, and from the candidates alone. */
const pickedFrom = (from: readonly (typeof routes)[number][], pathname: string) => {
  const match = matchRoutes([...from], pathname)?.at(-1);
  return match ? { id: match.route.id, params: match.params } : null;
};

describe('patternFirstSegment', () => {
  it.each([
    ['/results/:testcycle/:analyte', 'results'],
    ['/Shop/products/:id', 'shop'],
    ['/', ''],
    ['', ''],
    ['/*', null],
    ['*', null],
    ['/:lang/settings', null],
    ['/en?/settings', null],
    ['results/x', 'results'],
  ])('%s -> %s', (pattern, first) => expect(patternFirstSegment(pattern)).toBe(first));
});

describe('pathnameFirstSegment', () => {
  it.each([
    ['/results/cycle/CHOL', 'results'],
    ['/RESULTS', 'results'],
    ['/', ''],
    ['', ''],
    ['//results', ''],
    ['/%72esults/x', 'results'],
    ['/sh%6Fp/products/a', 'shop'],
    // react-router matches the raw pathname when any segment cannot be decoded.
    ['/%72esults/%E0%A4%A', '%72esults'],
    ['/%zz', '%zz'],
  ])('%s -> %s', (pathname, first) => expect(pathnameFirstSegment(pathname)).toBe(first));
});

describe('candidateRoutes', () => {
  // react-router warns of each pathname it cannot decode; those pathnames are asked on purpose here.
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('keeps the dynamic routes and those of the first segment, in their order', () => {
    const picked = candidateRoutes(routes, '/results/cycle-results-1/CHOL');
    expect(picked.length).toBeLessThan(10);
    expect(picked.map((route) => route.firstSegment).every((first) => first === null || first === 'results')).toBe(true);
    expect(picked.map((route) => routes.indexOf(route))).toEqual([...picked.map((route) => routes.indexOf(route))].sort((a, b) => a - b));
  });

  it.each([
    '/results/cycle-results-1/CHOL',
    '/Results/cycle-results-1/CHOL',
    '/%72esults/cycle-results-1/CHOL',
    '/shop/products/vitamin-d3',
    '/settings',
    '/settings/',
    '/',
    '//',
    '/not-a-page',
    '/new-health-plan/plans/plan-1/3',
    '/health-profile-survey/recommendations',
    '/partner/acme/welcome',
    '/%E0%A4%A',
  ])('%s: react-router picks the same route and parameters from the candidates as from every route', (pathname) => {
    expect(pickedFrom(candidateRoutes(routes, pathname), pathname)).toEqual(pickedFrom(routes, pathname));
  });

  it('picks as matching every route does, for pathnames built from the routes and from noise', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9%._~-]{0,12}$/);
    const fromRoute = fc
      .tuple(
        fc.constantFrom(...routes.map((route) => route.path)),
        fc.array(word, { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        fc.boolean(),
      )
      .map(([path, words, upper, trailing]) => {
        let index = 0;
        const filled = path.replace(/:[\w]+\??|\*/g, () => words[index++ % words.length] ?? 'x');
        return `${upper ? filled.toUpperCase() : filled}${trailing ? '/' : ''}`;
      });
    const noise = fc.array(word, { minLength: 0, maxLength: 4 }).map((segments) => `/${segments.join('/')}`);
    fc.assert(
      fc.property(fc.oneof(fromRoute, noise), (pathname) => {
        expect(pickedFrom(candidateRoutes(routes, pathname), pathname)).toEqual(pickedFrom(routes, pathname));
      }),
      { numRuns: 1000 },
    );
  });
});
