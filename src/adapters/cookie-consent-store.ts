import { useSyncExternalStore } from 'react';
import { cookiePrefix } from '../auth/user-cookie';
import { consentCookie, readConsent, type ConsentChoice } from '../domain/cookie-consent';
import { appConfig } from '../generated/app-config.gen';

const listeners = new Set<() => void>();

export function currentConsent(): ConsentChoice | null {
  return typeof document === 'undefined' ? null : readConsent(document.cookie, cookiePrefix);
}

/** Stores the choice (a strictly necessary cookie) and tells every subscriber, so gated services start at once. */
export function chooseConsent(choice: ConsentChoice): void {
  document.cookie = consentCookie(choice, {
    prefix: cookiePrefix,
    days: appConfig.constants.cookieConsentDays,
    secure: window.location.protocol === 'https:',
  });
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCookieConsent(): ConsentChoice | null {
  return useSyncExternalStore(subscribe, currentConsent, () => null);
}
