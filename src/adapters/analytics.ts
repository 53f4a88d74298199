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

export const analytics: Analytics = localAdapters ? consoleAnalytics : noopAnalytics;
