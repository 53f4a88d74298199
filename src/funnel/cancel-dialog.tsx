import { useRef } from 'react';
import { Button } from '../ui/button';
import { message } from '../ui/message';
import { ModalDialog } from '../ui/modal-dialog';

interface Props {
  onCancelPurchase: () => void;
  onStay: () => void;
}

/** "Are you sure you want to cancel your purchase?" with "Cancel purchase" and "Stay in checkout" (the safe choice, focused). */
export function CancelDialog({ onCancelPurchase, onStay }: Props) {
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog open title={message('signup.cancel.prompt')} onClose={onStay} initialFocus={stay}>
      <div className="button-group">
        <Button ref={stay} onClick={onStay}>
          {message('signup.cancel.stay')}
        </Button>
        <Button variant="secondary" onClick={onCancelPurchase}>
          {message('signup.cancel.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
