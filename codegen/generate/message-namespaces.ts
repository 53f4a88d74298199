import { header, literal, type GeneratedFile } from './generated-file';

/** A message key's namespace: its first segment ("shop" of "shop.orders.state"). */
export function namespaceOf(key: string): string {
  return key.split('.')[0] ?? key;
}

/** The file a namespace's messages are generated into, relative to the project root. */
export function namespaceModulePath(namespace: string): string {
  return `src/generated/messages/${namespace.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}.gen.ts`;
}

export const MESSAGE_REGISTRY_PATH = 'src/generated/messages/registry.gen.ts';

/**
 * The app's copy split by namespace, so a page carries the messages of the code it runs and not all of them. In
 * the app's build `messages.gen.ts` resolves to the registry, and every module that names a namespace (a literal
 * 'shop.' or `shop.${x}`) gets that namespace's module imported first (codegen/message-imports-plugin.ts); node
 * (unit tests, codegen) keeps reading the whole of messages.gen.ts.
 */
export function generateMessageNamespaces(messages: Readonly<Record<string, string>>): GeneratedFile[] {
  const byNamespace = new Map<string, Record<string, string>>();
  for (const [key, text] of Object.entries(messages)) {
    const namespace = namespaceOf(key);
    byNamespace.set(namespace, { ...byNamespace.get(namespace), [key]: text });
  }
  const files: GeneratedFile[] = [
    {
      path: MESSAGE_REGISTRY_PATH,
      content: `${header(['config/messages.yaml'])}import type { MessageKey } from '../messages.gen';

export type { MessageKey };

/** Filled by each namespace's module as the code that names it loads (see codegen/generate/message-namespaces.ts). */
export const messages = {} as Record<MessageKey, string>;

export function addMessages(namespace: Readonly<Partial<Record<MessageKey, string>>>): void {
  Object.assign(messages, namespace);
}
`,
    },
  ];
  for (const [namespace, entries] of byNamespace) {
    files.push({
      path: namespaceModulePath(namespace),
      content: `${header(['config/messages.yaml'])}import { addMessages } from './registry.gen';

addMessages(${literal(entries)});
`,
    });
  }
  return files;
}
