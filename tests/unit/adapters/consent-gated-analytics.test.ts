import { describe, expect, it, vi } from 'vitest';
import type { Analytics } from '../../../src/adapters/analytics';
import { consentGatedAnalytics } from '../../../src/adapters/consent-gated-analytics';

function recorder() {
  const calls: string[] = [];
  const inner: Analytics = {
    identify: vi.fn((id: string) => void calls.push(`identify ${id}`)),
    page: vi.fn((path: string) => void calls.push(`page ${path}`)),
    track: vi.fn((event: string) => void calls.push(`track ${event}`)),
  };
  return { inner, calls };
}

describe('consent-gated analytics', () => {
  it('sends nothing before consent and does not replay it afterwards', () => {
    let consent = false;
    const { inner, calls } = recorder();
    const analytics = consentGatedAnalytics(inner, () => consent);
    analytics.page('/settings');
    analytics.identify('user-1');
    analytics.track('Banner Viewed');
    expect(calls).toEqual([]);
    consent = true;
    analytics.page('/results');
    expect(calls).toEqual(['page /results']);
  });

  it('stops again when consent is withdrawn', () => {
    let consent = true;
    const { inner, calls } = recorder();
    const analytics = consentGatedAnalytics(inner, () => consent);
    analytics.track('Order Completed');
    consent = false;
    analytics.track('Order Completed');
    expect(calls).toEqual(['track Order Completed']);
  });
});
