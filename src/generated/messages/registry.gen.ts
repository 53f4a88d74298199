// Generated from config/messages.yaml by `npm run codegen`; do not edit.
import type { MessageKey } from '../messages.gen';

export type { MessageKey };

/** Filled by each namespace's module as the code that names it loads (see codegen/generate/message-namespaces.ts). */
export const messages = {} as Record<MessageKey, string>;

export function addMessages(namespace: Readonly<Partial<Record<MessageKey, string>>>): void {
  Object.assign(messages, namespace);
}
