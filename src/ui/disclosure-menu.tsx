import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from './icons';
import './disclosure-menu.css';

interface Props {
  /** The button's words, e.g. "Account". */
  label: ReactNode;
  /** `<li>` items; following a link or pressing a button inside closes the menu. */
  children: ReactNode;
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
  className?: string;
}

/**
 * A button that shows and hides a list of links (the disclosure pattern, not an ARIA menu): closed, the list is
 * `hidden`, so it is neither seen nor read; Escape or a click outside closes it, Escape returns focus to the button.
 */
export function DisclosureMenu({ label, children, align = 'end', className }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as globalThis.Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onFocus = (event: FocusEvent) => {
      if (container.current && !container.current.contains(event.target as globalThis.Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return (
    <div ref={container} className={`disclosure-menu disclosure-menu--${align}${className ? ` ${className}` : ''}`}>
      <button
        ref={button}
        type="button"
        className="disclosure-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{label}</span>
        <Icon name="chevron-down" className="disclosure-menu__chevron" />
      </button>
      <ul
        id={panelId}
        className="disclosure-menu__panel"
        hidden={!open}
        onClick={(event) => {
          if ((event.target as Element).closest('a, button')) setOpen(false);
        }}
      >
        {children}
      </ul>
    </div>
  );
}
