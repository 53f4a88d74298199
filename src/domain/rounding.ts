/**
 * A value rounded half away from zero to `decimals` places (a lab's reporting precision). The tiny nudge keeps a
 * decimal half such as 1.005 (stored as 1.00499999...) rounding up, as a person reading it would expect.
 */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor * (1 + 1e-12))) / factor;
  // -0.001 to 2 places is 0, not "-0".
  return Object.is(rounded, -0) ? 0 : rounded;
}
