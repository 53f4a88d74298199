import type { NavItem } from '../generated/config-types.gen';
import { DisclosureMenu } from '../ui/disclosure-menu';
import { Icon } from '../ui/icons';
import { message } from '../ui/message';
import { NavItemLink, type NavAction } from './nav-item-link';

interface Props {
  items: readonly NavItem[];
  onAction: (action: NavAction) => void;
}

/** The Account dropdown of wide screens; below 64rem the same items are in the navigation drawer. */
export function AccountMenu({ items, onAction }: Props) {
  return (
    <DisclosureMenu
      className="account-menu"
      label={
        <>
          <Icon name="user" />
          {message('layout.accountMenu')}
        </>
      }
    >
      {items.map((item) => (
        <li key={item.id} className={item.action === 'delete-account' ? 'disclosure-menu__separator' : undefined}>
          <NavItemLink item={item} onAction={onAction} />
        </li>
      ))}
    </DisclosureMenu>
  );
}
