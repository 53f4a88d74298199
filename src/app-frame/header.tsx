import { Link } from 'react-router-dom';
import type { NavItem } from '../generated/config-types.gen';
import { opensAccountMenu, type MenusShown } from '../engine/layout/menus-shown';
import { appConfig } from '../generated/app-config.gen';
import { pathFor } from '../app-router/app-routes';
import { message } from '../ui/message';
import { AccountMenu } from './account-menu';
import { BrandMark } from './brand-mark';
import { NavDrawer } from './nav-drawer';
import { NavItemLink, type NavAction } from './nav-item-link';

interface Props {
  authenticated: boolean;
  /** Which menus this page draws (src/engine/layout/menus-shown.ts): the one rule the staff studio shows too. */
  menus: MenusShown;
  /** Already selected by their `when` conditions (config/navigation.yaml), like every other menu. */
  topItems: readonly NavItem[];
  mainItems: readonly NavItem[];
  accountItems: readonly NavItem[];
  sidebarItems: readonly NavItem[];
  supportItems: readonly NavItem[];
  onAction: (action: NavAction) => void;
}

/**
 * Wide screens: logo, top links with the Account dropdown, and the main navigation below. Below 64rem the
 * signed-in header is the logo and a Menu button whose drawer holds every link.
 */
export function Header({ authenticated, menus, topItems, mainItems, accountItems, sidebarItems, supportItems, onAction }: Props) {
  return (
    <header className={`site-header${authenticated ? ' site-header--signed-in' : ''}`}>
      <div className="site-header__bar">
        <Link className="logo" to={pathFor('root')} aria-label={message('layout.logoAlt', { productName: appConfig.productName })}>
          <BrandMark />
          <span className="logo__name">{appConfig.productName}</span>
        </Link>
        <nav aria-label="Top" className="top-nav">
          <ul>
            {topItems.map((item) => (
              <li key={item.id}>
                {opensAccountMenu(item) ? (
                  <AccountMenu items={accountItems} onAction={onAction} />
                ) : (
                  <NavItemLink item={item} onAction={onAction} className="top-nav__link" />
                )}
              </li>
            ))}
          </ul>
        </nav>
        {menus.drawer ? (
          <NavDrawer
            sections={{
              main: mainItems,
              sidebar: sidebarItems,
              account: accountItems,
              top: topItems.filter((item) => !opensAccountMenu(item)),
              support: supportItems,
            }}
            onAction={onAction}
          />
        ) : null}
      </div>
      {menus.mainNavigation ? (
        <nav aria-label={message('layout.mainNavigation')} className="main-nav">
          <ul>
            {mainItems.map((item) => (
              <li key={item.id}>
                <NavItemLink item={item} onAction={onAction} className="main-nav__link" />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
