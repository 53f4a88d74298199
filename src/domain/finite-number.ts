/** A finite number: the type guard for NaN, the infinities and anything that is not a number at all. */
export const isFiniteNumber = (value: unknown): value is number => Number.isFinite(value);

/** A finite number given as a number or as numeric text ("1.2", " 3 "); null for anything else, blank text included. */
export function finiteNumber(value: unknown): number | null {
  if (isFiniteNumber(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return isFiniteNumber(parsed) ? parsed : null;
}
