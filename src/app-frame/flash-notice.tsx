import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NotificationBanner } from '../ui/notification-banner';
import { message } from '../ui/message';
import { flashOf } from './flash';

/**
 * A one-off notice carried in the navigation state (see flashState), e.g. after a redirect that completed an action.
 * A success notice is its own announcement (the banner is an alert and takes focus); an info one sits in a status region.
 */
export function FlashNotice() {
  const location = useLocation();
  const flash = flashOf(location.state);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  if (!flash || closedFor === location.key) return null;
  const banner = (
    <NotificationBanner
      key={location.key}
      tone={flash.tone}
      heading={message(flash.key, flash.params)}
      onDismiss={() => setClosedFor(location.key)}
    />
  );
  if (flash.tone === 'success') return <div className="flash-notice-area">{banner}</div>;
  return (
    <div className="flash-notice-area" role="status">
      {banner}
    </div>
  );
}
