import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../../../src/generated/config-types.gen';
import { layoutChrome } from '../../../../src/engine/layout/layout-chrome';
import { menusShown, type MenusShown } from '../../../../src/engine/layout/menus-shown';

const account = { id: 'account', label: 'Account' } as NavItem;
const quiz = { id: 'quiz', label: 'Take quiz' } as NavItem;
const frame = (layout: string, signedIn: boolean, webview = false) => layoutChrome({ webview, layout, signedIn, hideFooter: false });
const none: MenusShown = { topNavigation: false, mainNavigation: false, accountMenu: false, sidebar: false, support: false, drawer: false };

// The header's rule, which the app frame draws by and the staff studio's "what each person sees" reports.
describe('which menus a page draws', () => {
  it.each<[string, boolean, readonly NavItem[], ReturnType<typeof frame>, MenusShown]>([
    ['signed out, default layout: the top menu only', false, [quiz], frame('default', false), { ...none, topNavigation: true }],
    [
      'signed in, default layout: every menu, the account menu behind its top item',
      true,
      [account],
      frame('default', true),
      {
        topNavigation: true,
        mainNavigation: true,
        accountMenu: true,
        sidebar: true,
        support: true,
        drawer: true,
      },
    ],
    [
      'signed in, but the top menu has no account item (its `when` failed): no account dropdown',
      true,
      [quiz],
      frame('default', true),
      {
        topNavigation: true,
        mainNavigation: true,
        accountMenu: false,
        sidebar: true,
        support: true,
        drawer: true,
      },
    ],
    ['the funnel layout has its own header: none of these', true, [account], frame('funnel', true), none],
    ['a bare page: none', true, [account], frame('bare', true), none],
    ['the webview: none', true, [account], frame('default', true, true), none],
  ])('%s', (_, signedIn, top, chrome, expected) => {
    expect(menusShown(chrome, signedIn, top)).toEqual(expected);
  });
});
