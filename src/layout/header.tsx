import { Link } from 'react-router-dom';
import type { NavItem } from '../generated/config-types.gen';
import { appConfig } from '../generated/app-config.gen';
import { navigationConfig } from '../generated/navigation-config.gen';
import { pathFor } from '../routing/app-routes';
import { message } from '../ui/message';
import { AccountMenu } from './account-menu';
import { NavItemLink, type NavAction } from './nav-item-link';

interface Props {
  authenticated: boolean;
  mainItems: readonly NavItem[];
  accountItems: readonly NavItem[];
  onAction: (action: NavAction) => void;
}

export function Header({ authenticated, mainItems, accountItems, onAction }: Props) {
  const topItems = navigationConfig.topNavigation.filter((item) => authenticated || item.action !== 'logout');
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link className="logo" to={pathFor('root')} aria-label={message('layout.logoAlt', { productName: appConfig.productName })}>
          {appConfig.productName}
        </Link>
        <nav aria-label="Top" className="top-nav">
          <ul>
            {authenticated ? (
              <li>
                <AccountMenu items={accountItems} onAction={onAction} />
              </li>
            ) : null}
            {topItems
              .filter((item) => item.id !== 'account')
              .map((item) => (
                <li key={item.id}>
                  <NavItemLink item={item} onAction={onAction} />
                </li>
              ))}
          </ul>
        </nav>
      </div>
      {authenticated ? (
        <nav aria-label={message('layout.mainNavigation')} className="main-nav">
          <ul>
            {mainItems.map((item) => (
              <li key={item.id}>
                <NavItemLink item={item} onAction={onAction} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
