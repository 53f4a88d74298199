import { createHash } from 'node:crypto';
import type { LoadedConfig } from './load/loaded-config';
import { flattenRoutes } from '../src/engine/routing/flat-routes';
import { CURRENT_USER_REQUEST } from '../src/api/current-user-request';
import { SIGNED_IN_FIRST_REQUESTS } from '../src/api/signed-in-requests';
import { userCookieName, userStorageKey } from '../src/auth/user-cookie-name';
import { PAGE_REQUESTS_ITEM } from '../src/boot/page-requests';
import { consentCookieName } from '../src/domain/cookie-consent';
import { fillMessage } from '../src/domain/fill-message';
import { requestUrl } from '../src/api/request-url';
import { BRAND_MARK_DROP_PATH, BRAND_MARK_VIEW_BOX } from '../src/app-frame/brand-mark-shape';
import { BOOT_BANNER_CHOICE_ATTRIBUTE, BOOT_BANNER_CONTAINER_ID } from '../src/app-frame/boot-cookie-banner';
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

/** Where index.html loads its head script (bootHeadScript) from: hashed, so it is cached like every other asset. */
export function headScriptFileName(source: string): string {
  return `assets/boot-head-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
}

/**
 * index.html's classic script in <head>, run before the page paints. A page script cannot be inline under the app's
 * CSP (script-src 'self'), so it is a file.
 * - The cookie banner's first paint comes from index.html, so a first visit's largest paint (the banner) waits for
 *   no script. The script marks a page where the banner must not show (a choice made, the cookie page, the mobile
 *   app's webview, a private link's page); CSS hides the static banner there.
 * - Where the user cookie names someone, it preloads the requests every signed-in page starts with (the banners'
 *   data) and those this page started with on its last load for that person (src/boot/page-requests.ts), as the
 *   session is: with cookies, the way the client fetches, so the client's fetch takes the answer.
 */
export function bootHeadScript(config: Pick<LoadedConfig, 'app' | 'routes'>, deployment: 'embedded' | 'production'): string {
  const cookie = consentCookieName(config.app.constants.cookiePrefix);
  const userCookie = userCookieName(config.app.constants.cookiePrefix);
  const cookiePage = flattenRoutes(config.routes.routes).find((route) => route.id === 'specs-accept-cookie-banner')?.fullPath ?? '';
  // A page opened from a private link (a doctor's view of shared results) shows no cookie banner at all.
  const privatePages = flattenRoutes(config.routes.routes)
    .filter((route) => route.route.privateLink === true)
    .map((route) => route.fullPath);
  const api = config.app.hosts[deployment].api;
  const signedInPreloads = SIGNED_IN_FIRST_REQUESTS.map((request) => requestUrl(api, request.path, undefined));
  // The person's id goes between these two parts (a marker character splits the key as the app writes it).
  const learnedKey = userStorageKey(config.app.constants.cookiePrefix, '\u0000', PAGE_REQUESTS_ITEM).split('\u0000');
  return [
    '(function () {',
    `  var chosen = /(?:^|;\\s*)${cookie}=(?:accepted|rejected)(?:;|$)/.test(document.cookie);`,
    `  var markers = ${JSON.stringify(config.app.webview.userAgentMarkers)};`,
    '  var webview = markers.some(function (marker) { return navigator.userAgent.indexOf(marker) !== -1; });',
    `  if (chosen || webview || location.pathname === ${JSON.stringify(cookiePage)} || ${JSON.stringify(privatePages)}.indexOf(location.pathname.replace(/\\/$/, '')) !== -1) document.documentElement.classList.add('no-boot-cookie-banner');`,
    `  var user = /(?:^|;\\s*)${userCookie}=([^;]+)/.exec(document.cookie);`,
    '  if (!user) return;',
    '  var learned = [];',
    '  try {',
    `    var pages = JSON.parse(localStorage.getItem(${JSON.stringify(learnedKey[0])} + decodeURIComponent(user[1]) + ${JSON.stringify(learnedKey[1])}) || '{}');`,
    '    learned = pages && Array.isArray(pages[location.pathname + location.search]) ? pages[location.pathname + location.search] : [];',
    '  } catch (error) {',
    '    learned = [];',
    '  }',
    `  ${JSON.stringify(signedInPreloads)}.concat(learned).forEach(function (href) {`,
    // Only the API's own reads: whatever else storage may hold is not fetched.
    `    if (typeof href !== 'string' || href.indexOf(${JSON.stringify(`${api}/v`)}) !== 0) return;`,
    "    var link = document.createElement('link');",
    "    link.rel = 'preload';",
    "    link.as = 'fetch';",
    "    link.crossOrigin = 'use-credentials';",
    '    link.href = href;',
    '    document.head.appendChild(link);',
    '  });',
    '})();',
    '',
  ].join('\n');
}

/**
 * The banner as CookieBanner first renders it (same classes, same words), for index.html, in a container of its own
 * before React's root: the app adopts this element (src/app-frame/boot-cookie-banner.ts) instead of replacing it. Its
 * buttons are marked disabled to assistive technology and automation until the app wires them.
 */
export function bootCookieBannerHtml(config: Pick<LoadedConfig, 'app' | 'messages' | 'routes'>): string {
  const text = (key: string) => escapeHtml(fillMessage(config.messages.messages[key] ?? '', { productName: config.app.productName }));
  const cookiePage = flattenRoutes(config.routes.routes).find((route) => route.id === 'specs-accept-cookie-banner')?.fullPath ?? '/';
  const button = (key: string, choice: string) =>
    `<button type="button" class="button button--primary" aria-disabled="true" ${BOOT_BANNER_CHOICE_ATTRIBUTE}="${choice}"><span class="button__label">${text(key)}</span></button>`;
  return [
    `<div id="${BOOT_BANNER_CONTAINER_ID}">`,
    `<div class="cookie-banner boot-cookie-banner" role="region" aria-label="${text('cookies.banner.heading')}">`,
    '<div class="cookie-banner__message">',
    `<h2 class="cookie-banner__heading">${text('cookies.banner.heading')}</h2>`,
    `<p>${text('cookies.banner.essential')}</p>`,
    `<p>${text('cookies.banner.analytics')}</p>`,
    '<div class="button-group cookie-banner__actions">',
    button('cookies.banner.accept', 'accepted'),
    button('cookies.banner.reject', 'rejected'),
    `<a href="${escapeHtml(cookiePage)}">${text('cookies.banner.view')}</a>`,
    '</div>',
    '</div>',
    '</div>',
    '</div>',
  ].join('');
}
