import { useEffect, useId, useRef, useState } from 'react';
import type { NavItem } from '../generated/config-types.gen';
import { message } from '../ui/message';
import { NavItemLink, type NavAction } from './nav-item-link';

interface Props {
  items: readonly NavItem[];
  /** Support links (config/navigation.yaml `support`, already selected); CSS shows them here on small screens only. */
  supportItems: readonly NavItem[];
  onAction: (action: NavAction) => void;
}

/** The Account dropdown: a disclosure button, closed by Escape or by a click outside. */
export function AccountMenu({ items, supportItems, onAction }: Props) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as globalThis.Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="account-menu" ref={container}>
      <button ref={button} type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((value) => !value)}>
        {message('layout.accountMenu')}
      </button>
      <ul id={menuId} hidden={!open} className="account-menu__list">
        {items.map((item) => (
          <li key={item.id}>
            <NavItemLink
              item={item}
              onFollow={() => setOpen(false)}
              onAction={(action) => {
                setOpen(false);
                onAction(action);
              }}
            />
          </li>
        ))}
        {supportItems.map((item) => (
          <li key={`support-${item.id}`} className="account-menu__support" data-support-item={item.id}>
            <NavItemLink item={item} onFollow={() => setOpen(false)} onAction={onAction} />
          </li>
        ))}
      </ul>
    </div>
  );
}
