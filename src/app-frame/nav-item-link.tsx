import { NavLink } from 'react-router-dom';
import type { NavItem } from '../generated/config-types.gen';
import { pathFor } from '../app-router/app-routes';
import { externalUrl } from '../app-router/url-policy';

export type NavAction = NonNullable<NavItem['action']>;

interface Props {
  item: NavItem;
  onAction: (action: NavAction) => void;
  onFollow?: () => void;
  className?: string;
}

/** One configured menu entry: an in-app link by route id (marked as the current page), an external link, or an action button. */
export function NavItemLink({ item, onAction, onFollow, className }: Props) {
  if (item.action) {
    const action = item.action;
    return (
      <button type="button" className={`nav-button${className ? ` ${className}` : ''}`} onClick={() => onAction(action)}>
        {item.label}
      </button>
    );
  }
  if (item.external) {
    return (
      <a className={className} href={externalUrl(item.external)} onClick={onFollow}>
        {item.label}
      </a>
    );
  }
  return (
    <NavLink className={className} to={pathFor(item.route ?? 'root', item.params ?? {})} end onClick={onFollow}>
      {item.label}
    </NavLink>
  );
}
