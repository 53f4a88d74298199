import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { message } from '../ui/message';

/** A one-off notice carried in the navigation state, e.g. after a redirect that completed an action. */
export function FlashNotice() {
  const location = useLocation();
  const state: unknown = location.state;
  const flash = typeof state === 'object' && state !== null && 'flash' in state && typeof state.flash === 'string' ? state.flash : null;
  const [closedFor, setClosedFor] = useState<string | null>(null);
  if (!flash || closedFor === location.key) return null;
  return (
    <div className="flash-notice" role="status">
      <p>{flash}</p>
      <button type="button" onClick={() => setClosedFor(location.key)}>
        {message('layout.closeNotice')}
      </button>
    </div>
  );
}
