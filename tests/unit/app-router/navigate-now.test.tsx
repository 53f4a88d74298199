// @vitest-environment jsdom
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { NavigateFunction } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../src/api/auth-api';
import { customer } from './support/customer';
import { setReactActEnvironment } from '../support/react-act-environment';

// Deciding must never fetch: a person not known yet is the router's usual move, not a request.
vi.mock('../../../src/api/auth-api', () => ({ fetchCurrentUser: () => Promise.reject(new Error('no fetch here')) }));
vi.mock('../../../src/adapters/error-reporting', () => ({ errorReporter: { report: vi.fn() } }));

const FROM = '/health-profile-survey/health-profile';
const FINISH = '/health-profile-survey/health-profile/finish';

let root: Root | null = null;
let container: HTMLElement | null = null;

afterEach(() => {
  root?.unmount();
  container?.remove();
  window.history.replaceState(null, '', '/');
});

/**
 * The app's router on a fresh copy of the app's modules (the person and the loaded screens are module state), showing
 * the address it has rendered; the person known or not, the next page's code here or not.
 */
async function routerOn(options: { user: CurrentUser | 'unknown'; codeHere: boolean }) {
  vi.resetModules();
  setReactActEnvironment(false);
  window.history.replaceState(null, '', FROM);
  const store = await import('../../../src/auth/current-user-store');
  if (options.user !== 'unknown') store.setCurrentUser(options.user);
  const { AppBrowserRouter } = await import('../../../src/app-router/app-browser-router');
  const { navigateNow, isMovingNow } = await import('../../../src/app-router/navigate-now');
  const { matchRoute } = await import('../../../src/app-router/match-route');
  const { preloadScreen, screenReady } = await import('../../../src/app-router/screen-host');
  const { useLocation, useNavigate } = await import('react-router-dom');
  const finish = matchRoute(FINISH);
  if (!finish) throw new Error(`no route for ${FINISH}`);
  if (options.codeHere) {
    preloadScreen(finish.flat);
    await vi.waitFor(() => expect(screenReady(finish.flat)).toBe(true), { timeout: 10_000 });
  }
  let navigate: NavigateFunction | null = null;
  function Probe() {
    navigate = useNavigate();
    const location = useLocation();
    return <p>{location.pathname + location.search}</p>;
  }
  container = document.body.appendChild(document.createElement('div'));
  const created = createRoot(container);
  root = created;
  flushSync(() =>
    created.render(
      <AppBrowserRouter>
        <Probe />
      </AppBrowserRouter>,
    ),
  );
  const shown = () => container?.textContent;
  expect(shown()).toBe(FROM);
  return {
    shown,
    move: (to: string) => {
      if (!navigate) throw new Error('the router has not rendered');
      navigateNow(navigate, to);
      expect(isMovingNow()).toBe(false);
    },
  };
}

describe('navigateNow', () => {
  it('renders a page whose code is here and whose guards decide at once in the call itself', async () => {
    const router = await routerOn({ user: customer, codeHere: true });
    router.move(FINISH);
    expect(router.shown()).toBe(FINISH);
    expect(window.location.pathname).toBe(FINISH);
  });

  it.each([
    ['the next page’s code has not arrived', { user: customer, codeHere: false }, FINISH],
    ['the person is not known yet (the guards fetch them)', { user: 'unknown', codeHere: true }, FINISH],
    ['the address has a discount code (the guards keep it)', { user: customer, codeHere: true }, `${FINISH}?discount_code=SPRING10`],
    ['nobody is signed in (the guards redirect)', { user: null, codeHere: true }, FINISH],
  ] as const)('is the router’s usual transition when %s', async (_case, options, to) => {
    const router = await routerOn(options as { user: CurrentUser | 'unknown'; codeHere: boolean });
    router.move(to);
    // The history entry is written in the call; the page follows in a transition of its own.
    expect(window.location.pathname + window.location.search).toBe(to);
    expect(router.shown()).toBe(FROM);
    await vi.waitFor(() => expect(router.shown()).toBe(to));
  });
});
