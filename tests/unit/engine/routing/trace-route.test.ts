import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideRoute, traceRoute, type GuardStep, type RouteTrace } from '../../../../src/engine/routing/decide-route';
import {
  SITE,
  context,
  route,
  routes,
  signedOut,
  unverifiedAtWindow,
  unverifiedNew,
  unverifiedOld,
  verified,
  type ContextOverrides,
} from './routing-fixtures';

const WINDOW = 48;
const referrerKit = { '==': [{ var: 'query.referrer' }, 'kit'] };
const hasCode = { '!!': { var: 'query.code' } };
const accountPagesFlag = { var: 'flags.externalAccountPages' };

function wall(session: { emailVerified: boolean; hoursSinceCreated: number }, decides: boolean, exempt = false): GuardStep {
  return {
    guard: 'verification-wall',
    exempt,
    emailVerified: session.emailVerified,
    hoursSinceCreated: session.hoursSinceCreated,
    windowHours: WINDOW,
    decides,
  };
}

describe('the decision trace of the guard chain', () => {
  it.each<[string, string, ContextOverrides, RouteTrace]>([
    [
      'signed out on a route that needs a session: the session guard sends them to log in',
      'your-orders',
      { session: signedOut, pathname: '/your-orders', query: { page: '2' } },
      {
        decision: { kind: 'redirect', location: '/login?redirectTo=%2Fyour-orders%3Fpage%3D2', reason: 'login' },
        steps: [{ guard: 'session', access: 'authenticated', publicWhen: undefined, authenticated: false, decides: true }],
      },
    ],
    [
      'signed out on a public route: every check passes and it renders',
      'logout',
      { session: signedOut },
      {
        decision: { kind: 'render' },
        steps: [
          { guard: 'session', access: 'public', publicWhen: undefined, authenticated: false, decides: false },
          wall(signedOut, false, true),
        ],
      },
    ],
    [
      'signed out where publicWhen holds: the route opens, the condition and its value recorded',
      'sample-collection-guide',
      { session: signedOut, query: { referrer: 'kit' } },
      {
        decision: { kind: 'render' },
        steps: [
          {
            guard: 'session',
            access: 'authenticated',
            publicWhen: { condition: referrerKit, holds: true, values: [{ name: 'query.referrer', value: 'kit' }] },
            authenticated: false,
            decides: false,
          },
          wall(signedOut, false),
        ],
      },
    ],
    [
      'signed out where publicWhen does not hold: log in, with the value that failed it',
      'sample-collection-guide',
      { session: signedOut, pathname: '/sample-collection-guide' },
      {
        decision: { kind: 'redirect', location: '/login?redirectTo=%2Fsample-collection-guide', reason: 'login' },
        steps: [
          {
            guard: 'session',
            access: 'authenticated',
            publicWhen: { condition: referrerKit, holds: false, values: [{ name: 'query.referrer', value: null }] },
            authenticated: false,
            decides: true,
          },
        ],
      },
    ],
    [
      'signed in, publicWhen is still checked and recorded',
      'verify-email',
      { session: verified },
      {
        decision: { kind: 'render' },
        steps: [
          {
            guard: 'session',
            access: 'authenticated',
            publicWhen: { condition: hasCode, holds: false, values: [{ name: 'query.code', value: null }] },
            authenticated: true,
            decides: false,
          },
          wall(verified, false, true),
        ],
      },
    ],
    [
      'unverified past the window: the wall decides',
      'your-orders',
      { session: unverifiedOld },
      {
        decision: { kind: 'redirect', location: '/verify-email', reason: 'verification-wall' },
        steps: [
          { guard: 'session', access: 'authenticated', publicWhen: undefined, authenticated: true, decides: false },
          wall(unverifiedOld, true),
        ],
      },
    ],
    [
      'unverified exactly at the window: the wall decides',
      'your-orders',
      { session: unverifiedAtWindow },
      {
        decision: { kind: 'redirect', location: '/verify-email', reason: 'verification-wall' },
        steps: [
          { guard: 'session', access: 'authenticated', publicWhen: undefined, authenticated: true, decides: false },
          wall(unverifiedAtWindow, true),
        ],
      },
    ],
    [
      'unverified within the window: the redirects are checked, none holds, it renders',
      'your-orders',
      { session: unverifiedNew, flags: { externalAccountPages: false } },
      {
        decision: { kind: 'render' },
        steps: [
          { guard: 'session', access: 'authenticated', publicWhen: undefined, authenticated: true, decides: false },
          wall(unverifiedNew, false),
          {
            guard: 'redirect',
            index: 0,
            redirect: route('your-orders').route.redirects?.[0] as never,
            check: { condition: accountPagesFlag, holds: false, values: [{ name: 'flags.externalAccountPages', value: false }] },
            decides: false,
          },
        ],
      },
    ],
    [
      'unverified past the window on an exempt route: the exemption recorded, nothing decides',
      'join-verify',
      { session: unverifiedOld },
      {
        decision: { kind: 'render' },
        steps: [
          { guard: 'session', access: 'public', publicWhen: undefined, authenticated: true, decides: false },
          wall(unverifiedOld, false, true),
        ],
      },
    ],
    [
      'a flag turns a redirect on: it decides, with the flag’s value',
      'your-orders',
      { flags: { externalAccountPages: true } },
      {
        decision: { kind: 'external', url: `${SITE}/your-orders`, reason: 'redirect' },
        steps: [
          { guard: 'session', access: 'authenticated', publicWhen: undefined, authenticated: true, decides: false },
          wall(verified, false),
          {
            guard: 'redirect',
            index: 0,
            redirect: route('your-orders').route.redirects?.[0] as never,
            check: { condition: accountPagesFlag, holds: true, values: [{ name: 'flags.externalAccountPages', value: true }] },
            decides: true,
          },
        ],
      },
    ],
  ])('%s', (_, routeId, overrides, expected) => {
    expect(traceRoute(route(routeId), context(overrides))).toEqual(expected);
  });

  it('checks redirects in order and stops at the first that holds', () => {
    const trace = traceRoute(route('ShopProduct'), context({ params: { id: 'vitamin-d' } }));
    const redirects = trace.steps.filter((step) => step.guard === 'redirect');
    expect(redirects.map((step) => [step.index, step.check.holds, step.decides])).toEqual([
      [0, false, false],
      [1, false, false],
      [2, true, true],
    ]);
    expect(redirects[2]?.check.values).toEqual([{ name: 'params.id', value: 'vitamin-d' }]);
  });
});

describe('the trace and the real decision never disagree', () => {
  const session = fc.record({
    authenticated: fc.boolean(),
    emailVerified: fc.boolean(),
    hoursSinceCreated: fc.integer({ min: 0, max: 200 }),
  });
  const overrides = fc.record({
    session,
    query: fc.dictionary(
      fc.constantFrom('referrer', 'code', 'redirect', 'discount_code', 'redirectTo'),
      fc.constantFrom('kit', 'false', 'x', ''),
    ),
    params: fc.record({
      id: fc.constantFrom('vitamin-d', 'magnesium', 'baseline', 'women-health'),
      testcycle: fc.constant('c1'),
      slug: fc.constant('acme'),
    }),
    flags: fc.dictionary(
      fc.constantFrom('externalAccountPages', 'externalResultsUpload', 'externalHubArticles', 'externalWomensHealthQuestionnaire'),
      fc.boolean(),
    ),
  });
  it('for every route and context: the same decision, decided by the last step and only by it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...routes), overrides, (flat, given) => {
        const routing = context(given);
        const trace = traceRoute(flat, routing);
        expect(trace.decision).toEqual(decideRoute(flat, routing));
        const deciders = trace.steps.filter((step) => step.decides);
        expect(deciders.length).toBe(trace.decision.kind === 'render' ? 0 : 1);
        if (deciders.length === 1) expect(trace.steps.at(-1)).toBe(deciders[0]);
      }),
      { numRuns: 500 },
    );
  });
});
