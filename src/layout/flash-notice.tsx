import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NotificationBanner } from '../ui/notification-banner';
import { message } from '../ui/message';
import { flashKey } from './flash';

/** A one-off notice carried in the navigation state (see flashState), e.g. after a redirect that completed an action. */
export function FlashNotice() {
  const location = useLocation();
  const key = flashKey(location.state);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  if (!key || closedFor === location.key) return null;
  return (
    <div className="flash-notice-area" role="status">
      <NotificationBanner heading={message(key)} onDismiss={() => setClosedFor(location.key)} />
    </div>
  );
}
