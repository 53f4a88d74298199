import { appConfig } from '../generated/app-config.gen';

const DAY = 86_400_000;

/**
 * The supplement delivery status of a completed order (SPEC section 9: Order placed, It's on its way,
 * Arriving soon): the day it is placed, the next two days on its way, then arriving soon until a week has
 * passed; after that it has arrived and no status is shown.
 */
export function supplementDeliveryStatus(
  completedAt: string | null | undefined,
  now: number,
  statuses: readonly string[] = appConfig.constants.supplementDeliveryStatuses,
): string | null {
  if (!completedAt) return null;
  const placed = Date.parse(completedAt);
  // An unreadable date reads as just placed, as does a future one (its day count is below zero).
  const days = Number.isNaN(placed) ? 0 : Math.floor((now - placed) / DAY);
  if (days < 1) return statuses[0] ?? null;
  if (days < 3) return statuses[1] ?? null;
  if (days < 7) return statuses[2] ?? null;
  return null;
}
