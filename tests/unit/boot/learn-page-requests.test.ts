import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteRequest } from '../../../src/api/request-log';
import { USER_COOKIE } from '../../../src/auth/user-cookie';
import { learnPageRequests, stopLearningPageRequests } from '../../../src/boot/learn-page-requests';

const KEY = 'vitalia:user-1:page-requests';
let items: Record<string, string>;
let pagehide: (() => void) | null;
let cookies: { cookie: string };

beforeEach(() => {
  vi.useFakeTimers();
  items = {};
  pagehide = null;
  cookies = { cookie: `${USER_COOKIE}=user-1` };
  vi.stubGlobal('document', cookies);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items[key] ?? null,
    setItem: (key: string, value: string) => (items[key] = value),
  });
  vi.stubGlobal('window', {
    addEventListener: (_type: string, listener: () => void) => (pagehide = listener),
    removeEventListener: () => (pagehide = null),
  });
});

afterEach(() => {
  stopLearningPageRequests();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const kept = () => JSON.parse(items[KEY] ?? '{}') as Record<string, string[]>;

describe("noting the reads a page's load starts with", () => {
  it('keeps the reads made in the first 10 s, not what the head asks for anyway, nor later reads', () => {
    learnPageRequests('/settings', 'user-1');
    for (const url of ['/v1/user?include=roles%2Csource_organisation', '/v1/health_profile', '/v1/payment_method', '/v1/payment_method'])
      noteRequest('read', url);
    vi.advanceTimersByTime(9_999);
    noteRequest('read', '/v1/payment_method');
    vi.advanceTimersByTime(1);
    noteRequest('read', '/v1/orders');
    expect(kept()).toEqual({ '/settings': ['/v1/payment_method'] });
  });

  it('stops at the first change: a read after it is not asked for early next time', () => {
    learnPageRequests('/verify', 'user-1');
    noteRequest('read', '/v1/a');
    noteRequest('change', '/v1/verification');
    noteRequest('read', '/v1/b');
    expect(kept()).toEqual({ '/verify': ['/v1/a'] });
  });

  it('goes on past a write that changes nothing a page reads (the chat identity made on every signed-in load)', () => {
    learnPageRequests('/settings', 'user-1');
    noteRequest('read', '/v1/a');
    noteRequest('no change', '/v1/intercom_identities');
    noteRequest('read', '/v1/b');
    vi.advanceTimersByTime(10_000);
    expect(kept()).toEqual({ '/settings': ['/v1/a', '/v1/b'] });
  });

  it('keeps what it has when the page goes before 10 s', () => {
    learnPageRequests('/settings', 'user-1');
    noteRequest('read', '/v1/a');
    pagehide?.();
    noteRequest('read', '/v1/b');
    expect(kept()).toEqual({ '/settings': ['/v1/a'] });
  });

  it('keeps nothing once the person has signed out (sign-out clears their keys before the page goes)', () => {
    learnPageRequests('/settings', 'user-1');
    noteRequest('read', '/v1/a');
    cookies.cookie = `${USER_COOKIE}=`;
    pagehide?.();
    expect(items).toEqual({});
  });

  it('a move to another page ends the first page’s noting', () => {
    learnPageRequests('/settings', 'user-1');
    noteRequest('read', '/v1/a');
    stopLearningPageRequests();
    noteRequest('read', '/v1/next-page');
    vi.advanceTimersByTime(10_000);
    expect(kept()).toEqual({ '/settings': ['/v1/a'] });
  });
});
