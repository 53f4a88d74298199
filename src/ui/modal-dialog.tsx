import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import './modal-dialog.css';

interface Props {
  open: boolean;
  title: ReactNode;
  /** Escape (when dismissible) or a button of the caller; the caller sets `open` to false. */
  onClose: () => void;
  /** The safe choice ("Stay", "Cancel"), focused on open; otherwise the element marked `data-autofocus`, else the title. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close when the opener is gone (e.g. a menu item that closed with its menu). */
  returnFocus?: RefObject<HTMLElement | null>;
  /** False for a step that must be acknowledged: Escape then does nothing. */
  dismissible?: boolean;
  /** `alertdialog` for a destructive confirmation. */
  role?: 'dialog' | 'alertdialog';
  children?: ReactNode;
}

/** Back to what opened the dialog; if that is gone, to the fallback the caller named (read at close time). */
function focusBack(openedFrom: Element | null, fallback: RefObject<HTMLElement | null> | undefined): void {
  const target = openedFrom instanceof HTMLElement && openedFrom.isConnected ? openedFrom : fallback?.current;
  target?.focus();
}

/**
 * A native `<dialog>` shown modally: the browser makes the rest of the page inert and keeps Tab inside;
 * focus goes to the safe choice on open and back to whatever opened it on close.
 */
export function ModalDialog({ open, title, onClose, initialFocus, returnFocus, dismissible = true, role = 'dialog', children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return undefined;
    const openedFrom = document.activeElement;
    if (!element.open) element.showModal();
    const target =
      initialFocus?.current ??
      element.querySelector<HTMLElement>('[data-autofocus]') ??
      element.querySelector<HTMLElement>('.modal-dialog__title');
    target?.focus();
    return () => {
      if (element.open) element.close();
      focusBack(openedFrom, returnFocus);
    };
  }, [open, initialFocus, returnFocus]);

  return (
    <dialog
      ref={dialog}
      className="modal-dialog"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // The component, not the browser, decides when it closes: `open` stays the single source of truth.
        event.preventDefault();
        if (dismissible) onCloseRef.current();
      }}
      onClose={() => {
        // Chrome can close a dialog without a cancelable cancel event (a repeated Escape).
        if (open && dismissible) onCloseRef.current();
        else if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
      }}
    >
      <h2 className="modal-dialog__title" id={titleId} tabIndex={-1}>
        {title}
      </h2>
      <div className="modal-dialog__body">{children}</div>
    </dialog>
  );
}
