import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { NavItem } from '../generated/config-types.gen';
import { appConfig } from '../generated/app-config.gen';
import { Icon } from '../ui/icons';
import { message } from '../ui/message';
import { NavItemLink, type NavAction } from './nav-item-link';

/** The width from which the header shows the navigation and the sidebar itself (matches app.css). */
const WIDE = '(min-width: 64rem)';

export interface DrawerSections {
  main: readonly NavItem[];
  sidebar: readonly NavItem[];
  account: readonly NavItem[];
  /** Log out and Take quiz (config topNavigation, without the Account entry the account section replaces). */
  top: readonly NavItem[];
  support: readonly NavItem[];
}

interface Props {
  sections: DrawerSections;
  onAction: (action: NavAction) => void;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'));
}

function LinkList({
  items,
  onAction,
  onFollow,
}: {
  items: readonly NavItem[];
  onAction: (action: NavAction) => void;
  onFollow: () => void;
}) {
  return (
    <ul className="nav-drawer__list">
      {items.map((item) => (
        <li key={item.id}>
          <NavItemLink item={item} onFollow={onFollow} onAction={onAction} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Below 64rem: a Menu button that opens the navigation as a drawer (a modal <dialog>, so the page behind is
 * inert). Escape and the close button close it; Tab cycles inside it; focus returns to the Menu button.
 */
export function NavDrawer({ sections, onAction }: Props) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return undefined;
    if (!element.open) element.showModal();
    closeButton.current?.focus();
    // Widening the window past the breakpoint shows the full header: a drawer left open would keep the page inert.
    const wide = window.matchMedia(WIDE);
    const onWide = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onWide);
    const button = menuButton.current;
    return () => {
      wide.removeEventListener('change', onWide);
      if (element.open) element.close();
      button?.focus();
    };
  }, [open]);

  const close = () => setOpen(false);
  const act = (action: NavAction) => {
    close();
    onAction(action);
  };
  // Chrome lets Tab leave a modal dialog for the browser's own controls; a person on the page stays in the menu.
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = focusables(dialog.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  const sidebarTitle = message('copy.sidebarTitle', { productName: appConfig.productName });

  return (
    <>
      <button
        ref={menuButton}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
        {message('layout.menu')}
      </button>
      <dialog
        ref={dialog}
        className="nav-drawer"
        aria-label={message('layout.menu')}
        onKeyDown={trapTab}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onClose={close}
        onClick={(event) => {
          // A click on the backdrop (the dialog box itself, outside its panel) closes the drawer.
          if (event.target === dialog.current) close();
        }}
      >
        {open ? (
          <div className="nav-drawer__panel">
            <div className="nav-drawer__header">
              <span className="nav-drawer__title">{message('layout.menu')}</span>
              <button ref={closeButton} type="button" className="nav-drawer__close" onClick={close}>
                <Icon name="close" />
                <span className="visually-hidden">{message('layout.closeMenu')}</span>
              </button>
            </div>
            <nav aria-label={message('layout.mainNavigation')} className="nav-drawer__section">
              <LinkList items={sections.main} onAction={act} onFollow={close} />
            </nav>
            {sections.sidebar.length > 0 ? (
              <nav aria-label={sidebarTitle} className="nav-drawer__section">
                <h2 className="nav-drawer__heading">{sidebarTitle}</h2>
                <LinkList items={sections.sidebar} onAction={act} onFollow={close} />
              </nav>
            ) : null}
            <nav aria-label={message('layout.accountMenu')} className="nav-drawer__section">
              <h2 className="nav-drawer__heading">{message('layout.accountMenu')}</h2>
              <LinkList items={[...sections.account, ...sections.support, ...sections.top]} onAction={act} onFollow={close} />
            </nav>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
