import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootHeadScript } from '../../../codegen/boot-splash';
import type { AppConfig, RoutesConfig } from '../../../src/generated/config-types.gen';

const hosts = {
  embedded: { api: '', content: '/content-api', externalSite: '/site' },
  production: {
    api: 'https://api.vitalia.example',
    content: 'https://content.vitalia.example',
    externalSite: 'https://www.vitalia.example',
  },
};
const config = {
  app: { hosts, constants: { cookiePrefix: 'vitalia' }, webview: { userAgentMarkers: ['VitaliaApp'] } } as unknown as AppConfig,
  routes: {
    routes: [
      { id: 'specs-accept-cookie-banner', path: '/specs-accept-cookie-banner' },
      { id: 'shared-results', path: '/shared', privateLink: true },
    ],
  } as unknown as RoutesConfig,
};

interface Link {
  rel: string;
  as: string;
  crossOrigin: string;
  href: string;
}

/** Runs the head script in a page with these cookies, path and user agent: the links it adds and the root's classes. */
function runIn(
  deployment: 'embedded' | 'production',
  cookie: string,
  pathname = '/settings',
  userAgent = 'Mozilla/5.0',
  stored: Record<string, string> = {},
  search = '',
) {
  const links: Link[] = [];
  const classes: string[] = [];
  const document = {
    cookie,
    documentElement: { classList: { add: (name: string) => classes.push(name) } },
    createElement: () => ({ rel: '', as: '', crossOrigin: '', href: '' }),
    head: { appendChild: (link: Link) => links.push(link) },
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  runInNewContext(bootHeadScript(config, deployment), { document, location: { pathname, search }, navigator: { userAgent }, localStorage });
  return { links, classes };
}

describe("index.html's head script", () => {
  it.each([
    ['signed out: nothing preloaded', 'embedded', 'vitalia_cookie_consent=rejected', []],
    ['a user cookie emptied by sign-out: nothing preloaded', 'embedded', 'vitalia_user=; vitalia_cookie_consent=accepted', []],
    ['another product’s user cookie: nothing preloaded', 'embedded', 'other_user=u1', []],
    [
      'signed in: the banners’ data from this origin',
      'embedded',
      'vitalia_cookie_consent=rejected; vitalia_user=user-1',
      ['/v1/health_profile', '/v1/tests'],
    ],
    ['signed in, first cookie: the same', 'embedded', 'vitalia_user=user-1', ['/v1/health_profile', '/v1/tests']],
    [
      'signed in, production: from the API host',
      'production',
      'vitalia_user=user-1',
      ['https://api.vitalia.example/v1/health_profile', 'https://api.vitalia.example/v1/tests'],
    ],
  ] as const)('%s', (_why, deployment, cookie, hrefs) => {
    const { links } = runIn(deployment, cookie);
    expect(links.map((link) => link.href)).toEqual(hrefs);
    // The client fetches with cookies included: a preload asked another way would not be reused, and would cost a request.
    for (const link of links) expect(link).toMatchObject({ rel: 'preload', as: 'fetch', crossOrigin: 'use-credentials' });
  });

  const learned = (pages: unknown) => ({ 'vitalia:user-1:page-requests': typeof pages === 'string' ? pages : JSON.stringify(pages) });
  it.each([
    [
      'the reads this page started with last time, after the banners’ data',
      '/settings',
      '',
      learned({ '/settings': ['/v1/payment_method', '/v1/user_preferences/user-1'] }),
      ['/v1/health_profile', '/v1/tests', '/v1/payment_method', '/v1/user_preferences/user-1'],
    ],
    [
      'the page with its query is another page',
      '/settings',
      '?tab=2',
      learned({ '/settings': ['/v1/payment_method'], '/settings?tab=2': ['/v1/orders'] }),
      ['/v1/health_profile', '/v1/tests', '/v1/orders'],
    ],
    [
      'another page’s reads are not asked for',
      '/results-upload/new',
      '',
      learned({ '/settings': ['/v1/payment_method'] }),
      ['/v1/health_profile', '/v1/tests'],
    ],
    [
      'another person’s reads are not asked for',
      '/settings',
      '',
      { 'vitalia:user-2:page-requests': JSON.stringify({ '/settings': ['/v1/payment_method'] }) },
      ['/v1/health_profile', '/v1/tests'],
    ],
    [
      'nothing but the API’s own reads: another site, another path and non-text are left out',
      '/settings',
      '',
      learned({ '/settings': ['https://evil.example/v1/x', '//evil.example/v1/x', '/assets/x.js', 42, '/v1/orders'] }),
      ['/v1/health_profile', '/v1/tests', '/v1/orders'],
    ],
    ['unreadable storage: only the banners’ data', '/settings', '', learned('{not json'), ['/v1/health_profile', '/v1/tests']],
    [
      'storage of another shape: only the banners’ data',
      '/settings',
      '',
      learned({ '/settings': '/v1/orders' }),
      ['/v1/health_profile', '/v1/tests'],
    ],
  ])('%s', (_why, pathname, search, stored, hrefs) => {
    expect(runIn('embedded', 'vitalia_user=user-1', pathname, 'Mozilla/5.0', stored, search).links.map((link) => link.href)).toEqual(hrefs);
  });

  it('signed out, nothing kept is asked for', () => {
    expect(runIn('embedded', '', '/settings', 'Mozilla/5.0', learned({ '/settings': ['/v1/payment_method'] })).links).toEqual([]);
  });

  it.each([
    ['no choice yet: the banner shows', 'vitalia_user=user-1', '/settings', 'Mozilla/5.0', []],
    ['a choice made: hidden', 'vitalia_cookie_consent=accepted', '/settings', 'Mozilla/5.0', ['no-boot-cookie-banner']],
    ['the cookie page: hidden', '', '/specs-accept-cookie-banner', 'Mozilla/5.0', ['no-boot-cookie-banner']],
    ['the app’s webview: hidden', '', '/settings', 'Mozilla/5.0 VitaliaApp/3.1', ['no-boot-cookie-banner']],
    ['a private link’s page (a doctor opening shared results): hidden', '', '/shared', 'Mozilla/5.0', ['no-boot-cookie-banner']],
    ['a private link’s page with a trailing slash: hidden', '', '/shared/', 'Mozilla/5.0', ['no-boot-cookie-banner']],
    ['a page under it is another page: the banner shows', '', '/shared/other', 'Mozilla/5.0', []],
  ])('the static cookie banner: %s', (_why, cookie, pathname, userAgent, classes) => {
    expect(runIn('embedded', cookie, pathname, userAgent).classes).toEqual(classes);
  });
});
