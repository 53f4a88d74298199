/** Tells the other tabs of this browser that the session ended, so they sign out too. */
const CHANNEL = 'vitalia-session';

export function announceLogout(): void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: 'logout' });
  channel.close();
}

export function onLogoutElsewhere(listener: () => void): () => void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'logout') listener();
  };
  return () => channel.close();
}
