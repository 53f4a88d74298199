import { describe, expect, it } from 'vitest';
import {
  resendReducer,
  verificationFailure,
  verificationReducer,
  type ResendEvent,
  type ResendStatus,
  type VerificationEvent,
  type VerificationStatus,
} from '../../../src/domain/email-verification';

describe('verificationReducer', () => {
  it.each<[VerificationStatus, VerificationEvent, VerificationStatus]>([
    ['INITIAL', { type: 'verify' }, 'VERIFYING'],
    ['VERIFYING', { type: 'verified' }, 'VERIFIED'],
    ['VERIFYING', { type: 'failed', status: 410 }, 'EXPIRED'],
    ['VERIFYING', { type: 'failed', status: 500 }, 'INITIAL'],
    ['VERIFYING', { type: 'failed', status: 422 }, 'INITIAL'],
    ['VERIFYING', { type: 'failed', status: 0 }, 'INITIAL'],
    ['EXPIRED', { type: 'verify' }, 'VERIFYING'],
    ['VERIFIED', { type: 'verify' }, 'VERIFIED'],
  ])('%s + %j -> %s', (before, event, after) => expect(verificationReducer(before, event)).toBe(after));
});

describe('verificationFailure', () => {
  it.each([
    [410, { status: 'EXPIRED', report: false }],
    [500, { status: 'INITIAL', report: true }],
    [404, { status: 'INITIAL', report: true }],
    [0, { status: 'INITIAL', report: true }],
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
