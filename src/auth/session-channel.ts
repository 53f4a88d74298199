/**
 * Tells the other tabs of this browser what changed about the person's account: that the session ended (they
 * sign out too) or that the email address was verified (they fetch the person again, so a banner or the
 * verification page there moves on without a reload).
 */
const CHANNEL = 'vitalia-session';
// A BroadcastChannel message reaches every other channel object, this tab's listener included; the tab that
// announces already acts on it and must not act twice (or be held on its page by its own announcement).
const THIS_TAB = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

type Announcement = 'logout' | 'email-verified';

function announce(type: Announcement): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type, from: THIS_TAB });
  channel.close();
}

function onAnnouncement(type: Announcement, listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<{ type?: string; from?: string }>) => {
    if (event.data?.type === type && event.data.from !== THIS_TAB) listener();
  };
  return () => channel.close();
}

export function announceLogout(): void {
  announce('logout');
}

export function onLogoutElsewhere(listener: () => void): () => void {
  return onAnnouncement('logout', listener);
}

export function announceEmailVerified(): void {
  announce('email-verified');
}

export function onEmailVerifiedElsewhere(listener: () => void): () => void {
  return onAnnouncement('email-verified', listener);
}
