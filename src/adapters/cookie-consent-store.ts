import { useSyncExternalStore } from 'react';
import { cookiePrefix } from '../auth/user-cookie';
import { consentCookie, readConsent, type ConsentChoice } from '../domain/cookie-consent';
import { appConfig } from '../generated/app-config.gen';

const listeners = new Set<() => void>();

// The choice as last read from the cookie: every render of the frame and every analytics call asks for it, and each
// read of document.cookie is a call into the browser (a few ms a page change on a slow phone). Read again when the
// tab is shown, where another tab may have chosen.
let known: { choice: ConsentChoice | null } | null = null;

function readCookie(): ConsentChoice | null {
  return readConsent(document.cookie, cookiePrefix);
}

export function currentConsent(): ConsentChoice | null {
  if (typeof document === 'undefined') return null;
  known ??= { choice: readCookie() };
  return known.choice;
}

function tell(): void {
  for (const listener of listeners) listener();
}

/** Stores the choice (a strictly necessary cookie) and tells every subscriber, so gated services start at once. */
export function chooseConsent(choice: ConsentChoice): void {
  document.cookie = consentCookie(choice, {
    prefix: cookiePrefix,
    days: appConfig.constants.cookieConsentDays,
    secure: window.location.protocol === 'https:',
  });
  known = { choice: readCookie() };
  tell();
}

function readAgainWhenShown(): void {
  if (document.visibilityState !== 'visible' || known === null) return;
  const choice = readCookie();
  if (choice === known.choice) return;
  known = { choice };
  tell();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) document.addEventListener('visibilitychange', readAgainWhenShown);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener('visibilitychange', readAgainWhenShown);
  };
}

export function useCookieConsent(): ConsentChoice | null {
  return useSyncExternalStore(subscribe, currentConsent, () => null);
}
