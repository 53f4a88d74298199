import { useEffect, useRef } from 'react';
import { message } from '../ui/message';

interface Props {
  onCancelPurchase: () => void;
  onStay: () => void;
}

/**
 * "Are you sure you want to cancel your purchase?" with "Cancel purchase" and "Stay in checkout". The safe
 * choice has focus, so Enter keeps the person in checkout; closing returns focus to what opened the dialog.
 * (React's autoFocus runs before showModal and the native dialog then focuses its first button instead.)
 */
export function CancelDialog({ onCancelPurchase, onStay }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    stay.current?.focus();
    return () => {
      element?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="cancel-purchase-title" onCancel={onStay}>
      <h2 id="cancel-purchase-title">{message('signup.cancel.prompt')}</h2>
      <div className="dialog__actions">
        <button type="button" onClick={onCancelPurchase}>
          {message('signup.cancel.confirm')}
        </button>
        <button ref={stay} type="button" className="button-primary" onClick={onStay}>
          {message('signup.cancel.stay')}
        </button>
      </div>
    </dialog>
  );
}
