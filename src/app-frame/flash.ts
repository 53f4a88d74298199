import { messages, type MessageKey } from '../generated/messages.gen';

type FlashParams = Readonly<Record<string, string | number>>;

/**
 * Navigation state that carries a one-off notice: a message key from config/messages.yaml, its values, and its
 * tone (a success confirms what the person just did: announced and focused, per DESIGN.md).
 */
export interface FlashState {
  flash: MessageKey;
  params?: FlashParams;
  tone?: 'info' | 'success';
}

/** The state to pass to navigate() so the next page shows this message once in the flash notice. */
export function flashState(key: MessageKey, params?: FlashParams, tone: 'info' | 'success' = 'info'): FlashState {
  return params === undefined && tone === 'info' ? { flash: key } : { flash: key, params, tone };
}

/** The message key a navigation state carries, or null (no flash, or a key that is not in the catalogue). */
export function flashKey(state: unknown): MessageKey | null {
  if (typeof state !== 'object' || state === null || !('flash' in state)) return null;
  const key = state.flash;
  return typeof key === 'string' && Object.hasOwn(messages, key) ? (key as MessageKey) : null;
}

/** The whole notice a navigation state carries, or null: only string and number values and a known tone are kept. */
export function flashOf(state: unknown): { key: MessageKey; params: Record<string, string | number>; tone: 'info' | 'success' } | null {
  const key = flashKey(state);
  if (key === null) return null;
  const record = state as { params?: unknown; tone?: unknown };
  const params =
    typeof record.params === 'object' && record.params !== null
      ? Object.fromEntries(
          Object.entries(record.params).filter(
            (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
          ),
        )
      : {};
  return { key, params, tone: record.tone === 'success' ? 'success' : 'info' };
}
