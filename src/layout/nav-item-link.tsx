import { Link } from 'react-router-dom';
import type { NavItem } from '../generated/config-types.gen';
import { pathFor } from '../routing/app-routes';
import { externalUrl } from '../routing/url-policy';

export type NavAction = NonNullable<NavItem['action']>;

interface Props {
  item: NavItem;
  onAction: (action: NavAction) => void;
  onFollow?: () => void;
}

/** One configured menu entry: an in-app link by route id, an external link, or an action button. */
export function NavItemLink({ item, onAction, onFollow }: Props) {
  if (item.action) {
    const action = item.action;
    return (
      <button type="button" className="nav-button" onClick={() => onAction(action)}>
        {item.label}
      </button>
    );
  }
  if (item.external) {
    return (
      <a href={externalUrl(item.external)} onClick={onFollow}>
        {item.label}
      </a>
    );
  }
  return (
    <Link to={pathFor(item.route ?? 'root', item.params ?? {})} onClick={onFollow}>
      {item.label}
    </Link>
  );
}
