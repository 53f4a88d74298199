import { describe, expect, it } from 'vitest';
import { parseOnboardingQuery } from '../../../src/domain/onboarding-query';
import {
  cancelDestination,
  cancelDestinationName,
  type CancelDestination,
  type CancelDestinationName,
} from '../../../src/domain/signup-cancel';
import { appConfig } from '../../../src/generated/app-config.gen';
import { messages } from '../../../src/generated/messages.gen';

const q = (search: string) => parseOnboardingQuery(new URLSearchParams(search));

describe('cancelDestinationName by type, funnel and referrer', () => {
  it.each<[string, CancelDestinationName]>([
    ['type=retail', 'testPage'],
    ['type=retail&funnel=survey&referrer=supplements&product=p1', 'testPage'],
    ['funnel=survey', 'bloodTestRecommendations'],
    ['funnel=survey&referrer=supplements&shop_products=1-2-3', 'bloodTestRecommendations'],
    ['referrer=supplements', 'supplements'],
    ['shop_products=1-2-3', 'supplements'],
    ['shop_products=broken', 'home'],
    ['referrer=supplements&product=p1', 'supplements'],
    ['funnel=signUp&referrer=supplements', 'supplements'],
    ['product=baseline', 'productPage'],
    ['type=oneOff&product=baseline', 'productPage'],
    ['type=oneOffToSubscription&product=baseline', 'productPage'],
    ['referrer=kit&product=baseline', 'productPage'],
    ['funnel=signUp', 'home'],
    ['referrer=kit', 'home'],
    ['type=subscription', 'home'],
    ['', 'home'],
  ])('?%s -> %s', (search, expected) => expect(cancelDestinationName(q(search))).toBe(expected));

  it('names real external destinations', () => {
    for (const name of ['productPage', 'testPage', 'bloodTestRecommendations', 'supplements'] as const) {
      expect(appConfig.externalDestinations[name]).toBeTruthy();
    }
  });

  it('belongs to the spec prompt', () => {
    expect([messages['signup.cancel.prompt'], messages['signup.cancel.confirm'], messages['signup.cancel.stay']]).toEqual([
      'Are you sure you want to cancel your purchase?',
      'Cancel purchase',
      'Stay in checkout',
    ]);
  });
});

describe('cancelDestination: known products and tests only', () => {
  it.each<[string, CancelDestination]>([
    ['type=retail&test=essential', { external: 'testPage', segment: 'essential' }],
    ['type=retail&test=t1', { external: 'testPage' }],
    ['type=retail', { external: 'testPage' }],
    ['funnel=survey', { external: 'bloodTestRecommendations' }],
    ['funnel=survey&product=baseline&test=essential', { external: 'bloodTestRecommendations' }],
    ['shop_products=1-2-3', { external: 'supplements' }],
    ['referrer=supplements&product=baseline', { external: 'supplements' }],
    ['type=retail&product=baseline', { external: 'testPage' }],
    ['product=baseline&test=essential', { external: 'productPage', segment: 'baseline' }],
    ['product=baseline', { external: 'productPage', segment: 'baseline' }],
    ['product=general-health', { external: 'productPage', segment: 'general-health' }],
    ['product=Baseline', { external: 'productPage' }],
    ['', { route: 'root' }],
  ])('?%s -> %j', (search, expected) => expect(cancelDestination(q(search))).toStrictEqual(expected));

  it.each([
    ['path traversal to logout', 'product=x%2F..%2F..%2F..%2F..%2Flogout'],
    ['raw traversal', 'product=../../logout'],
    ['another host', 'product=%2F%2Fevil.example'],
    ['a query of its own', 'product=baseline%3Fredirect%3Devil'],
    ['a fragment', 'product=baseline%23x'],
    ['backslash', 'product=..%5Clogout'],
    ['retail test traversal', 'type=retail&test=..%2F..%2Flogout'],
    ['encoded known value', 'product=base%6Cine%2F'],
  ])('%s: the plain destination, no value in the path', (_, search) => {
    const destination = cancelDestination(q(search));
    expect('segment' in destination ? destination.segment : undefined).toBeUndefined();
  });

  it('accepts exactly the core panels of app.yaml', () => {
    for (const panel of appConfig.constants.corePanels)
      expect(cancelDestination(q(`product=${panel.id}`))).toEqual({ external: 'productPage', segment: panel.id });
    expect(cancelDestination(q('product=mystery'), ['mystery'])).toEqual({ external: 'productPage', segment: 'mystery' });
  });
});
