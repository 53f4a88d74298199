import { Link } from 'react-router-dom';
import type { NavItem } from '../generated/config-types.gen';
import { appConfig } from '../generated/app-config.gen';
import { pathFor } from '../routing/app-routes';
import { message } from '../ui/message';
import { AccountMenu } from './account-menu';
import { NavItemLink, type NavAction } from './nav-item-link';

interface Props {
  authenticated: boolean;
  /** Already selected by their `when` conditions (config/navigation.yaml), like every other menu. */
  topItems: readonly NavItem[];
  mainItems: readonly NavItem[];
  accountItems: readonly NavItem[];
  supportItems: readonly NavItem[];
  onAction: (action: NavAction) => void;
}

export function Header({ authenticated, topItems, mainItems, accountItems, supportItems, onAction }: Props) {
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link className="logo" to={pathFor('root')} aria-label={message('layout.logoAlt', { productName: appConfig.productName })}>
          {appConfig.productName}
        </Link>
        <nav aria-label="Top" className="top-nav">
          <ul>
            {topItems.map((item) => (
              <li key={item.id}>
                {item.id === 'account' ? <AccountMenu items={accountItems} supportItems={supportItems} onAction={onAction} /> : <NavItemLink item={item} onAction={onAction} />}
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
