import { messages, type MessageKey } from '../generated/messages.gen';

/** A message of config/messages.yaml with its {name} placeholders filled. */
export function message(key: MessageKey, values: Readonly<Record<string, string | number>> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
