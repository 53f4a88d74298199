import { fillMessage } from '../domain/fill-message';
import { messages, type MessageKey } from '../generated/messages.gen';

/** A message of config/messages.yaml with its {name} placeholders and plural counts filled. */
export function message(key: MessageKey, values: Readonly<Record<string, string | number>> = {}): string {
  const text = messages[key] as string | undefined;
  // Only possible in the app's build, where copy loads per namespace with the code that names it: a key built
  // without its namespace written out (see codegen/generate/message-namespaces.ts).
  if (text === undefined)
    throw new Error(
      `Message "${key}" is not loaded: name its namespace in a literal ('${key.split('.')[0]}.') in the module that builds the key`,
    );
  return fillMessage(text, values);
}
