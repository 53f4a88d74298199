// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentCookieName } from '../../../src/domain/cookie-consent';
import { appConfig } from '../../../src/generated/app-config.gen';

const NAME = consentCookieName(appConfig.constants.cookiePrefix);

/** What another tab does: the cookie changes under this page, which is told nothing. */
const setCookieElsewhere = (value: string) => (document.cookie = `${NAME}=${value}; path=/`);

/** The store on fresh module state, as a page load gets it, with the reads of document.cookie counted. */
async function freshStore() {
  vi.resetModules();
  const reads = vi.spyOn(Document.prototype, 'cookie', 'get');
  const store = await import('../../../src/adapters/cookie-consent-store');
  // The same fresh React as the store's, for its hook.
  const { act, renderHook } = await import('@testing-library/react');
  return { ...store, reads, act, renderHook };
}

function showTab(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  document.cookie = `${NAME}=; path=/; max-age=0`;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the cookie-consent store', () => {
  it('reads the cookie once, however often the choice is asked for', async () => {
    setCookieElsewhere('accepted');
    const { currentConsent, reads } = await freshStore();
    for (let ask = 0; ask < 20; ask += 1) expect(currentConsent()).toBe('accepted');
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('says null until the person chooses, then the choice, and tells every subscriber at once', async () => {
    const { currentConsent, chooseConsent, useCookieConsent, act, renderHook } = await freshStore();
    const banner = renderHook(() => useCookieConsent());
    const settings = renderHook(() => useCookieConsent());
    expect(currentConsent()).toBeNull();
    act(() => chooseConsent('rejected'));
    expect(currentConsent()).toBe('rejected');
    expect(document.cookie).toContain(`${NAME}=rejected`);
    expect([banner.result.current, settings.result.current]).toEqual(['rejected', 'rejected']);
    act(() => chooseConsent('accepted'));
    expect([banner.result.current, settings.result.current]).toEqual(['accepted', 'accepted']);
    banner.unmount();
    settings.unmount();
  });

  it('takes up a choice made in another tab when this tab is shown again, and tells subscribers only of a change', async () => {
    const { currentConsent, useCookieConsent, act, renderHook } = await freshStore();
    // The frame's subscriber: a component reading the choice.
    const seen: (string | null)[] = [];
    const { unmount } = renderHook(() => seen.push(useCookieConsent()));
    expect(seen.at(-1)).toBeNull();
    setCookieElsewhere('accepted');
    act(() => showTab('hidden'));
    expect(currentConsent()).toBeNull();
    act(() => showTab('visible'));
    expect(currentConsent()).toBe('accepted');
    expect(seen.at(-1)).toBe('accepted');
    const renders = seen.length;
    act(() => showTab('hidden'));
    act(() => showTab('visible'));
    expect(seen).toHaveLength(renders);
    unmount();
  });
});
