import type { NavItem } from '../generated/config-types.gen';
import { appConfig } from '../generated/app-config.gen';
import { message } from '../ui/message';
import { readBannerAreaHeight } from './banner-area-height';
import { NavItemLink, type NavAction } from './nav-item-link';

interface Props {
  items: readonly NavItem[];
  supportItems: readonly NavItem[];
  onAction: (action: NavAction) => void;
}

/** "Your <product>" links; CSS shows it on large screens only. */
export function Sidebar({ items, supportItems, onAction }: Props) {
  const title = message('copy.sidebarTitle', { productName: appConfig.productName });
  return (
    <aside ref={readBannerAreaHeight} className="sidebar" aria-label={title}>
      <div className="sidebar__card">
        <h2 className="sidebar__title">{title}</h2>
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <NavItemLink item={item} onAction={onAction} />
            </li>
          ))}
        </ul>
        <ul className="sidebar__support">
          {supportItems.map((item) => (
            <li key={item.id}>
              <NavItemLink item={item} onAction={onAction} />
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
