import path from 'node:path';
import { MESSAGE_REGISTRY_PATH, namespaceModulePath } from './generate/message-namespaces';

/** A string or template literal that starts with a namespace and a dot: 'shop.orders.state', `guide.step${n}.title`. */
const NAMESPACED_LITERAL = /['"`]([A-Za-z][A-Za-z0-9]*)\./g;

/**
 * The message namespaces a module's code names, in order of first appearance. A key reaches `message()` as a literal
 * in some module (a call site, a domain rule returning a key, a generated config module), so that module is the one
 * that must load the key's namespace; a literal that only looks like a key costs a small module, never a wrong text.
 */
export function namespacesNamed(code: string, namespaces: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(NAMESPACED_LITERAL)) {
    const name = match[1] ?? '';
    if (namespaces.has(name)) found.add(name);
  }
  return [...found];
}

/** Whether the app's build rewrites this module: the app's own code, not the message modules themselves. */
export function takesMessageImports(id: string, root: string): boolean {
  const relative = path
    .relative(root, id.split('?')[0] ?? id)
    .split(path.sep)
    .join('/');
  return (
    relative.startsWith('src/') &&
    /\.(ts|tsx)$/.test(relative) &&
    !relative.startsWith('src/generated/messages/') &&
    relative !== 'src/generated/messages.gen.ts'
  );
}

/** The side-effect imports to put first in a module so the namespaces it names are registered before it runs. */
export function messageImports(code: string, namespaces: ReadonlySet<string>, root: string): string {
  return namespacesNamed(code, namespaces)
    .map((namespace) => `import ${JSON.stringify(path.join(root, namespaceModulePath(namespace)))};`)
    .join('');
}

/** In the app's build, the whole-catalogue module is the registry the namespace modules fill. */
export function isWholeCatalogue(resolvedId: string, root: string): boolean {
  return (
    path
      .relative(root, resolvedId.split('?')[0] ?? resolvedId)
      .split(path.sep)
      .join('/') === 'src/generated/messages.gen.ts'
  );
}

export function registryPath(root: string): string {
  return path.join(root, MESSAGE_REGISTRY_PATH);
}
