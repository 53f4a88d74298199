import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { messages, type MessageKey } from '../generated/messages.gen';
import { message } from '../ui/message';

/** A confirmation carried in the navigation state as a message key, e.g. after a payment. */
export function SuccessModal() {
  const location = useLocation();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const state: unknown = location.state;
  const key = typeof state === 'object' && state !== null && 'modal' in state && typeof state.modal === 'string' && state.modal in messages ? (state.modal as MessageKey) : null;
  useEffect(() => {
    if (key && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [key]);
  if (!key) return null;
  const close = () => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="success-modal-title" onCancel={close}>
      <h2 id="success-modal-title">{message(key)}</h2>
      <button type="button" className="button-primary" autoFocus onClick={close}>
        {message('common.ok')}
      </button>
    </dialog>
  );
}
