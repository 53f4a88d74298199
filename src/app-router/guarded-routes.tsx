import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  createPath,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigationType,
} from 'react-router-dom';
import { currentUserState } from '../auth/current-user-store';
import { learnPageRequests, stopLearningPageRequests } from '../boot/learn-page-requests';
import { isStepChange } from '../engine/routing/step-change';
import type { FlatRoute } from '../engine/routing/flat-routes';
import { AppFrame } from '../app-frame/app-frame';
import { CurrentRouteContext } from './current-route';
import { matchRoute } from './match-route';
import { guardRoute, routeShownNow, type GuardOutcome } from './route-guard';
import { RouteError, RouteErrorBoundary, RouteNotFoundError } from './route-error';
import { FIRST_ENTRY_KEY, rememberScroll, useScrollRestoration } from './scroll-restoration';
import { prefetchFrameData, prefetchScreenData, preloadScreen, ScreenHost } from './screen-host';

/** The page on screen: a location whose guards passed (or failed with an error, shown in the frame). */
interface ShownPage {
  location: Location;
  action: NavigationType;
  flat: FlatRoute | null;
  failed: boolean;
  error: unknown;
  /**
   * The first page of a fresh load (no saved scroll position, no #hash to scroll to): its frame paints before its
   * screen has rendered, rather than both waiting for the screen (a form page's render is long on a slow phone).
   */
  screenAfterFrame: boolean;
  /** The route's parameters, for the screen's first requests. */
  params: Readonly<Record<string, string | undefined>>;
  /** The load's own first page: its screen's code runs, and its reads start, once the frame has committed. */
  readsAfterFrame: boolean;
}

const urlOf = (location: Location): URL => new URL(createPath(location), window.location.origin);

/** Starts loading the screen a route shows while its guards run, so its code never waits behind them. */
export function preloadScreenFor(pathname: string): void {
  const flat = matchRoute(pathname)?.flat;
  // A route without a screen of its own only redirects, or is a 404 when its redirects do not apply.
  if (flat?.route.screen) preloadScreen(flat);
}

/**
 * The first page of a load keeps the reads it starts with for its person, for index.html's head to ask for on its
 * next load (src/boot/page-requests.ts); any later page ends that.
 */
function keepFirstReads(first: boolean, location: Location): void {
  const known = currentUserState();
  if (first && known.known && known.user) learnPageRequests(location.pathname + location.search, known.user.id);
  else stopLearningPageRequests();
}

/**
 * The page for a location that can be shown in the router's own render of it: a move from a page on screen to
 * another route whose guards need nothing to wait for (guardRouteNow). Null for anything the effect decides: a move
 * between one screen's steps (the survey's Back and Forward keep their own order there), a redirect, a 404, a guard
 * that must fetch, and the load's first page.
 */
function pageDecidedNow(shown: ShownPage, location: Location, action: NavigationType): ShownPage | null {
  const url = urlOf(location);
  const target = routeShownNow(url);
  if (!target || (!shown.failed && shown.flat === target.flat && isStepChange(urlOf(shown.location), url))) return null;
  return {
    location,
    action,
    flat: target.flat,
    failed: false,
    error: undefined,
    params: target.params,
    screenAfterFrame: false,
    readsAfterFrame: false,
  };
}

function ScrollRestorer({ page }: { page: ShownPage }) {
  useScrollRestoration(page.location, page.action);
  return null;
}

/** A screen whose guards threw: the error is shown inside the frame, as any error the screen throws. */
function GuardError({ error }: { error: unknown }): never {
  throw error;
}

/**
 * The routes of config/routes.yaml on the declarative router. A location renders only once its route's guards
 * pass: until then the page before it stays (index.html's splash on the first load, `bootFallback`), so the frame
 * never renders before the person is known and a redirect is followed, never rendered. A move between a screen's
 * steps (a survey question) is a history entry of its own, but the guards decided on this page already: not
 * running them again keeps Next quick on a slow phone.
 */
export function GuardedRoutes({ bootFallback }: { bootFallback: ReactNode }) {
  const location = useLocation();
  const action = useNavigationType();
  const navigate = useNavigate();
  const [shown, setShown] = useState<ShownPage | null>(null);
  const shownRef = useRef<ShownPage | null>(null);
  // The guards of one history entry run once, even when the effect runs twice (StrictMode): a route effect
  // such as logout must not run again.
  const deciding = useRef<{ key: string; outcome: Promise<GuardOutcome> } | null>(null);

  if (shown !== null && shown.location.key !== location.key) {
    // Shown in this very render where the guards allow (pageDecidedNow): the page that is leaving does not render
    // again for a location it will not show, and the new page does not wait for an effect and a render of its own.
    const now = pageDecidedNow(shown, location, action);
    if (now) {
      rememberScroll(shown.location.key);
      setShown(now);
    }
  }

  useEffect(() => {
    if (shown?.location === location) {
      // Shown by this location's own render (above): what is left is what follows a page that is not the load's first.
      // The screen's own queries started as it mounted; its first requests (those it would wait for in turn) start now.
      shownRef.current = shown;
      stopLearningPageRequests();
      if (shown.flat) {
        prefetchFrameData(shown.flat);
        prefetchScreenData(shown.flat, shown.params);
      }
      return;
    }
    // The load's own first page: nothing shown yet, on the entry the browser opened (a redirect from it is a new
    // entry). Read once for this location: only this run's show() changes what is shown until the location moves.
    const firstOfLoad = shownRef.current === null && location.key === FIRST_ENTRY_KEY;
    const show = (page: Omit<ShownPage, 'location' | 'action' | 'screenAfterFrame' | 'readsAfterFrame'>): void => {
      const previous = shownRef.current;
      if (previous && previous.location.key !== location.key) rememberScroll(previous.location.key);
      const next = {
        ...page,
        location,
        action,
        screenAfterFrame: firstOfLoad && !location.hash,
        readsAfterFrame: firstOfLoad && !page.failed,
      };
      shownRef.current = next;
      // Rendered in slices (a transition), so a large page does not hold the main thread in one long task; the
      // page before it stays until it is ready, as it did while the guards ran.
      startTransition(() => setShown(next));
    };
    const target = matchRoute(location.pathname);
    if (!target) {
      show({ flat: null, failed: true, error: new RouteNotFoundError(location.pathname), params: {} });
      return;
    }
    const previous = shownRef.current;
    if (previous && !previous.failed && previous.flat === target.flat && isStepChange(urlOf(previous.location), urlOf(location))) {
      show({ flat: target.flat, failed: false, error: undefined, params: target.params });
      return;
    }
    // The load's first page: its screen was asked for at the start (main.tsx), or index.html fetches it. A redirect
    // from it is a new entry, whose screen nothing has asked for yet.
    if (!firstOfLoad) preloadScreenFor(location.pathname);
    if (deciding.current?.key !== location.key)
      deciding.current = { key: location.key, outcome: guardRoute(target.flat, urlOf(location), target.params) };
    let current = true;
    deciding.current.outcome.then(
      (outcome) => {
        if (!current) return;
        // The data router's rule: a redirect replaces the entry being navigated to, and follows a Back or reload.
        if (outcome.kind === 'redirect') void navigate(outcome.location, { replace: outcome.replace || action !== 'POP' });
        else {
          keepFirstReads(shownRef.current === null, location);
          prefetchFrameData(target.flat);
          // The first page's screen starts its reads once its frame is on screen (the effect below).
          if (!firstOfLoad) prefetchScreenData(target.flat, target.params);
          show({ flat: target.flat, failed: false, error: undefined, params: target.params });
        }
      },
      (error: unknown) => {
        if (current) show({ flat: target.flat, failed: true, error, params: target.params });
      },
    );
    return () => {
      current = false;
    };
    // `shown` is read for this location only: a page shown by its own render is one this effect has nothing to decide for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location, action, navigate]);

  // After the first page's frame has committed: the screen's code runs now, not inside the frame's render.
  useEffect(() => {
    if (shown?.readsAfterFrame && shown.flat) prefetchScreenData(shown.flat, shown.params);
  }, [shown]);

  if (!shown) return bootFallback;
  if (!shown.flat) return <RouteError error={shown.error} />;
  return (
    <CurrentRouteContext.Provider value={shown.flat}>
      <RouteErrorBoundary resetKey={shown.location.key}>
        {/* Only the route the guards decided on: matchRoute ranked the routes as <Routes> would, and <Routes> given
            every route flattens, ranks and compiles them all again on each render. */}
        <Routes location={shown.location}>
          <Route element={<AppFrame />}>
            <Route
              path={shown.flat.fullPath}
              element={
                <RouteErrorBoundary resetKey={shown.location.key}>
                  {shown.failed ? <GuardError error={shown.error} /> : <ScreenHost flat={shown.flat} afterFrame={shown.screenAfterFrame} />}
                </RouteErrorBoundary>
              }
            />
          </Route>
        </Routes>
      </RouteErrorBoundary>
      <ScrollRestorer page={shown} />
    </CurrentRouteContext.Provider>
  );
}
