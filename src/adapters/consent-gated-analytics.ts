import type { Analytics } from './analytics';

/**
 * Analytics that sends nothing until the person has accepted analytics cookies (UK PECR): calls made before
 * are dropped, not queued, because queuing would still record what they did before agreeing.
 */
export function consentGatedAnalytics(inner: Analytics, allowed: () => boolean): Analytics {
  return {
    identify: (userId, traits) => {
      if (allowed()) inner.identify(userId, traits);
    },
    page: (path) => {
      if (allowed()) inner.page(path);
    },
    track: (event, properties) => {
      if (allowed()) inner.track(event, properties);
    },
  };
}
