import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStatus } from '../../../src/auth/auth-status';
import { consumeMembershipToken } from '../../../src/auth/membership-token';
import { clearAppError, hasAppError } from '../../../src/app-frame/app-error-store';

function browser(href: string) {
  const replaced: string[] = [];
  const history = {
    state: null,
    replaceState: (_state: unknown, _title: string, url: string) => void replaced.push(url),
  } as unknown as History;
  return { location: { href } as Location, history, replaced };
}

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/vnd.api+json' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearAppError();
});

describe('membership token', () => {
  it('a failed exchange sets the error flag, stops authenticating, raises the generic error and drops the token', async () => {
    vi.stubGlobal('fetch', answer(401, { errors: [{ status: '401', detail: 'The membership token is invalid or has expired' }] }));
    const { location, history, replaced } = browser('http://app.test/partner/acme/welcome?membership_token=bad&x=1');
    await consumeMembershipToken(location, history);
    expect(authStatus()).toEqual({ authenticating: false, error: true });
    expect(hasAppError()).toBe(true);
    expect(replaced).toEqual(['/partner/acme/welcome?x=1']);
  });

  it('a good exchange leaves no error', async () => {
    vi.stubGlobal('fetch', answer(201, { data: { type: 'users', id: 'u', attributes: {} } }));
    const { location, history } = browser('http://app.test/partner/acme/welcome?membership_token=acme-demo-token');
    await consumeMembershipToken(location, history);
    expect(authStatus()).toEqual({ authenticating: false, error: false });
    expect(hasAppError()).toBe(false);
  });

  it('no token: nothing happens', async () => {
    const fetch = answer(500, {});
    vi.stubGlobal('fetch', fetch);
    const { location, history, replaced } = browser('http://app.test/partner/acme/welcome');
    await consumeMembershipToken(location, history);
    expect(fetch).not.toHaveBeenCalled();
    expect(replaced).toEqual([]);
  });
});
