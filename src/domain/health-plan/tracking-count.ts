/**
 * The next completed_count after logging (+1) or undoing (-1): never below 0, never past the target, and an
 * undo only takes back what was logged since the screen opened (floor), never progress logged before.
 */
export function nextCount(count: number, change: 1 | -1, target: number, floor = 0): number {
  const next = count + change;
  if (next < Math.max(0, floor)) return count;
  if (next > target) return count;
  return next;
}

/** A tracking task is complete once its count reaches its target. */
export function trackingComplete(count: number, target: number | null | undefined): boolean {
  return count >= (target ?? Number.POSITIVE_INFINITY);
}
