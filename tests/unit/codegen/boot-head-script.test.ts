import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootHeadScript } from '../../../codegen/boot-splash';
import type { AppConfig, RoutesConfig } from '../../../src/generated/config-types.gen';

const hosts = {
  embedded: { api: '', content: '/content-api', externalSite: '/site' },
  production: { api: 'https://api.vitalia.example', content: 'https://content.vitalia.example', externalSite: 'https://www.vitalia.example' },
};
const config = {
  app: { hosts, constants: { cookiePrefix: 'vitalia' }, webview: { userAgentMarkers: ['VitaliaApp'] } } as unknown as AppConfig,
  routes: { routes: [{ id: 'specs-accept-cookie-banner', path: '/specs-accept-cookie-banner' }] } as unknown as RoutesConfig,
};

interface Link {
  rel: string;
  as: string;
  crossOrigin: string;
  href: string;
}

/** Runs the head script in a page with these cookies, path and user agent: the links it adds and the root's classes. */
function runIn(deployment: 'embedded' | 'production', cookie: string, pathname = '/settings', userAgent = 'Mozilla/5.0') {
  const links: Link[] = [];
  const classes: string[] = [];
  const document = {
    cookie,
    documentElement: { classList: { add: (name: string) => classes.push(name) } },
    createElement: () => ({ rel: '', as: '', crossOrigin: '', href: '' }),
    head: { appendChild: (link: Link) => links.push(link) },
  };
  runInNewContext(bootHeadScript(config, deployment), { document, location: { pathname }, navigator: { userAgent } });
  return { links, classes };
}

describe("index.html's head script", () => {
  it.each([
    ['signed out: nothing preloaded', 'embedded', 'vitalia_cookie_consent=rejected', []],
    ['a user cookie emptied by sign-out: nothing preloaded', 'embedded', 'vitalia_user=; vitalia_cookie_consent=accepted', []],
    ['another product’s user cookie: nothing preloaded', 'embedded', 'other_user=u1', []],
    ['signed in: the banners’ data from this origin', 'embedded', 'vitalia_cookie_consent=rejected; vitalia_user=user-1', ['/v1/health_profile', '/v1/tests']],
    ['signed in, first cookie: the same', 'embedded', 'vitalia_user=user-1', ['/v1/health_profile', '/v1/tests']],
    ['signed in, production: from the API host', 'production', 'vitalia_user=user-1', ['https://api.vitalia.example/v1/health_profile', 'https://api.vitalia.example/v1/tests']],
  ] as const)('%s', (_why, deployment, cookie, hrefs) => {
    const { links } = runIn(deployment, cookie);
    expect(links.map((link) => link.href)).toEqual(hrefs);
    // The client fetches with cookies included: a preload asked another way would not be reused, and would cost a request.
    for (const link of links) expect(link).toMatchObject({ rel: 'preload', as: 'fetch', crossOrigin: 'use-credentials' });
  });

  it.each([
    ['no choice yet: the banner shows', 'vitalia_user=user-1', '/settings', 'Mozilla/5.0', []],
    ['a choice made: hidden', 'vitalia_cookie_consent=accepted', '/settings', 'Mozilla/5.0', ['no-boot-cookie-banner']],
    ['the cookie page: hidden', '', '/specs-accept-cookie-banner', 'Mozilla/5.0', ['no-boot-cookie-banner']],
    ['the app’s webview: hidden', '', '/settings', 'Mozilla/5.0 VitaliaApp/3.1', ['no-boot-cookie-banner']],
  ])('the static cookie banner: %s', (_why, cookie, pathname, userAgent, classes) => {
    expect(runIn('embedded', cookie, pathname, userAgent).classes).toEqual(classes);
  });
});
