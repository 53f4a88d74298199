import { describe, expect, it } from 'vitest';
import {
  resendReducer,
  verificationFailure,
  verificationReducer,
  type ResendEvent,
  type ResendStatus,
  type VerificationContinuation,
  type VerificationEvent,
  type VerificationStatus,
  verificationContinuation,
  verificationLinkQuery,
} from '../../../src/domain/email-verification';

describe('verificationReducer', () => {
  it.each<[VerificationStatus, VerificationEvent, VerificationStatus]>([
    ['INITIAL', { type: 'verify' }, 'VERIFYING'],
    ['VERIFYING', { type: 'verified' }, 'VERIFIED'],
    ['VERIFYING', { type: 'failed', status: 410 }, 'EXPIRED'],
    ['VERIFYING', { type: 'failed', status: 409 }, 'VERIFIED'],
    ['VERIFYING', { type: 'failed', status: 500 }, 'INITIAL'],
    ['VERIFYING', { type: 'failed', status: 422 }, 'INITIAL'],
    ['VERIFYING', { type: 'failed', status: 0 }, 'INITIAL'],
    ['EXPIRED', { type: 'verify' }, 'VERIFYING'],
    ['VERIFIED', { type: 'verify' }, 'VERIFIED'],
  ])('%s + %j -> %s', (before, event, after) => expect(verificationReducer(before, event)).toBe(after));
});

describe('verificationFailure', () => {
  it.each([
    [410, { status: 'EXPIRED', report: false, alreadyVerified: false }],
    [409, { status: 'VERIFIED', report: false, alreadyVerified: true }],
    [408, { status: 'INITIAL', report: true, alreadyVerified: false }],
    [411, { status: 'INITIAL', report: true, alreadyVerified: false }],
    [422, { status: 'INITIAL', report: true, alreadyVerified: false }],
    [500, { status: 'INITIAL', report: true, alreadyVerified: false }],
    [404, { status: 'INITIAL', report: true, alreadyVerified: false }],
    [0, { status: 'INITIAL', report: true, alreadyVerified: false }],
  ])('%i -> %j', (status, expected) => expect(verificationFailure(status)).toEqual(expected));
});

describe('resendReducer', () => {
  it.each<[ResendStatus, ResendEvent, ResendStatus]>([
    ['INITIAL', { type: 'send' }, 'SENDING'],
    ['SENDING', { type: 'sent' }, 'SENT'],
    ['SENDING', { type: 'failed' }, 'ERROR'],
    ['ERROR', { type: 'send' }, 'SENDING'],
    ['SENT', { type: 'send' }, 'SENDING'],
  ])('%s + %j -> %s', (before, event, after) => expect(resendReducer(before, event)).toBe(after));
});

describe('verificationLinkQuery: the emailed link carries the funnel back', () => {
  it.each<[string, string, string]>([
    ['c1', '?funnel=signUp&type=oneOff&product=baseline', '?funnel=signUp&type=oneOff&product=baseline&code=c1'],
    ['c1', 'funnel=signUp', '?funnel=signUp&code=c1'],
    ['c2', '?funnel=survey&code=old', '?funnel=survey&code=c2'],
    ['c1', '', '?code=c1'],
    ['a&b', '?funnel=signUp', '?funnel=signUp&code=a%26b'],
    [
      'c1',
      '?redirectTo=https%3A%2F%2Fapp.example%2Fx%23y&funnel=signUp',
      '?redirectTo=https%3A%2F%2Fapp.example%2Fx%23y&funnel=signUp&code=c1',
    ],
  ])('code %j with %j -> %j', (code, query, expected) => expect(verificationLinkQuery(code, query)).toBe(expected));
});

describe('verificationContinuation: Continue after verifying', () => {
  it.each<[string, boolean, VerificationContinuation]>([
    [
      '?code=c1&funnel=signUp&type=oneOffToSubscription&product=baseline&discount_code=SPRING10',
      true,
      { route: 'join-payment', query: { funnel: 'signUp', type: 'oneOffToSubscription', product: 'baseline', discount_code: 'SPRING10' } },
    ],
    ['?code=c1&funnel=survey', false, { route: 'join-payment', query: { funnel: 'survey' } }],
    [
      '?funnel=signUp&type=retail&test=essential&code=c1',
      false,
      { route: 'join-payment', query: { funnel: 'signUp', type: 'retail', test: 'essential' } },
    ],
    ['?code=c1', true, { route: 'join-payment', query: {} }],
    ['?code=c1', false, { route: 'survey-recommendations', query: {} }],
    ['', false, { route: 'survey-recommendations', query: {} }],
    ['?code=c1&type=oneOff', false, { route: 'survey-recommendations', query: {} }],
    ['?funnel=signUp&type=oneOff&type=retail&code=c1', false, { route: 'join-payment', query: { funnel: 'signUp', type: 'oneOff' } }],
  ])('%j (funnel step %s) -> %j', (search, inFunnelStep, expected) =>
    expect(verificationContinuation(search, inFunnelStep)).toEqual(expected),
  );
});
