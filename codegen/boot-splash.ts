import type { LoadedConfig } from './load/loaded-config';
import { CURRENT_USER_REQUEST } from '../src/api/current-user-request';
import { requestUrl } from '../src/api/request-url';
import { BRAND_MARK_DROP_PATH, BRAND_MARK_VIEW_BOX } from '../src/layout/brand-mark-shape';
import { escapeHtml } from './escape-html';

/**
 * What index.html shows while the app's code and the session arrive: the brand and the loading words, from config,
 * so a slow phone paints something at once. React replaces it on its first render; it sits out of the layout flow,
 * so its going moves nothing.
 */
export function bootSplashHtml(config: Pick<LoadedConfig, 'app' | 'messages'>): string {
  const name = escapeHtml(config.app.productName);
  const loading = escapeHtml(config.messages.messages['page.loading'] ?? '');
  return [
    '<div class="boot-splash">',
    `<svg class="boot-splash__mark" width="48" height="48" viewBox="${BRAND_MARK_VIEW_BOX}" aria-hidden="true" focusable="false">`,
    '<circle class="boot-splash__disc" cx="16" cy="16" r="16"/>',
    `<path class="boot-splash__drop" d="${BRAND_MARK_DROP_PATH}"/>`,
    '</svg>',
    `<p class="boot-splash__name">${name}</p>`,
    `<p class="boot-splash__status" role="status">${loading}</p>`,
    '</div>',
  ].join('');
}

/**
 * Every first load asks who is signed in, and the guards wait for it: preloading it from the page lets it travel
 * alongside the app's code instead of after it. The crossorigin mode must match the client's fetch (cookies
 * included) or the browser would fetch twice.
 */
export function sessionPreloadHtml(config: Pick<LoadedConfig, 'app'>, deployment: 'embedded' | 'production'): string {
  const href = requestUrl(config.app.hosts[deployment].api, CURRENT_USER_REQUEST.path, CURRENT_USER_REQUEST.query);
  return `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="use-credentials">`;
}
