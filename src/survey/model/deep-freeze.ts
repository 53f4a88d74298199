/**
 * Freezes `value` and every object and array in it, as immer freezes each state it produces, so a state built
 * without immer can be trusted the same way (walkFlow remembers walks by frozen answers). An object already frozen
 * is taken as frozen through, as immer takes it: a state's untouched parts cost nothing.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}
