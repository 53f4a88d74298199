import { messages, type MessageKey } from '../generated/messages.gen';

/** Navigation state that carries a one-off notice: a message key from config/messages.yaml. */
export interface FlashState {
  flash: MessageKey;
}

/** The state to pass to navigate() so the next page shows this message once in the flash notice. */
export function flashState(key: MessageKey): FlashState {
  return { flash: key };
}

/** The message key a navigation state carries, or null (no flash, or a key that is not in the catalogue). */
export function flashKey(state: unknown): MessageKey | null {
  if (typeof state !== 'object' || state === null || !('flash' in state)) return null;
  const key = state.flash;
  return typeof key === 'string' && Object.hasOwn(messages, key) ? (key as MessageKey) : null;
}
