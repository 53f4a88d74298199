import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../src/api/auth-api';

const fetchCurrentUser = vi.fn<() => Promise<CurrentUser | null>>();
vi.mock('../../../src/api/auth-api', () => ({ fetchCurrentUser: () => fetchCurrentUser() }));
vi.mock('../../../src/adapters/error-reporting', () => ({ errorReporter: { report: vi.fn() } }));

const person = (id: string): CurrentUser =>
  ({
    id,
    email: `${id}@example.com`,
    email_verified: true,
    roles: [],
    permissions: [],
    password_present: true,
    created_at: '2026-01-01T00:00:00Z',
  }) as unknown as CurrentUser;

// The store and the banner keep module state: each test starts with fresh modules.
async function load() {
  vi.resetModules();
  const store = await import('../../../src/auth/current-user-store');
  const banner = await import('../../../src/app-frame/app-error-store');
  // The error class of the same fresh modules, as the store recognises it.
  const { ApiError } = await import('../../../src/api/api-error');
  return { store, banner, ApiError };
}

beforeEach(() => {
  fetchCurrentUser.mockReset();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the current-user store', () => {
  it('asks once: concurrent guards share the request, later ones read the answer', async () => {
    const { store } = await load();
    fetchCurrentUser.mockResolvedValue(person('a'));
    const [first, second] = await Promise.all([store.loadCurrentUser(), store.loadCurrentUser()]);
    expect(await store.loadCurrentUser()).toBe(first);
    expect(second).toBe(first);
    expect(fetchCurrentUser).toHaveBeenCalledTimes(1);
    expect(store.currentUserState()).toEqual({ known: true, user: person('a') });
  });

  it('tries a network or server failure once more after a second, then raises the generic banner until an answer comes', async () => {
    const { store, banner, ApiError } = await load();
    fetchCurrentUser.mockRejectedValue(new ApiError(503, []));
    const loading = store.loadCurrentUser();
    const settled = loading.then(
      () => 'resolved',
      () => 'rejected',
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled).toBe('rejected');
    expect(fetchCurrentUser).toHaveBeenCalledTimes(2);
    expect(banner.hasAppError()).toBe(true);
    expect(store.currentUserState()).toEqual({ known: false });
    fetchCurrentUser.mockResolvedValue(null);
    expect(await store.loadCurrentUser()).toBeNull();
    expect(banner.hasAppError()).toBe(false);
  });

  it('does not retry or raise the banner for a refusal (4xx)', async () => {
    const { store, banner, ApiError } = await load();
    fetchCurrentUser.mockRejectedValue(new ApiError(403, []));
    await expect(store.loadCurrentUser()).rejects.toBeInstanceOf(ApiError);
    expect(fetchCurrentUser).toHaveBeenCalledTimes(1);
    expect(banner.hasAppError()).toBe(false);
  });

  it('tells its readers only when the person changes, not when the same answer comes again', async () => {
    const { store } = await load();
    const listener = vi.fn();
    store.subscribeCurrentUser(listener);
    store.setCurrentUser(person('a'), 1);
    const before = store.currentUserState();
    store.setCurrentUser(person('a'), 2);
    expect(store.currentUserState()).toBe(before);
    expect(store.currentUserFetchedAt()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
    store.setCurrentUser(null, 3);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.currentUserState()).toEqual({ known: true, user: null });
  });

  it('refreshes directly until Query is loaded, then through Query', async () => {
    const { store } = await load();
    fetchCurrentUser.mockResolvedValue(person('b'));
    await store.refreshCurrentUser();
    expect(store.currentUserState()).toEqual({ known: true, user: person('b') });
    const throughQuery = vi.fn(() => Promise.resolve());
    store.refreshCurrentUserWith(throughQuery);
    await store.refreshCurrentUser();
    expect(throughQuery).toHaveBeenCalledTimes(1);
    expect(fetchCurrentUser).toHaveBeenCalledTimes(1);
  });
});
