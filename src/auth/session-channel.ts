/** Tells the other tabs of this browser that the session ended, so they sign out too. */
const CHANNEL = 'vitalia-session';
// A BroadcastChannel message reaches every other channel object, this tab's listener included; the tab that
// signs out is already leaving and must not be held on its page by its own announcement.
const THIS_TAB = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function announceLogout(): void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: 'logout', from: THIS_TAB });
  channel.close();
}

export function onLogoutElsewhere(listener: () => void): () => void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<{ type?: string; from?: string }>) => {
    if (event.data?.type === 'logout' && event.data.from !== THIS_TAB) listener();
  };
  return () => channel.close();
}
