/**
 * Codegen output (and the config schemas' compiled validators) by the exact input they came from. The dev server
 * loads and regenerates on every save of one config file;
 * the schema types (json-schema-to-typescript) and each form's validators (ajv) are the slow parts and rarely
 * change, so a save of routes.yaml reuses them and the studio and app reload sooner.
 */
const cache = new Map<string, unknown>();
const LIMIT = 200;

export function memoized<T>(kind: string, input: unknown, compute: () => T): T {
  const key = `${kind}\u0000${JSON.stringify(input)}`;
  if (cache.has(key)) return cache.get(key) as T;
  const value = compute();
  if (cache.size >= LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}
