import { describe, expect, it } from 'vitest';
import { layoutChrome, type LayoutChrome } from '../../../../src/engine/layout/layout-chrome';

describe('the frame around a page', () => {
  it.each<[string, Parameters<typeof layoutChrome>[0], LayoutChrome]>([
    [
      'default layout, signed in',
      { webview: false, layout: 'default', signedIn: true, hideFooter: false },
      { chrome: true, header: 'default', sidebar: true, footer: true },
    ],
    [
      'default layout, signed out: no sidebar',
      { webview: false, layout: 'default', signedIn: false, hideFooter: false },
      { chrome: true, header: 'default', sidebar: false, footer: true },
    ],
    [
      'funnel layout: its own header, no sidebar',
      { webview: false, layout: 'funnel', signedIn: true, hideFooter: false },
      { chrome: true, header: 'funnel', sidebar: false, footer: true },
    ],
    [
      'bare layout: no header',
      { webview: false, layout: 'bare', signedIn: true, hideFooter: false },
      { chrome: true, header: 'none', sidebar: false, footer: true },
    ],
    [
      'a route that hides the footer',
      { webview: false, layout: 'default', signedIn: true, hideFooter: true },
      { chrome: true, header: 'default', sidebar: true, footer: false },
    ],
    [
      'the webview: content only',
      { webview: true, layout: 'default', signedIn: true, hideFooter: false },
      { chrome: false, header: 'none', sidebar: false, footer: false },
    ],
  ])('%s', (_, options, expected) => {
    expect(layoutChrome(options)).toEqual(expected);
  });
});
