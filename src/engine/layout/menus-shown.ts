import type { NavItem } from '../../generated/config-types.gen';
import type { LayoutChrome } from './layout-chrome';

/** The top menu's item that opens the account menu (config/navigation.yaml) rather than linking somewhere. */
export const ACCOUNT_ITEM_ID = 'account';

export function opensAccountMenu(item: NavItem): boolean {
  return item.id === ACCOUNT_ITEM_ID;
}

/** Which of config/navigation.yaml's menus a page draws; each still shows only the items whose `when` holds. */
export interface MenusShown {
  topNavigation: boolean;
  /** The main navigation bar under the header. */
  mainNavigation: boolean;
  /** The Account dropdown of wide screens, behind the top menu's account item. */
  accountMenu: boolean;
  sidebar: boolean;
  /** Under the sidebar, and in the drawer. */
  support: boolean;
  /** Narrow screens' Menu button, whose drawer holds every menu. */
  drawer: boolean;
}

/**
 * The header's rule for its menus: the default layout's header has the top menu; a signed-in person also gets the
 * main navigation and the drawer; the account menu hangs on the top menu's account item; the support links go
 * with the sidebar and the drawer. The app frame draws by it and the staff studio shows what it gives.
 */
export function menusShown(frame: LayoutChrome, signedIn: boolean, topItems: readonly NavItem[]): MenusShown {
  const header = frame.header === 'default';
  const drawer = header && signedIn;
  return {
    topNavigation: header,
    mainNavigation: drawer,
    accountMenu: header && topItems.some(opensAccountMenu),
    sidebar: frame.sidebar,
    support: drawer || frame.sidebar,
    drawer,
  };
}
