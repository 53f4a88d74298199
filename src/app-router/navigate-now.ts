import { flushSync } from 'react-dom';
import type { NavigateFunction } from 'react-router-dom';
import { routeShownNow } from './route-guard';
import { screenReady } from './screen-host';

let movingNow = false;

/** True while navigateNow's move is being written: the router renders that update at once, not as a transition. */
export function isMovingNow(): boolean {
  return movingNow;
}

/**
 * Where a page the person waited for (a save) can open in the very task the wait ended in, opens it there, in one
 * render: what was just written to the query cache (the saves' answers) renders with the next page, rather than in a
 * render and paint of the leaving page of its own before the router's transition (a uSES update, as Query's and the
 * signed-in person's, is never part of a transition). Only for a page whose code has arrived and whose guards decide at
 * once; any other move is the router's usual transition, which keeps the leaving page while the next one waits.
 */
export function navigateNow(navigate: NavigateFunction, to: string): void {
  const target = routeShownNow(new URL(to, window.location.origin));
  if (!target || !screenReady(target.flat)) {
    void navigate(to);
    return;
  }
  movingNow = true;
  try {
    flushSync(() => void navigate(to));
  } finally {
    movingNow = false;
  }
}
