import type { LoadedConfig } from './load/loaded-config';
import { CURRENT_USER_REQUEST } from '../src/api/current-user-request';
import { requestUrl } from '../src/api/request-url';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
    '<svg class="boot-splash__mark" width="48" height="48" viewBox="0 0 32 32" aria-hidden="true" focusable="false">',
    '<circle class="boot-splash__disc" cx="16" cy="16" r="16"/>',
    '<path class="boot-splash__drop" d="M16 6.5s-6.5 7.2-6.5 11.6a6.5 6.5 0 0 0 13 0C22.5 13.7 16 6.5 16 6.5Z"/>',
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
