import { describe, expect, it } from 'vitest';
import { dismissalOf } from '../../../../src/engine/layout/banner-dismissal';
import { bannersConfig } from '../../../../src/generated/banners-config.gen';
import { clearAppError, hasAppError, raiseAppError, subscribeAppError } from '../../../../src/app-frame/app-error-store';

describe('banner dismissal', () => {
  it.each(bannersConfig.banners.map((banner) => [banner.id, banner.kind === 'generic-error' ? 'occurrence' : 'stored'] as const))(
    '%s -> %s',
    (id, expected) => {
      const banner = bannersConfig.banners.find((candidate) => candidate.id === id);
      expect(banner && dismissalOf(banner)).toBe(expected);
    },
  );
});

describe('app error store', () => {
  it('raises once, clears, and raises again on the next failure, telling subscribers each change', () => {
    let notified = 0;
    const unsubscribe = subscribeAppError(() => (notified += 1));
    const seen = [hasAppError()];
    raiseAppError();
    raiseAppError();
    seen.push(hasAppError());
    clearAppError();
    seen.push(hasAppError());
    raiseAppError();
    seen.push(hasAppError());
    clearAppError();
    unsubscribe();
    expect(seen).toEqual([false, true, false, true]);
    expect(notified).toBe(4);
  });
});
