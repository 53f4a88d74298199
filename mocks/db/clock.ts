import { currentContext } from './request-context';

/**
 * The server's clock as share links read it. In test mode a test may move its own scope's clock forward
 * (POST /__test__/clock), so an end-to-end test sees a link expire without waiting; every other scope, and every
 * server not in test mode, reads the real time (vitest fakes Date itself).
 */
const offsets = new Map<string, number>();

export function serverNow(): number {
  return Date.now() + (offsets.get(currentContext().scope) ?? 0);
}

/** Moves a test scope's clock forward by `ms` (never back: a link's times only move one way). */
export function advanceClock(scope: string, ms: number): number {
  const offset = (offsets.get(scope) ?? 0) + Math.max(0, ms);
  offsets.set(scope, offset);
  return offset;
}

export function resetClock(scope: string): void {
  offsets.delete(scope);
}

const HOUR = 3_600_000;

/**
 * Today for the date rules, as "YYYY-MM-DD": the calendar date where it is latest (UTC+14), so the server never
 * refuses as "in the future" a date that is today where the person is; the screen holds them to their own today.
 */
export function serverToday(): string {
  return new Date(serverNow() + 14 * HOUR).toISOString().slice(0, 10);
}
