import { useLocation, useNavigate } from 'react-router-dom';
import { messages, type MessageKey } from '../generated/messages.gen';
import { Button } from '../ui/button';
import { message } from '../ui/message';
import { ModalDialog } from '../ui/modal-dialog';

/** A confirmation carried in the navigation state as a message key, e.g. after a payment. */
export function SuccessModal() {
  const location = useLocation();
  const navigate = useNavigate();
  const state: unknown = location.state;
  const key =
    typeof state === 'object' && state !== null && 'modal' in state && typeof state.modal === 'string' && state.modal in messages
      ? (state.modal as MessageKey)
      : null;
  if (!key) return null;
  const close = () => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  return (
    <ModalDialog open title={message(key)} onClose={close}>
      <div className="button-group">
        <Button data-autofocus onClick={close}>
          {message('common.ok')}
        </Button>
      </div>
    </ModalDialog>
  );
}
