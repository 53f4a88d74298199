import { useLayoutEffect } from 'react';
import type { Location, NavigationType } from 'react-router-dom';

// Kept across reloads of the tab, as the data router's <ScrollRestoration> kept them.
const STORAGE_KEY = 'vitalia-scroll-positions';
/** The history entry a page opened in a new tab (or typed in) has: nothing was ever remembered under it. */
export const FIRST_ENTRY_KEY = 'default';
const positions = new Map<string, number>();
let storedRead = false;

/**
 * Positions saved before a reload, read when first needed: the first read of sessionStorage waits on the browser
 * (tens of milliseconds on a busy phone), and a page opened afresh has nothing saved to read.
 */
function savedPosition(locationKey: string): number | undefined {
  if (!storedRead && locationKey !== FIRST_ENTRY_KEY) {
    storedRead = true;
    for (const [key, position] of readStored()) if (!positions.has(key)) positions.set(key, position);
  }
  return positions.get(locationKey);
}

function readStored(): [string, number][] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object'
      ? Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number')
      : [];
  } catch {
    return [];
  }
}

/** Called as a page is left (another page replaces it, or the tab unloads): Back to it returns to this place. */
export function rememberScroll(locationKey: string): void {
  positions.set(locationKey, window.scrollY);
}

/**
 * A new page starts at its top, or at the element its #hash names; Back and Forward return to where the person
 * was. The browser's own restoration is off: it would act before the guards have let the page render.
 */
export function useScrollRestoration(location: Location, action: NavigationType): void {
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPageHide = () => {
      rememberScroll(location.key);
      try {
        // Positions saved before this page was loaded stay saved, whether or not this page read them.
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...Object.fromEntries(readStored()), ...Object.fromEntries(positions) }));
      } catch {
        // Storage full or blocked: positions are a convenience.
      }
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [location.key]);
  useLayoutEffect(() => {
    const saved = action === 'POP' ? savedPosition(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, action]);
}
