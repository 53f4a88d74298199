import { useEffect, useRef } from 'react';
import { message } from '../ui/message';

interface Props {
  onCancelPurchase: () => void;
  onStay: () => void;
}

/** "Are you sure you want to cancel your purchase?" with "Cancel purchase" and "Stay in checkout". */
export function CancelDialog({ onCancelPurchase, onStay }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="cancel-purchase-title" onCancel={onStay}>
      <h2 id="cancel-purchase-title">{message('signup.cancel.prompt')}</h2>
      <div className="dialog__actions">
        <button type="button" onClick={onCancelPurchase}>
          {message('signup.cancel.confirm')}
        </button>
        <button type="button" className="button-primary" autoFocus onClick={onStay}>
          {message('signup.cancel.stay')}
        </button>
      </div>
    </dialog>
  );
}
