import { describe, expect, it } from 'vitest';
import { DETAILS_SEEN, funnelPosition, withDetailsSeen } from '../../../../src/engine/routing/funnel-steps';
import { importantInformationForm } from '../../../../src/generated/forms/important-information.gen';
import { userAttributionForm } from '../../../../src/generated/forms/user-attribution.gen';
import { route } from './routing-fixtures';

const SEEN = ['account', 'verify', 'payment'];
const THROUGH_DETAILS = ['account', 'verify', 'details', 'payment'];

describe('sign-up funnel breadcrumb: the steps the person sees', () => {
  it.each([
    // Verify continues straight to Payment; the details step redirects out (SPEC 2), so it is not counted.
    ['join-account', '', { step: 'account', steps: SEEN, number: 1, total: 3 }],
    ['join-verify', '?funnel=signUp&code=abc', { step: 'verify', steps: SEEN, number: 2, total: 3 }],
    ['join-payment', '?funnel=signUp&type=oneOff', { step: 'payment', steps: SEEN, number: 3, total: 3 }],
    ['join-payment', '?funnel=signUp&checkout=failed', { step: 'payment', steps: SEEN, number: 3, total: 3 }],
    // The pages the marketing site's details step returns to, and Payment after them.
    ['join-important-information', '?funnel=signUp', { step: 'details', steps: THROUGH_DETAILS, number: 3, total: 4 }],
    ['join-user-attribution', '?funnel=signUp&via=details', { step: 'details', steps: THROUGH_DETAILS, number: 3, total: 4 }],
    ['join-payment', '?funnel=signUp&via=details', { step: 'payment', steps: THROUGH_DETAILS, number: 4, total: 4 }],
    ['join-payment', '?via=somewhere', { step: 'payment', steps: SEEN, number: 3, total: 3 }],
    ['join-payment-confirmation', '?via=details', null],
    ['settings', '', null],
    // No route matched (the not-found page): no breadcrumb.
    [undefined, '', null],
  ])('%s%s -> %j', (routeId, search, expected) => {
    expect(funnelPosition(routeId === undefined ? undefined : route(routeId), search)).toEqual(expected);
  });

  it('counts up by one from each step to the next and keeps its total, along each path the app takes', () => {
    const walks = [
      // Verify's Continue.
      {
        first: 1,
        pages: [
          ['join-account', ''],
          ['join-verify', ''],
          ['join-payment', ''],
        ],
      },
      // Back from the marketing site's details step, on through its pages' Continue.
      {
        first: 3,
        pages: [
          ['join-important-information', ''],
          ['join-user-attribution', '?via=details'],
          ['join-payment', '?via=details'],
        ],
      },
      // ...or the Skip link.
      {
        first: 3,
        pages: [
          ['join-user-attribution', ''],
          ['join-payment', withDetailsSeen('')],
        ],
      },
    ] as const;
    for (const walk of walks) {
      const positions = walk.pages.map(([id, search]) => funnelPosition(route(id), search));
      const steps = positions.filter((position, index) => index === 0 || position?.step !== positions[index - 1]?.step);
      expect(steps.map((position) => position?.number)).toEqual(steps.map((_position, index) => walk.first + index));
      expect(new Set(positions.map((position) => position?.total)).size).toBe(1);
    }
  });

  it('the details pages move on with the query that keeps the step counted', () => {
    for (const form of [importantInformationForm, userAttributionForm])
      expect(form.submit.onSuccess?.query).toEqual({ [DETAILS_SEEN.name]: DETAILS_SEEN.value });
    expect(withDetailsSeen('?funnel=signUp&type=oneOff')).toBe('?funnel=signUp&type=oneOff&via=details');
    expect(withDetailsSeen('?via=details')).toBe('?via=details');
  });
});
