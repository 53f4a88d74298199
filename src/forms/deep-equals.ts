// The app's build gives @rjsf/utils this module for its deepEquals (vite.config.ts), in place of fast-equals'
// createCustomEqual (2.6 kB gzip of the forms' chunk). It keeps the semantics rjsf asks for: functions are equal to
// any function, circular references are followed once, React elements' owners are skipped, and values are compared
// as fast-equals compares them (tests/unit/forms/deep-equals.test.ts runs both on generated values).

type Pairs = Map<object, object>;

const tagOf = (value: object): string => Object.prototype.toString.call(value);

// React and Preact keep the (deeply circular) owner on an element: not part of what the element is.
const isReactProperty = (a: Record<string, unknown>, b: Record<string, unknown>, key: string): boolean =>
  (key === '_owner' || key === '__o' || key === '__v') && Boolean(a.$$typeof || b.$$typeof);

function objectsEqual(a: Record<string, unknown>, b: Record<string, unknown>, pairs: Pairs): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) => isReactProperty(a, b, key) || (Object.prototype.propertyIsEnumerable.call(b, key) && equal(a[key], b[key], pairs)),
  );
}

function itemsEqual(a: readonly unknown[], b: readonly unknown[], pairs: Pairs): boolean {
  return a.length === b.length && a.every((item, index) => equal(item, b[index], pairs));
}

/** Every entry of `a` matched by a different entry of `b` (Maps by key and value, Sets by value). */
function collectionsEqual(a: readonly unknown[], b: readonly unknown[], same: (x: unknown, y: unknown) => boolean): boolean {
  if (a.length !== b.length) return false;
  const matched = new Set<number>();
  return a.every((x) => {
    const index = b.findIndex((y, at) => !matched.has(at) && same(x, y));
    matched.add(index);
    return index !== -1;
  });
}

function structurallyEqual(a: object, b: object, pairs: Pairs): boolean {
  const constructor = (a as { constructor?: unknown }).constructor;
  if (constructor !== (b as { constructor?: unknown }).constructor) return false;
  if (Array.isArray(a)) return itemsEqual(a, b as unknown[], pairs);
  if (a instanceof Date) return Object.is(a.getTime(), (b as Date).getTime());
  if (a instanceof RegExp) return a.source === (b as RegExp).source && a.flags === (b as RegExp).flags;
  if (a instanceof Map)
    return collectionsEqual(
      [...a],
      [...(b as Map<unknown, unknown>)],
      (x, y) => equal((x as unknown[])[0], (y as unknown[])[0], pairs) && equal((x as unknown[])[1], (y as unknown[])[1], pairs),
    );
  if (a instanceof Set) return collectionsEqual([...a], [...(b as Set<unknown>)], (x, y) => equal(x, y, pairs));
  if (
    constructor === undefined ||
    constructor === null ||
    constructor === Object ||
    tagOf(a) === '[object Object]' ||
    tagOf(a) === '[object Arguments]'
  ) {
    return objectsEqual(a as Record<string, unknown>, b as Record<string, unknown>, pairs);
  }
  if (a instanceof Error) {
    const other = b as Error;
    return (
      a.name === other.name &&
      a.message === other.message &&
      a.stack === other.stack &&
      equal(a.cause, other.cause, pairs) &&
      objectsEqual(a as unknown as Record<string, unknown>, b as Record<string, unknown>, pairs)
    );
  }
  // What cannot be looked into (a promise, a weak map) is equal only to itself.
  return false;
}

function equal(a: unknown, b: unknown, pairs: Pairs): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined || typeof a !== typeof b) return false;
  if (typeof a === 'function') return true;
  if (typeof a === 'number' || typeof a === 'bigint') return Object.is(a, b);
  if (typeof a !== 'object') return false;
  const x = a as object;
  const y = b as object;
  // A pair already being compared further up is taken as equal here; its comparison there decides.
  if (pairs.has(x) && pairs.has(y)) return pairs.get(x) === y && pairs.get(y) === x;
  pairs.set(x, y);
  pairs.set(y, x);
  const result = structurallyEqual(x, y, pairs);
  pairs.delete(x);
  pairs.delete(y);
  return result;
}

/** Deep equality as rjsf's deepEquals: functions always equal, circular references tracked. */
export default function deepEquals(a: unknown, b: unknown): boolean {
  return equal(a, b, new Map());
}
