import { describe, expect, it } from 'vitest';
import { bootSplashHtml, sessionPreloadHtml } from '../../../codegen/boot-splash';
import type { AppConfig, MessagesConfig } from '../../../src/generated/config-types.gen';
import { BRAND_MARK_DROP_PATH } from '../../../src/app-frame/brand-mark-shape';

const hosts = {
  embedded: { api: '', content: '/content-api', externalSite: '/site' },
  production: {
    api: 'https://api.vitalia.example',
    content: 'https://content.vitalia.example',
    externalSite: 'https://www.vitalia.example',
  },
};
const app = (productName: string) => ({ productName, hosts }) as unknown as AppConfig;
const messages = (loading: string) => ({ messages: { 'page.loading': loading } }) as unknown as MessagesConfig;

describe("index.html's boot splash", () => {
  it.each([
    ['the product name and the loading words from config', 'Vitalia', 'Loading…', ['>Vitalia<', '>Loading…<']],
    ['markup in config is shown as text, never parsed', 'A<b>&"', 'Wait <i>', ['A&#60;b&#62;&#38;&#34;', 'Wait &#60;i&#62;']],
  ])('%s', (_why, productName, loading, expected) => {
    const html = bootSplashHtml({ app: app(productName), messages: messages(loading) });
    for (const part of expected) expect(html).toContain(part);
    expect(html).toContain('role="status"');
  });

  it("draws the header's drop, so the first thing painted is the same mark", () => {
    expect(bootSplashHtml({ app: app('Vitalia'), messages: messages('Loading…') })).toContain(`d="${BRAND_MARK_DROP_PATH}"`);
  });
});

describe("index.html's session preload", () => {
  it.each([
    ['embedded: this origin', 'embedded', '/v1/user?include=roles%2Csource_organisation'],
    ['production: the API host', 'production', 'https://api.vitalia.example/v1/user?include=roles%2Csource_organisation'],
  ] as const)('%s', (_why, deployment, href) => {
    // The client fetches with cookies included, so the preload must ask the same way or it is not reused.
    expect(sessionPreloadHtml({ app: app('Vitalia') }, deployment)).toBe(
      `<link rel="preload" href="${href}" as="fetch" crossorigin="use-credentials">`,
    );
  });
});
