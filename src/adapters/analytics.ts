import { allowsAnalytics } from '../domain/cookie-consent';
import { consentGatedAnalytics } from './consent-gated-analytics';
import { currentConsent } from './cookie-consent-store';
import { localAdapters } from './deployment';

/** The analytics service's three calls. The embedded default logs to the console so tests and people can see them. */
export interface Analytics {
  identify(userId: string, traits?: Record<string, unknown>): void;
  page(path: string): void;
  track(event: string, properties?: Record<string, unknown>): void;
}

export const consoleAnalytics: Analytics = {
  identify: (userId, traits) => console.info('[analytics] identify', JSON.stringify({ userId, ...traits })),
  page: (path) => console.info('[analytics] page', JSON.stringify({ path })),
  track: (event, properties) => console.info('[analytics] track', JSON.stringify({ event, ...properties })),
};

const noop = () => undefined;
export const noopAnalytics: Analytics = { identify: noop, page: noop, track: noop };

/** Nothing reaches the analytics service before the person accepts analytics cookies. */
export const analytics: Analytics = consentGatedAnalytics(localAdapters ? consoleAnalytics : noopAnalytics, () =>
  allowsAnalytics(currentConsent()),
);
